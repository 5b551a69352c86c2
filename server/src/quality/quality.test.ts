import { DEMO_PASSWORD } from '../accounts/seed.js';
import { failedThreeOfTen as failedThreeOfTenOf } from '../test-support/quality.js';
import { createTestApp, login, type Session, type TestApp } from '../test-support/test-app.js';
import { waitFor } from '../test-support/wait-for.js';

jest.setTimeout(120_000);

let t: TestApp;
let engineer: Session; // Acme Robotics, the customer
let austin: Session; // admin of the Austin plant, which makes the order
let operator: Session; // Austin's operator, who may not sign
let northwind: Session; // another tenant's facility

beforeAll(async () => {
  t = await createTestApp();
  engineer = await login(t.app, 'engineer@demo.test');
  austin = await login(t.app, 'admin@demo.test');
  operator = await login(t.app, 'operator@demo.test');
  northwind = await login(t.app, 'vendor@demo.test');
  // Northwind turns its quality area on, to show it never sees Austin's NCRs.
  const on = await call(northwind, 'PUT', '/api/v1/sp/settings/features/QMS_CONFIG', { enabled: true });
  expect(on.statusCode).toBe(200);
  northwind = await login(t.app, 'vendor@demo.test');
});
afterAll(() => t.close());

const call = (session: Session, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: session.bearer, ...(payload === undefined ? {} : { payload: payload as object }) });

const signature = (meaning = 'APPROVED', password = DEMO_PASSWORD) => ({ password, meaning });
const partOf = async (orderId: number) => (await call(austin, 'GET', `/api/v1/orders/${orderId}/fulfilment`)).json().parts[0];

const failedThreeOfTen = (title: string) => failedThreeOfTenOf(t, { engineer, austin }, title);

const ship = (orderId: number, rfqFileId: number, quantity: number) =>
  call(austin, 'POST', `/api/v1/orders/${orderId}/shipments`, {
    lines: [{ rfqFileId, quantity }],
    packages: [{ weightGrams: 800, lengthMm: 200, widthMm: 150, heightMm: 100 }],
    carrier: 'UPS',
    trackingNumber: `1Z${quantity}${orderId}`,
    shipDate: Date.now(),
  });

/** The board's decision refused: pieces that do not add up, a wrong password, a meaning not offered, a role that may not sign. */
async function refusedDispositions(disposition: string, split: { disposition: string; quantity: number }[]) {
  const tooMany = await call(austin, 'POST', disposition, {
    lines: [{ disposition: 'SCRAP', quantity: 4 }],
    signature: signature(),
  });
  expect([tooMany.statusCode, tooMany.json().details[0].field, tooMany.json().message]).toEqual([
    400,
    'body.lines',
    'The dispositions add up to 4 pieces; 3 are to be decided',
  ]);
  const wrongPassword = await call(austin, 'POST', disposition, { lines: split, signature: signature('APPROVED', 'wrong') });
  expect(wrongPassword.statusCode).toBe(401);
  const oddMeaning = await call(austin, 'POST', disposition, { lines: split, signature: signature('WITNESSED') });
  expect([oddMeaning.statusCode, oddMeaning.json().details[0].field]).toEqual([400, 'body.signature.meaning']);
  expect((await call(operator, 'POST', disposition, { lines: split, signature: signature() })).statusCode).toBe(403);
}

/** Closes a dispositioned NCR: no decision reaches it any more, its history shows each change, the trail is intact. */
async function closesAndStaysClosed(
  ncr: { id: number; number: string },
  disposition: string,
  split: { disposition: string; quantity: number }[],
) {
  const closed = await call(austin, 'POST', `/api/v1/quality/ncrs/${ncr.id}/close`);
  expect(closed.json().status).toBe('CLOSED');
  const late = await call(austin, 'POST', disposition, { lines: split, signature: signature('REVIEWED') });
  expect([late.statusCode, late.json().message]).toEqual([409, `${ncr.number} in state CLOSED cannot become AWAITING_CUSTOMER`]);
  expect(closed.json().history.map((entry: { action: string }) => entry.action)).toEqual([
    'CREATE',
    'UPDATE',
    'UPDATE',
    'UPDATE',
  ]);

  const verified = await call(austin, 'GET', '/api/v1/quality/audit/verify');
  expect(verified.json()).toEqual(expect.objectContaining({ intact: true }));
}

