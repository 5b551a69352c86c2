import { agreedWithAustin } from '../test-support/orders.js';
import { createTestApp, logins, callsAs, type Session, type TestApp } from '../test-support/test-app.js';

/**
 * An export-controlled order's NCRs, on the facility's side, exist only for people holding
 * ITAR_ADMIN, as the order does: the operator (Austin, without it) neither lists nor opens nor
 * acts on them, nor meets its inspections in the inbox, nor raises one on its part; the admin
 * (with it) does all of that.
 */
let t: TestApp;
let admin: Session;
let operator: Session;
let engineer: Session;
const call = callsAs(() => t);

beforeAll(async () => {
  t = await createTestApp();
  [admin, operator, engineer] = await logins(t.app, 'admin', 'operator', 'engineer');
});
afterAll(() => t.close());

it('keeps an export-controlled order’s NCRs and inbox entries from a facility member without ITAR clearance', async () => {
  const { id: orderId, partId } = await agreedWithAustin(
    t,
    { engineer, austin: admin },
    { title: 'Export-controlled valves', itar: true },
  );
  const moved = await call(admin, 'POST', `/api/v1/orders/${orderId}/progress`, { status: 'IN_MANUFACTURING', reason: 'Built' });
  expect(moved.statusCode).toBe(200);
  const inspected = await call(admin, 'POST', `/api/v1/orders/${orderId}/inspections`, {
    rfqFileId: partId,
    passedQuantity: 9,
    failedQuantity: 1,
    ncrRequested: true,
    note: 'Porosity in the bore',
  });
  expect(inspected.statusCode).toBe(201);
  const inbox = async (session: Session) =>
    ((await call(session, 'GET', '/api/v1/quality/ncr-inbox')).json() as { orderId: number }[]).filter(
      (e) => e.orderId === orderId,
    );
  expect(await inbox(operator)).toEqual([]);
  const [entry] = (await inbox(admin)) as unknown as { inspectionId: number }[];
  expect((await call(operator, 'POST', `/api/v1/quality/ncr-inbox/${entry!.inspectionId}`, {})).statusCode).toBe(404);

  const raised = await call(admin, 'POST', `/api/v1/quality/ncr-inbox/${entry!.inspectionId}`, {});
  expect(raised.statusCode).toBe(201);
  const { id, number } = raised.json() as { id: number; number: string };
  const listed = async (session: Session) =>
    ((await call(session, 'GET', `/api/v1/quality/ncrs?search=${number}&offset=0&limit=15`)).json() as { rows: { id: number }[] })
      .rows;
  expect(await listed(operator)).toEqual([]);
  expect(await listed(admin)).toEqual([expect.objectContaining({ id })]);
  for (const [method, url] of [
    ['GET', `/api/v1/quality/ncrs/${id}`],
    ['GET', `/api/v1/quality/ncrs/${id}/record?format=json&language=en_US`],
    ['PATCH', `/api/v1/quality/ncrs/${id}`],
  ] as const) {
    const answer = await call(operator, method, url, method === 'PATCH' ? { title: 'Seen after all' } : undefined);
    expect([url, answer.statusCode]).toEqual([url, 404]);
  }
  expect((await call(admin, 'GET', `/api/v1/quality/ncrs/${id}`)).statusCode).toBe(200);
  // Nor can they raise one on its part by its id.
  const byHand = {
    kind: 'PART',
    severity: 'MINOR',
    defectCode: 'POR',
    title: 'Pores',
    rfqFileId: partId,
    quantity: 1,
    foundAt: 'IN_PROCESS',
  };
  expect((await call(operator, 'POST', '/api/v1/quality/ncrs', byHand)).statusCode).toBe(400);
  expect((await call(admin, 'POST', '/api/v1/quality/ncrs', byHand)).statusCode).toBe(201);
});