/** Acme was asked by mail, linked to its order; the NCR's raiser hears of the answer. */
async function expectApprovalMails(ncr: { id: number; number: string }, orderId: number) {
  const mailTo = async (to: string, subject: string) =>
    (
      await waitFor(
        () =>
          t.db
            .selectFrom('emails')
            .select('text_body')
            .where('to_address', '=', to)
            .where('subject', '=', subject)
            .executeTakeFirst(),
        `the mail "${subject}"`,
      )
    ).text_body;
  expect(await mailTo('engineer@demo.test', `Your approval is asked: ${ncr.number} on order ${orderId}`)).toContain(
    `/order-details/${orderId}`,
  );
  expect(await mailTo('admin@demo.test', `Acme Robotics approved ${ncr.number}`)).toContain(
    `/service-provider/quality-management/ncrs/${ncr.id}`,
  );
}

describe('a part NCR from inspection to the customer’s approval', () => {
  it('holds the failed pieces, raises the NCR from the inbox, and ships only what is settled', async () => {
    const { order, inspectionId } = await failedThreeOfTen('Warped brackets');
    // The marked pieces are held: neither passed nor scrapped, nor waiting for inspection.
    expect(await partOf(order.id)).toEqual(expect.objectContaining({ passed: 7, scrapped: 0, held: 3, toInspect: 0 }));

    const inbox = (await call(austin, 'GET', '/api/v1/quality/ncr-inbox')).json();
    expect(inbox).toContainEqual(
      expect.objectContaining({ inspectionId, orderId: order.id, failedQuantity: 3, note: 'Three with a warped flange' }),
    );
    expect((await call(northwind, 'GET', '/api/v1/quality/ncr-inbox')).json()).not.toContainEqual(
      expect.objectContaining({ inspectionId }),
    );

    const opened = await call(austin, 'POST', `/api/v1/quality/ncr-inbox/${inspectionId}`, {});
    expect(opened.statusCode).toBe(201);
    const ncr = opened.json();
    expect(ncr).toEqual(
      expect.objectContaining({
        kind: 'PART',
        status: 'OPEN',
        quantity: 3,
        foundAt: 'INSPECTION',
        inspectionId,
        defectCode: 'DIM',
        description: 'Three with a warped flange',
        order: expect.objectContaining({ id: order.id, customerName: 'Acme Robotics' }),
        part: expect.objectContaining({ rfqFileId: order.partId }),
        undecided: 3,
      }),
    );
    expect(ncr.number).toMatch(/^NCR-\d{4}-\d{4}$/);
    // Raised once: the inbox lets it go, and a second raise is refused.
    expect((await call(austin, 'GET', '/api/v1/quality/ncr-inbox')).json()).not.toContainEqual(
      expect.objectContaining({ inspectionId }),
    );
    expect((await call(austin, 'POST', `/api/v1/quality/ncr-inbox/${inspectionId}`, {})).statusCode).toBe(409);
    expect((await call(northwind, 'GET', `/api/v1/quality/ncrs/${ncr.id}`)).statusCode).toBe(404);

    const disposition = `/api/v1/quality/ncrs/${ncr.id}/disposition`;
    const split = [
      { disposition: 'SCRAP', quantity: 2 },
      { disposition: 'USE_AS_IS', quantity: 1 },
    ];
    await refusedDispositions(disposition, split);
    // Nothing of the refused attempts was kept.
    expect((await call(austin, 'GET', `/api/v1/quality/ncrs/${ncr.id}`)).json()).toEqual(
      expect.objectContaining({ status: 'OPEN', decisions: [] }),
    );

    const decided = await call(austin, 'POST', disposition, {
      lines: split,
      note: 'Flange within form tolerance',
      signature: signature(),
    });
    expect(decided.statusCode).toBe(200);
    const afterBoard = decided.json();
    expect(afterBoard.status).toBe('AWAITING_CUSTOMER');
    expect(afterBoard.decisions[0]).toEqual(
      expect.objectContaining({
        approval: 'REQUESTED',
        lines: [
          { disposition: 'SCRAP', quantity: 2 },
          { disposition: 'USE_AS_IS', quantity: 1 },
        ],
        signatures: [expect.objectContaining({ meaning: 'APPROVED', valid: true, method: 'PASSWORD' })],
      }),
    );
    // The two scrapped are to be made again; the one used as it is waits, held, for Acme.
    expect(await partOf(order.id)).toEqual(expect.objectContaining({ passed: 7, scrapped: 2, held: 1 }));

    const eight = await ship(order.id, order.partId, 8);
    expect(eight.statusCode).toBe(409);
    expect(eight.json().message).toContain(`1 is held by ${ncr.number}`);
    expect((await ship(order.id, order.partId, 7)).statusCode).toBe(201);

    // Acme sees the request on its order, without the facility's own notes, and approves it, signed.
    const seen = (await call(engineer, 'GET', `/api/v1/orders/${order.id}/ncrs`)).json();
    expect(seen).toEqual([expect.objectContaining({ number: ncr.number, status: 'AWAITING_CUSTOMER', quantity: 3 })]);
    expect(seen[0]).not.toHaveProperty('internalNotes');
    expect(seen[0].signatureMeanings).toEqual(['REVIEWED', 'APPROVED', 'RESPONSIBLE']);
    const decisionId = seen[0].decision.id as number;
    const refusedPassword = await call(engineer, 'POST', `/api/v1/quality/approvals/${decisionId}`, {
      approve: true,
      signature: signature('APPROVED', 'wrong'),
    });
    expect(refusedPassword.statusCode).toBe(401);
    const approved = await call(engineer, 'POST', `/api/v1/quality/approvals/${decisionId}`, {
      approve: true,
      signature: signature(),
    });
    expect(approved.statusCode).toBe(204);
    const twice = await call(engineer, 'POST', `/api/v1/quality/approvals/${decisionId}`, {
      approve: true,
      signature: signature(),
    });
    expect([twice.statusCode, twice.json().message]).toEqual([409, 'This request was answered already']);
    await expectApprovalMails(ncr, order.id);

    expect(await partOf(order.id)).toEqual(expect.objectContaining({ passed: 8, scrapped: 2, held: 0, shipped: 7 }));
    expect((await ship(order.id, order.partId, 1)).statusCode).toBe(201);

    const settled = (await call(austin, 'GET', `/api/v1/quality/ncrs/${ncr.id}`)).json();
    expect(settled.status).toBe('DISPOSITIONED');
    expect(settled.decisions[0].signatures.map((s: { meaning: string; valid: boolean }) => [s.meaning, s.valid])).toEqual([
      ['APPROVED', true],
      ['APPROVED', true],
    ]);
    await closesAndStaysClosed(ncr, disposition, split);
  });

  it('sends a refused use-as-is back to the board, which decides again on the pieces still held', async () => {
    const { order, inspectionId } = await failedThreeOfTen('Refused brackets');
    const ncr = (await call(austin, 'POST', `/api/v1/quality/ncr-inbox/${inspectionId}`, { severity: 'MINOR' })).json();
    await call(austin, 'POST', `/api/v1/quality/ncrs/${ncr.id}/disposition`, {
      lines: [
        { disposition: 'REWORK', quantity: 1 },
        { disposition: 'USE_AS_IS', quantity: 2 },
      ],
      signature: signature(),
    });
    // The reworked one goes back to waiting for inspection at once.
    expect(await partOf(order.id)).toEqual(expect.objectContaining({ held: 2, toInspect: 1 }));
    const decisionId = (await call(engineer, 'GET', `/api/v1/orders/${order.id}/ncrs`)).json()[0].decision.id;
    const mute = await call(engineer, 'POST', `/api/v1/quality/approvals/${decisionId}`, {
      approve: false,
      signature: signature(),
    });
    expect([mute.statusCode, mute.json().details[0].field]).toEqual([400, 'body.reason']);
    const refused = await call(engineer, 'POST', `/api/v1/quality/approvals/${decisionId}`, {
      approve: false,
      reason: 'The flange seals: no deviation',
      signature: signature('REVIEWED'),
    });
    expect(refused.statusCode).toBe(204);
    const back = (await call(austin, 'GET', `/api/v1/quality/ncrs/${ncr.id}`)).json();
    expect([back.status, back.undecided, back.decisions[0].approval]).toEqual(['OPEN', 2, 'REFUSED']);
    const again = await call(austin, 'POST', `/api/v1/quality/ncrs/${ncr.id}/disposition`, {
      lines: [{ disposition: 'SCRAP', quantity: 2 }],
      signature: signature('REVIEWED'),
    });
    expect(again.json().status).toBe('DISPOSITIONED');
    // The two scrapped are to be made again: with the reworked one, three wait for inspection.
    expect(await partOf(order.id)).toEqual(expect.objectContaining({ held: 0, scrapped: 2, toInspect: 3 }));
  });
});

describe('the NCR list', () => {
  it('finds NCRs by number, status, severity and disposition, newest first, and only the facility’s own', async () => {
    const processNcr = {
      kind: 'PROCESS',
      severity: 'CRITICAL',
      defectCode: 'POR',
      title: 'Laser power dropped mid-build',
      cause: 'MACHINE_FAULT',
    };
    const process = await call(austin, 'POST', '/api/v1/quality/ncrs', {
      ...processNcr,
      startedAt: Date.UTC(2031, 0, 1, 8),
      endedAt: Date.UTC(2031, 0, 1, 6),
    });
    expect([process.statusCode, process.json().details[0].field]).toEqual([400, 'body.endedAt']);
    const [theirs] = (await call(northwind, 'GET', '/api/v3/sp/equipments')).json() as { id: number }[];
    const onTheirMachine = await call(austin, 'POST', '/api/v1/quality/ncrs', { ...processNcr, equipmentId: theirs!.id });
    expect([onTheirMachine.statusCode, onTheirMachine.json().details[0]]).toEqual([
      400,
      { field: 'body.equipmentId', message: `Machine ${theirs!.id} is not one of the facility’s machines` },
    ]);
    const raised = await call(austin, 'POST', '/api/v1/quality/ncrs', processNcr);
    expect([raised.statusCode, raised.body]).toEqual([201, expect.any(String)]);
    const { number } = raised.json();
    const list = async (session: Session, query: string) =>
      (await call(session, 'GET', `/api/v1/quality/ncrs?offset=0&limit=50&${query}`)).json();
    expect((await list(austin, `search=${encodeURIComponent(number)}`)).rows.map((r: { number: string }) => r.number)).toEqual([
      number,
    ]);
    expect((await list(austin, 'kind=PROCESS&severity=CRITICAL')).rows[0]).toEqual(
      expect.objectContaining({ number, status: 'OPEN', kind: 'PROCESS' }),
    );
    const scrapped = await list(austin, 'disposition=SCRAP');
    expect(scrapped.rows.length).toBeGreaterThan(0);
    expect(scrapped.rows.every((r: { kind: string }) => r.kind === 'PART')).toBe(true);
    expect((await list(northwind, `search=${encodeURIComponent(number)}`)).rows).toEqual([]);

    const unknownCode = await call(austin, 'PATCH', `/api/v1/quality/ncrs/${raised.json().id}`, { defectCode: 'NOPE' });
    expect([unknownCode.statusCode, unknownCode.json().details[0].field]).toEqual([400, 'body.defectCode']);
    const cancelled = await call(austin, 'POST', `/api/v1/quality/ncrs/${raised.json().id}/cancel`, {
      reason: 'Raised on the wrong machine',
    });
    expect([cancelled.json().status, cancelled.json().statusReason]).toEqual(['CANCELLED', 'Raised on the wrong machine']);
  });
});
