import type { OrderInput } from 'shared/orders';
import { timeOutOverdue } from './match-service.js';
import { addressOf, bidInput, orderInput, processAndMaterial, verifiedPart } from '../test-support/orders.js';
import { callsAs, createTestApp, login, logins, type Session, type TestApp } from '../test-support/test-app.js';
import { waitFor } from '../test-support/wait-for.js';

jest.setTimeout(120_000);

let t: TestApp;
let engineer: Session; // Acme Robotics: its APPROVED_VENDORS reach Austin (its store front) and Northwind
let austin: Session; // admin of the Austin plant
let northwind: Session; // admin of Northwind, another tenant
let globex: Session; // another customer company
let address: number;

beforeAll(async () => {
  t = await createTestApp();
  [engineer, austin, northwind, globex] = await logins(t.app, 'engineer', 'admin', 'vendor', 'thirdparty');
  address = await addressOf(t, 'Acme Robotics');
});
afterAll(() => t.close());

const call = callsAs(() => t);

/** Saves `input` as a draft of Acme's and submits it; the order as Acme reads it. */
async function submitted(input: OrderInput) {
  const created = await call(engineer, 'POST', '/api/v1/orders', input);
  expect(created.statusCode).toBe(201);
  const { id } = created.json();
  const submit = await call(engineer, 'POST', `/api/v1/orders/${id}/submit`, {});
  expect(submit.statusCode).toBe(200);
  return submit.json();
}

/**
 * Acme's order of one part, the file `fileId` made by a process in a material (`made`: SLA in
 * Clear Resin V4 unless said) and delivered to Acme's address, submitted; `part` and `order`
 * override the rest as orderInput's do. The order as Acme reads it.
 */
async function submittedOrder(
  fileId: number,
  {
    made = ['SLA', 'Clear Resin V4'],
    part = {},
    order = {},
    now = Date.now(),
  }: {
    made?: [process: string, material: string];
    part?: Partial<OrderInput['parts'][number]>;
    order?: Partial<OrderInput>;
    now?: number;
  } = {},
) {
  const processAndMaterialIds = await processAndMaterial(t, ...made);
  return submitted(orderInput(now, { fileId, ...processAndMaterialIds, ...part }, { deliveryAddressId: address, ...order }));
}

/** A bid on the facility's match pricing each part at `unitPriceMinor`, with a setup line, a discount and tax. */
const bid = (order: { currency: string; parts: { id: number; quantity: number }[] }, unitPriceMinor: number) => {
  const lines = [
    ...order.parts.map((part) => ({ kind: 'PART', rfqFileId: part.id, quantity: part.quantity, unitPriceMinor })),
    { kind: 'SETUP', description: 'Build preparation', quantity: 1, unitPriceMinor: 5_000 },
  ];
  return bidInput(order.currency, lines, { discountMinor: 1_000, taxRateBasisPoints: 825, notes: 'Bead blasted' });
};

interface MatchView {
  id: number;
  facilityName: string;
  status: string;
  bid: { totalMinor: number } | null;
}
const matchOf = (order: { matches: MatchView[] }, name: RegExp) => order.matches.find((m) => name.test(m.facilityName))!;

describe('an order from draft to agreement', () => {
  it('offers what the reachable facilities run, saves drafts, refuses stale saves, and distributes on submit', async () => {
    const offer = (await call(engineer, 'GET', '/api/v1/orders/offer?distribution=APPROVED_VENDORS')).json();
    expect(offer.facilityCount).toBe(2);
    expect(offer.options).toContainEqual(
      expect.objectContaining({ processCode: 'SLA', materialName: 'Clear Resin V4', facilityCount: 2 }),
    );
    // Munich runs DLS, but Acme's orders do not reach it.
    expect(offer.options.some((o: { processCode: string }) => o.processCode === 'DLS')).toBe(false);

    const now = Date.now();
    const fileId = await verifiedPart(t, engineer, 'bracket.stl');
    const sla = await processAndMaterial(t, 'SLA', 'Clear Resin V4');
    const draft = orderInput(now, { fileId }, { displayTitle: '' });
    const created = await call(engineer, 'POST', '/api/v1/orders', draft);
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    let order = (await call(engineer, 'GET', `/api/v1/orders/${id}`)).json();
    expect(order).toMatchObject({ status: 'DRAFT', displayTitle: '', customerName: 'Acme Robotics' });
    expect(order.history).toEqual([
      expect.objectContaining({ from: null, to: 'DRAFT', actor: 'CUSTOMER', actorName: 'Erin Engineer' }),
    ]);

    // Submitting an incomplete draft names the first field missing.
    const incomplete = await call(engineer, 'POST', `/api/v1/orders/${id}/submit`, {});
    expect([incomplete.statusCode, incomplete.json().message, incomplete.json().details[0].field]).toEqual([
      400,
      'Please enter a title',
      'body.displayTitle',
    ]);

    const complete = orderInput(now, { fileId, ...sla }, { deliveryAddressId: address, displayTitle: 'Lens housings' });
    const saved = await call(engineer, 'PUT', `/api/v1/orders/${id}`, { ...complete, updatedAt: order.updatedAt });
    expect(saved.statusCode).toBe(200);
    const stale = await call(engineer, 'PUT', `/api/v1/orders/${id}`, { ...complete, updatedAt: order.updatedAt });
    expect([stale.statusCode, stale.json().message]).toEqual([
      409,
      'Someone else saved this order after you opened it; reload it to see their changes',
    ]);

    const submit = await call(engineer, 'POST', `/api/v1/orders/${id}/submit`, {});
    expect(submit.statusCode).toBe(200);
    order = submit.json();
    expect(order.status).toBe('DISTRIBUTED');
    expect(order.matches.map((m: { facilityName: string; status: string }) => [m.facilityName, m.status])).toEqual([
      ['Demo Additive — Austin Plant', 'BID_WAITING'],
      ['Northwind Precision Printing', 'BID_WAITING'],
    ]);
    expect(order.history.filter((e: { matchId: number | null }) => e.matchId === null).map((e: { to: string }) => e.to)).toEqual([
      'DRAFT',
      'SUBMITTED',
      'MATCHED',
      'DISTRIBUTED',
    ]);
    // A submitted order is no draft: it cannot be changed or submitted again.
    const again = await call(engineer, 'POST', `/api/v1/orders/${id}/submit`, {});
    expect([again.statusCode, again.json().message]).toEqual([409, 'An order in state DISTRIBUTED cannot become SUBMITTED']);
  });

  it('counts, for a saved draft, only the facilities that make its parts', async () => {
    const offerFor = async (orderId?: number) =>
      (
        await call(engineer, 'GET', `/api/v1/orders/offer?distribution=APPROVED_VENDORS${orderId ? `&orderId=${orderId}` : ''}`)
      ).json().facilityCount;
    const fileId = await verifiedPart(t, engineer, 'titanium-bracket.stl');
    // Of Austin and Northwind, which Acme's approved vendors are, only Austin prints titanium.
    const titanium = await processAndMaterial(t, 'DIRECT_METAL_LASER_SINTERING', 'EOS Titanium Ti64');
    const created = await call(engineer, 'POST', '/api/v1/orders', orderInput(Date.now(), { fileId, ...titanium }));
    expect(await offerFor()).toBe(2);
    expect(await offerFor(created.json().id)).toBe(1);
    // Another company's draft is not the caller's to count.
    const foreign = await call(globex, 'GET', `/api/v1/orders/offer?distribution=APPROVED_VENDORS&orderId=${created.json().id}`);
    expect(foreign.statusCode).toBe(404);
  });

  it('takes bids from both facilities, lets the customer accept one, and the winner confirm', async () => {
    const fileId = await verifiedPart(t, engineer, 'housing.stl');
    let order = await submittedOrder(fileId, { made: ['SLA', 'Grey Resin V4'] });
    const austinMatch = matchOf(order, /Austin/);
    const northwindMatch = matchOf(order, /Northwind/);

    // Each facility reads the order with its own match only, and the files (no NDA asked).
    const seenByNorthwind = (await call(northwind, 'GET', `/api/v1/orders/${order.id}`)).json();
    expect(seenByNorthwind.matches.map((m: { id: number }) => m.id)).toEqual([northwindMatch.id]);
    expect(seenByNorthwind.parts[0]).toMatchObject({ fileId, fileName: 'housing.stl', quantity: 12 });

    const austinBid = await call(austin, 'PUT', `/api/v1/matches/${austinMatch.id}/bid`, bid(order, 2_500));
    expect(austinBid.statusCode).toBe(200);
    expect(matchOf(austinBid.json(), /Austin/).bid).toMatchObject({
      // 12 × 25.00 + 50.00 setup − 10.00 discount = 340.00; 8.25 % tax = 28.05; 368.05
      subtotalMinor: 35_000,
      discountMinor: 1_000,
      taxMinor: 2_805,
      totalMinor: 36_805,
      revision: 1,
    });
    // Revised while open, with a drawing attached: the server's totals again, a new revision.
    const drawing = await verifiedPart(t, austin, 'austin-drawing.stl');
    const revised = await call(austin, 'PUT', `/api/v1/matches/${austinMatch.id}/bid`, {
      ...bid(order, 2_400),
      revision: 1,
      attachmentFileIds: [drawing],
    });
    expect(matchOf(revised.json(), /Austin/).bid).toMatchObject({
      subtotalMinor: 33_800,
      revision: 2,
      attachments: [expect.objectContaining({ id: drawing, fileName: 'austin-drawing.stl' })],
    });
    // A revision of what someone else has revised meanwhile is refused, and changes nothing.
    const stale = await call(austin, 'PUT', `/api/v1/matches/${austinMatch.id}/bid`, { ...bid(order, 2_300), revision: 1 });
    expect([stale.statusCode, stale.json().message, stale.json().details.field]).toEqual([
      409,
      'Someone else changed this bid after you opened it; reload it to see their changes',
      'body.revision',
    ]);
    // Only the facility's own files go with its bid.
    const foreign = await call(austin, 'PUT', `/api/v1/matches/${austinMatch.id}/bid`, {
      ...bid(order, 2_300),
      attachmentFileIds: [fileId],
    });
    expect([foreign.statusCode, foreign.json().details[0].field]).toEqual([400, 'body.attachmentFileIds.0']);
    expect((await call(northwind, 'PUT', `/api/v1/matches/${northwindMatch.id}/bid`, bid(order, 2_000))).statusCode).toBe(200);

    // The customer compares both; no facility reads the other's bid.
    order = (await call(engineer, 'GET', `/api/v1/orders/${order.id}`)).json();
    expect(order.matches.map((m: { status: string; bid: { totalMinor: number } }) => [m.status, m.bid.totalMinor])).toEqual([
      ['BID_SUBMITTED', 35_506],
      ['BID_SUBMITTED', 30_310],
    ]);
    expect(JSON.stringify((await call(austin, 'GET', `/api/v1/orders/${order.id}`)).json())).not.toContain('Northwind');
    // The customer opens the drawing that came with Austin's bid.
    const attached = matchOf(order, /Austin/).bid as unknown as { attachments: { fileURL: string }[] };
    expect((await t.app.inject({ method: 'GET', url: attached.attachments[0]!.fileURL })).statusCode).toBe(200);
    // Nor through its part orders: its quote column is its own bid, never the best of all.
    const austinRow = (await call(austin, 'GET', `/api/v1/part-orders?stage=ALL&offset=0&limit=15&id=${order.id}`)).json()
      .orders[0];
    expect([austinRow.bidCount, austinRow.bestQuoteMinor]).toEqual([1, 35_506]);
    const customerRow = (await call(engineer, 'GET', `/api/v1/orders?offset=0&limit=200&search=${order.id}`))
      .json()
      .orders.find((row: { id: number }) => row.id === order.id);
    expect([customerRow.bidCount, customerRow.bestQuoteMinor]).toEqual([2, 30_310]);

    const accepted = await call(engineer, 'POST', `/api/v1/orders/${order.id}/matches/${northwindMatch.id}/accept`, {});
    expect(accepted.statusCode).toBe(200);
    order = accepted.json();
    expect([order.status, matchOf(order, /Austin/).status, matchOf(order, /Northwind/).status]).toEqual([
      'BID_ACCEPTED',
      'BID_LOST',
      'BID_APPROVED',
    ]);
    // The loser sees it lost, not who won (another tenant's name); the customer sees the winner.
    const lostRow = (await call(austin, 'GET', `/api/v1/part-orders?stage=ALL&offset=0&limit=15&id=${order.id}`)).json()
      .orders[0];
    expect(lostRow.facilityName).toBeNull();
    // The loser sees it lost, and may no longer revise.
    const lost = await call(austin, 'PUT', `/api/v1/matches/${austinMatch.id}/bid`, bid(order, 1_900));
    expect([lost.statusCode, lost.json().message]).toEqual([409, 'The order no longer takes bids']);

    const confirmed = await call(northwind, 'POST', `/api/v1/matches/${northwindMatch.id}/confirm`, {});
    expect(confirmed.statusCode).toBe(200);
    expect([confirmed.json().status, matchOf(confirmed.json(), /Northwind/).status]).toEqual([
      'AGREEMENT_DONE',
      'SP_BID_ACCEPTED',
    ]);
    // Agreed: the customer can no longer withdraw.
    const withdraw = await call(engineer, 'POST', `/api/v1/orders/${order.id}/withdraw`, {});
    expect([withdraw.statusCode, withdraw.json().message]).toEqual([
      409,
      'An order in state AGREEMENT_DONE cannot become WITHDRAWN',
    ]);

    // The winner's planner finds the parts in the job form's part selector, all left to schedule.
    const selector = await call(northwind, 'POST', '/api/v3/orders/search?schedulingCall=true', {
      searchFilters: [{ filterType: 'ORDER_ID', values: [order.id] }],
    });
    expect(selector.json().rfqDTOs[0].rfqFileDTOs).toEqual([expect.objectContaining({ quantity: 12, notScheduled: 12 })]);
    const notAustins = await call(austin, 'POST', '/api/v3/orders/search?schedulingCall=true', {
      searchFilters: [{ filterType: 'ORDER_ID', values: [order.id] }],
    });
    expect(notAustins.json().totalCount).toBe(0);
  });

  it('suggests a delivery date from the facility’s plan: the part fitted into the plan where it ends soonest (here the next free slot of a machine that runs it), plus post-processing', async () => {
    const order = await submittedOrder(await verifiedPart(t, engineer, 'planned.stl'), { part: { quantity: 50 } });
    const match = matchOf(order, /Austin/);
    const promise = (await call(austin, 'GET', `/api/v1/matches/${match.id}/promise-date`)).json();
    // Austin's one SLA printer; 50 cubes of 1 cm³ at 12 cm³/h after 2 h of setup: 6.25 h.
    expect(promise.parts).toEqual([
      expect.objectContaining({ fileName: 'planned.stl', hours: 6.25, equipmentName: 'SLA-01 · Form 3L' }),
    ]);
    const [planned] = promise.parts;
    const slot = (
      await call(
        austin,
        'GET',
        `/api/v1/job-scheduling/getNextAvailableTimeSlot?equipment=${planned.equipmentId}&totalHours=6.25`,
      )
    ).json();
    expect([planned.fromDate, planned.toDate]).toEqual([slot.fromDate, slot.toDate]);
    expect(promise.deliveryDate).toBe(planned.toDate + 24 * 3_600_000);
    expect(promise.unplanned).toEqual([]);
    // Each facility plans on its own printers, and only for its own offer.
    const theirs = (await call(northwind, 'GET', `/api/v1/matches/${matchOf(order, /Northwind/).id}/promise-date`)).json();
    expect(theirs.parts[0].equipmentName).toBe('NW-SLA-1 · Form 3L');
    expect((await call(northwind, 'GET', `/api/v1/matches/${match.id}/promise-date`)).statusCode).toBe(404);
  });

  it('emails each side when the other acts: a new request, a quote received, accepted and lost', async () => {
    const title = `Mailed brackets ${Date.now()}`;
    const order = await submittedOrder(await verifiedPart(t, engineer, 'mailed.stl'), { order: { displayTitle: title } });
    const mails = (subject: string) =>
      t.db
        .selectFrom('emails')
        .select(['to_address', 'text_body'])
        .where('subject', '=', subject)
        .orderBy('to_address')
        .execute();
    const arrived = (subject: string) =>
      waitFor(async () => ((await mails(subject)).length ? mails(subject) : undefined), subject);

    const requests = await arrived(`New order request: ${title}`);
    expect(requests.map((m) => m.to_address)).toEqual(expect.arrayContaining(['admin@demo.test', 'vendor@demo.test']));
    expect(requests[0]!.text_body).toContain(`Acme Robotics asks for a quote on order ${order.id}`);
    expect(requests[0]!.text_body).toContain(`/service-provider/part-orders/${order.id}`);

    await call(northwind, 'PUT', `/api/v1/matches/${matchOf(order, /Northwind/).id}/bid`, bid(order, 900));
    await call(austin, 'PUT', `/api/v1/matches/${matchOf(order, /Austin/).id}/bid`, bid(order, 950));
    const quoted = await arrived(`Quote received: ${title}`);
    expect(quoted.map((m) => m.to_address)).toEqual(['engineer@demo.test', 'engineer@demo.test']);
    await call(engineer, 'POST', `/api/v1/orders/${order.id}/matches/${matchOf(order, /Northwind/).id}/accept`, {});
    expect((await arrived(`Your quote was accepted: ${title}`)).map((m) => m.to_address)).toEqual(['vendor@demo.test']);
    expect((await arrived(`Another quote was accepted: ${title}`)).map((m) => m.to_address)).toContain('admin@demo.test');
  });

  it('lets exactly one of two acceptances at the same moment win', async () => {
    const order = await submittedOrder(await verifiedPart(t, engineer, 'race.stl'));
    const [a, b] = [matchOf(order, /Austin/), matchOf(order, /Northwind/)];
    await call(austin, 'PUT', `/api/v1/matches/${a.id}/bid`, bid(order, 1_000));
    await call(northwind, 'PUT', `/api/v1/matches/${b.id}/bid`, bid(order, 1_100));
    const both = await Promise.all(
      [a, b].map((m) => call(engineer, 'POST', `/api/v1/orders/${order.id}/matches/${m.id}/accept`, {})),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = both.find((r) => r.statusCode === 409)!.json();
    expect(refused.message).toBe('Another bid on this order was accepted first; reload the order to see it');
    const awarded = await t.db
      .selectFrom('matches')
      .select('status')
      .where('rfq_id', '=', order.id)
      .where('status', '=', 'BID_APPROVED')
      .execute();
    expect(awarded).toHaveLength(1);
  });

  it('lets a declined award reopen the order to the other bids', async () => {
    const order = await submittedOrder(await verifiedPart(t, engineer, 'reopen.stl'));
    const [a, b] = [matchOf(order, /Austin/), matchOf(order, /Northwind/)];
    await call(austin, 'PUT', `/api/v1/matches/${a.id}/bid`, bid(order, 1_000));
    await call(northwind, 'PUT', `/api/v1/matches/${b.id}/bid`, bid(order, 1_100));
    await call(engineer, 'POST', `/api/v1/orders/${order.id}/matches/${a.id}/accept`, {});
    const noReason = await call(austin, 'POST', `/api/v1/matches/${a.id}/decline-award`, { reason: ' ' });
    expect([noReason.statusCode, noReason.json().message]).toEqual([400, 'Please say why you decline the order']);
    const declined = (await call(austin, 'POST', `/api/v1/matches/${a.id}/decline-award`, { reason: 'Machine down' })).json();
    expect([declined.status, matchOf(declined, /Austin/).status]).toEqual(['DISTRIBUTED', 'SP_BID_REJECTED']);
    const reopened = (await call(engineer, 'GET', `/api/v1/orders/${order.id}`)).json();
    expect(matchOf(reopened, /Northwind/).status).toBe('BID_SUBMITTED');
    expect(reopened.history.at(-1)).toMatchObject({ to: 'BID_SUBMITTED', actor: 'SYSTEM' });
  });

  it('closes the request of a facility that had not quoted when another wins, and shows it none of the winner’s history', async () => {
    const title = `Won elsewhere ${Date.now()}`;
    const order = await submittedOrder(await verifiedPart(t, engineer, 'won-elsewhere.stl'), {
      made: ['SLA', 'Grey Resin V4'],
      order: { displayTitle: title },
    });
    const [a, b] = [matchOf(order, /Austin/), matchOf(order, /Northwind/)];
    const newRequests = async () =>
      (await call(northwind, 'GET', `/api/v1/part-orders?stage=NEW&id=${order.id}&offset=0&limit=15`)).json().orders;
    expect(await newRequests()).toHaveLength(1);
    await call(austin, 'PUT', `/api/v1/matches/${a.id}/bid`, bid(order, 1_000));
    await call(engineer, 'POST', `/api/v1/orders/${order.id}/matches/${a.id}/accept`, {});
    await call(austin, 'POST', `/api/v1/matches/${a.id}/confirm`, {});
    const progress = await call(austin, 'POST', `/api/v1/orders/${order.id}/progress`, {
      status: 'IN_MANUFACTURING',
      reason: 'Printed with the weekly calibration build',
    });
    expect(progress.statusCode).toBe(200);
    // Mailed in the order of the moves: once the confirmation is out, a lost-quote mail would be too.
    await waitFor(
      async () =>
        (await t.db.selectFrom('emails').select('id').where('subject', '=', `Order confirmed: ${title}`).execute()).length ||
        undefined,
      'the confirmation mail',
    );
    const lostMails = await t.db
      .selectFrom('emails')
      .select('id')
      .where('subject', '=', `Another quote was accepted: ${title}`)
      .execute();
    expect(lostMails).toEqual([]);

    // Northwind's request is over: no longer new, and nothing to decline.
    expect(await newRequests()).toEqual([]);
    const seen = (await call(northwind, 'GET', `/api/v1/orders/${order.id}`)).json();
    expect(matchOf(seen, /Northwind/).status).toBe('BID_LOST');
    const decline = await call(northwind, 'POST', `/api/v1/matches/${b.id}/decline`, { reason: 'Too late' });
    expect(decline.statusCode).toBe(409);
    // Of the order's history it reads what the customer and the platform did until the award,
    // and its own match's; never Austin's steps, people or notes.
    const orderLevel = (read: { history: { matchId: number | null; to: string }[] }) =>
      read.history.filter((e) => e.matchId === null).map((e) => e.to);
    expect(orderLevel(seen)).toEqual(['DRAFT', 'SUBMITTED', 'MATCHED', 'DISTRIBUTED', 'BID_ACCEPTED']);
    expect(seen.history.at(-1)).toMatchObject({ matchId: b.id, from: 'BID_WAITING', to: 'BID_LOST', actor: 'SYSTEM' });
    const text = JSON.stringify(seen);
    for (const secret of ['Alex Admin', 'Printed with the weekly calibration build', 'AGREEMENT_DONE', 'SP_BID_ACCEPTED']) {
      expect(text).not.toContain(secret);
    }
    // The winner reads the order's whole history, its own steps among them.
    const won = (await call(austin, 'GET', `/api/v1/orders/${order.id}`)).json();
    expect(orderLevel(won)).toEqual([
      'DRAFT',
      'SUBMITTED',
      'MATCHED',
      'DISTRIBUTED',
      'BID_ACCEPTED',
      'AGREEMENT_DONE',
      'IN_MANUFACTURING',
    ]);

    // Had the winner declined, the request would have returned to where it waited.
    const second = await submittedOrder(await verifiedPart(t, engineer, 'declined-elsewhere.stl'), {
      made: ['SLA', 'Grey Resin V4'],
    });
    const [a2, b2] = [matchOf(second, /Austin/), matchOf(second, /Northwind/)];
    await call(austin, 'PUT', `/api/v1/matches/${a2.id}/bid`, bid(second, 1_000));
    await call(engineer, 'POST', `/api/v1/orders/${second.id}/matches/${a2.id}/accept`, {});
    expect(matchOf((await call(northwind, 'GET', `/api/v1/orders/${second.id}`)).json(), /Northwind/).status).toBe('BID_LOST');
    await call(austin, 'POST', `/api/v1/matches/${a2.id}/decline-award`, { reason: 'Machine down' });
    const back = (await call(northwind, 'GET', `/api/v1/orders/${second.id}`)).json();
    expect(matchOf(back, /Northwind/).status).toBe(b2.status);
    expect(JSON.stringify(back)).not.toContain('Machine down');
  });
});

describe('NDAs, declines and refusals', () => {
  it('shows a facility only what the customer allows until it signs the NDA and the customer approves it', async () => {
    const fileId = await verifiedPart(t, engineer, 'secret.stl');
    const nda = await verifiedPart(t, engineer, 'acme-nda.stl');
    const order = await submittedOrder(fileId, { order: { ndaRequired: true, ndaFileId: nda } });
    const match = matchOf(order, /Northwind/);
    expect(match.status).toBe('NDA_UPLOAD_PENDING');
    let seen = (await call(northwind, 'GET', `/api/v1/orders/${order.id}`)).json();
    expect(seen.parts[0]).toMatchObject({
      fileId: null,
      fileName: null,
      pngFileDTO: null,
      quantity: 12,
      material: { name: 'Clear Resin V4' },
    });
    expect(seen).toMatchObject({ deliveryAddress: null, notes: '', thirdPartyOrderId: null });
    expect(seen.parts[0]).toMatchObject({ partNumber: null, finish: null, notes: '', fileURL: null });
    expect(seen.ndaFile.fileName).toBe('acme-nda.stl');
    // Nor through the list, its search or the file itself.
    const listed = async (query: string) =>
      (await call(northwind, 'GET', `/api/v1/part-orders?stage=ALL&offset=0&limit=15&${query}`)).json().orders;
    expect((await listed(`id=${order.id}`))[0]).toMatchObject({ fileNames: [], partNumbers: [] });
    expect(await listed('search=secret.stl')).toEqual([]);
    expect((await call(northwind, 'GET', `/api/v1/files/${fileId}`)).statusCode).toBe(404);
    // No bid before the NDA is approved.
    const early = await call(northwind, 'PUT', `/api/v1/matches/${match.id}/bid`, bid(order, 1_000));
    expect(early.statusCode).toBe(409);

    const signed = await verifiedPart(t, northwind, 'signed-nda.stl');
    const sent = await call(northwind, 'POST', `/api/v1/matches/${match.id}/nda`, { fileId: signed });
    expect(matchOf(sent.json(), /Northwind/).status).toBe('NDA_VERIFICATION_PENDING');
    // The customer's files are not the facility's to send as its NDA.
    const notTheirs = await call(austin, 'POST', `/api/v1/matches/${matchOf(order, /Austin/).id}/nda`, { fileId: nda });
    expect([notTheirs.statusCode, notTheirs.json().details[0].field]).toEqual([400, 'body.fileId']);

    const approved = await call(engineer, 'POST', `/api/v1/orders/${order.id}/matches/${match.id}/nda-review`, {
      approved: true,
    });
    expect(matchOf(approved.json(), /Northwind/).status).toBe('BID_WAITING');
    seen = (await call(northwind, 'GET', `/api/v1/orders/${order.id}`)).json();
    expect(seen.parts[0]).toMatchObject({ fileId, fileName: 'secret.stl' });
    expect((await t.app.inject({ method: 'GET', url: seen.parts[0].fileURL })).statusCode).toBe(200);
    expect(seen.deliveryAddress).toMatchObject({ id: address });
    expect((await listed(`id=${order.id}`))[0].fileNames).toEqual(['secret.stl']);
    expect((await listed('search=secret.stl')).map((row: { id: number }) => row.id)).toContain(order.id);
    // The approved facility opens the file (the viewer, a download); a facility still waiting does not.
    expect((await call(northwind, 'GET', `/api/v1/files/${fileId}`)).statusCode).toBe(200);
    expect((await call(austin, 'GET', `/api/v1/files/${fileId}`)).statusCode).toBe(404);
    expect((await call(northwind, 'PUT', `/api/v1/matches/${match.id}/bid`, bid(order, 1_000))).statusCode).toBe(200);
  });

  it('keeps an order to what its store front allows: its currencies, where orders go, finishes only when asked for', async () => {
    const now = Date.now();
    const part = {
      fileId: await verifiedPart(t, engineer, 'storefront.stl'),
      ...(await processAndMaterial(t, 'SLA', 'Clear Resin V4')),
    };
    const offer = (await call(engineer, 'GET', '/api/v1/orders/offer?distribution=APPROVED_VENDORS')).json();
    expect(offer).toMatchObject({ currencies: ['USD', 'EUR', 'GBP'], defaultCurrency: 'USD', finishEnabled: false });
    const refused = async (input: OrderInput) => {
      const response = await call(engineer, 'POST', '/api/v1/orders', input);
      return [response.statusCode, response.json().message, response.json().details[0].field];
    };
    expect(await refused(orderInput(now, part, { currency: 'JPY' }))).toEqual([
      400,
      'Orders here are in USD, EUR, GBP',
      'body.currency',
    ]);
    const finished = orderInput(now, part);
    finished.parts[0]!.finish = 'Polished';
    expect(await refused(finished)).toEqual([400, 'This store front does not offer finishes', 'body.parts.0.finish']);

    // Austin's store front sends its orders to approved vendors only, in its default currency.
    const plant = await t.db
      .selectFrom('companies')
      .select('id')
      .where('company_name', '=', 'Demo Additive — Austin Plant')
      .executeTakeFirstOrThrow();
    const config = await t.db
      .selectFrom('config_records')
      .select(['id', 'config_value'])
      .where('element_id', '=', String(plant.id))
      .where('config_type', '=', 'STORE_FRONT_CONFIG')
      .executeTakeFirstOrThrow();
    const limited = { ...JSON.parse(config.config_value), enableCurrency: false };
    await t.db
      .updateTable('config_records')
      .set({ config_value: JSON.stringify(limited) })
      .where('id', '=', config.id)
      .execute();
    await t.db
      .insertInto('rfq_configs')
      .values({ facility_id: plant.id, distributions: ['APPROVED_VENDORS'] })
      .execute();
    try {
      const narrowed = (await call(engineer, 'GET', '/api/v1/orders/offer?distribution=APPROVED_VENDORS')).json();
      expect(narrowed).toMatchObject({ currencies: ['USD'], distributions: ['APPROVED_VENDORS'] });
      expect(await refused(orderInput(now, part, { currency: 'EUR' }))).toEqual([400, 'Orders here are in USD', 'body.currency']);
      expect(await refused(orderInput(now, part, { distribution: 'LINK3D' }))).toEqual([
        400,
        'This store front does not send orders there',
        'body.distribution',
      ]);
    } finally {
      await t.db.updateTable('config_records').set({ config_value: config.config_value }).where('id', '=', config.id).execute();
      await t.db.deleteFrom('rfq_configs').where('facility_id', '=', plant.id).execute();
    }
  });

  it('follows the flags the store front’s facility switches: finishes, ITAR orders and multi-RFQ', async () => {
    const offer = async () => (await call(engineer, 'GET', '/api/v1/orders/offer?distribution=APPROVED_VENDORS')).json();
    const flag = (name: string, enabled: boolean) =>
      call(austin, 'PUT', `/api/v1/sp/settings/features/${name}`, { enabled }).then((r) => expect(r.statusCode).toBe(200));
    expect(await offer()).toMatchObject({ finishEnabled: false, itarEnabled: true, multiRfq: true });
    // Both Austin and Northwind make it, and both quote.
    expect((await submittedOrder(await verifiedPart(t, engineer, 'multi-a.stl'))).matches).toHaveLength(2);

    await flag('MACHINE_FINISH_TYPE', true);
    await flag('ITAR', false);
    await flag('MULTI_RFQ_CONFIG', false);
    try {
      expect(await offer()).toMatchObject({ finishEnabled: true, itarEnabled: false, multiRfq: false });
      const itarPart = {
        fileId: await verifiedPart(t, engineer, 'itar.stl'),
        ...(await processAndMaterial(t, 'SLA', 'Clear Resin V4')),
      };
      const itar = await call(engineer, 'POST', '/api/v1/orders', orderInput(Date.now(), itarPart, { itar: true }));
      expect([itar.statusCode, itar.json().message, itar.json().details[0].field]).toEqual([
        400,
        'This store front does not take export-controlled (ITAR) orders',
        'body.itar',
      ]);
      // One facility quotes: the store front's own, which can make it.
      const single = await submittedOrder(await verifiedPart(t, engineer, 'finished.stl'), { part: { finish: 'Polished' } });
      expect(single.matches.map((m: MatchView) => m.facilityName)).toEqual([expect.stringMatching(/Austin/)]);
    } finally {
      await flag('MACHINE_FINISH_TYPE', false);
      await flag('ITAR', true);
      await flag('MULTI_RFQ_CONFIG', true);
    }
  });

  it('tells the facility why the customer rejected its signed NDA', async () => {
    const nda = await verifiedPart(t, engineer, 'reasoned-nda.stl');
    const order = await submittedOrder(await verifiedPart(t, engineer, 'reasoned.stl'), {
      order: { ndaRequired: true, ndaFileId: nda },
    });
    const match = matchOf(order, /Northwind/);
    await call(northwind, 'POST', `/api/v1/matches/${match.id}/nda`, {
      fileId: await verifiedPart(t, northwind, 'unsigned.stl'),
    });
    const rejected = await call(engineer, 'POST', `/api/v1/orders/${order.id}/matches/${match.id}/nda-review`, {
      approved: false,
      reason: 'Page 2 is not signed',
    });
    expect(matchOf(rejected.json(), /Northwind/).status).toBe('NDA_REJECTED');
    const seen = (await call(northwind, 'GET', `/api/v1/orders/${order.id}`)).json();
    expect(seen.history.at(-1)).toMatchObject({ to: 'NDA_REJECTED', actor: 'CUSTOMER', reason: 'Page 2 is not signed' });
  });

  it('records a facility’s decline with its reason', async () => {
    const order = await submittedOrder(await verifiedPart(t, engineer, 'declined.stl'));
    const match = matchOf(order, /Austin/);
    const empty = await call(austin, 'POST', `/api/v1/matches/${match.id}/decline`, { reason: '' });
    expect([empty.statusCode, empty.json().details[0].field]).toEqual([400, 'body.reason']);
    const declined = (
      await call(austin, 'POST', `/api/v1/matches/${match.id}/decline`, { reason: 'No capacity this month' })
    ).json();
    expect(matchOf(declined, /Austin/)).toMatchObject({ status: 'SP_RFQ_REJECTED' });
    expect(declined.history.at(-1)).toMatchObject({ to: 'SP_RFQ_REJECTED', actor: 'FACILITY', reason: 'No capacity this month' });
  });

  it('tells the customer why no facility could take an order, and lets it change the draft', async () => {
    // Only Munich runs DLS with EPU 41, and Acme's orders do not reach Munich.
    const order = await submittedOrder(await verifiedPart(t, engineer, 'unmatched.stl'), { made: ['DLS', 'EPU 41'] });
    expect([order.status, order.unmatchedReason, order.matches]).toEqual(['UNMATCHED', 'No facility runs EPU 41 on DLS', []]);
    const reopened = await call(engineer, 'POST', `/api/v1/orders/${order.id}/reopen`, {});
    expect(reopened.json().status).toBe('DRAFT');
  });

  it('refuses a bid after the quote due date, in another currency, or without every part at its quantity', async () => {
    const order = await submittedOrder(await verifiedPart(t, engineer, 'late.stl'));
    const match = matchOf(order, /Austin/);
    const euro = await call(austin, 'PUT', `/api/v1/matches/${match.id}/bid`, { ...bid(order, 100), currency: 'EUR' });
    expect([euro.statusCode, euro.json().message]).toEqual([400, 'The order is in USD: bid in that currency']);
    const fewer = bid(order, 100);
    fewer.lines[0]!.quantity = 3;
    const short = await call(austin, 'PUT', `/api/v1/matches/${match.id}/bid`, fewer);
    expect([short.statusCode, short.json().details[0].field]).toEqual([400, 'body.lines.0.quantity']);

    await t.db
      .updateTable('rfqs')
      .set({ quote_due_date: new Date(Date.now() - 1000) })
      .where('id', '=', order.id)
      .execute();
    const late = await call(austin, 'PUT', `/api/v1/matches/${match.id}/bid`, bid(order, 100));
    expect([late.statusCode, late.json().message]).toEqual([409, 'The quote due date has passed']);
  });

  it('times out the offers still awaiting a facility once the quote due date has passed, and only those', async () => {
    const order = await submittedOrder(await verifiedPart(t, engineer, 'overdue.stl'));
    await call(austin, 'PUT', `/api/v1/matches/${matchOf(order, /Austin/).id}/bid`, bid(order, 500));
    // Before the due date nothing moves; after it, the offer that never came times out, the bid stays.
    const statuses = async () => {
      const read = (await call(engineer, 'GET', `/api/v1/orders/${order.id}`)).json();
      return [matchOf(read, /Austin/).status, matchOf(read, /Northwind/).status];
    };
    await timeOutOverdue(t.db, order.quoteDueDate - 1000);
    expect(await statuses()).toEqual(['BID_SUBMITTED', 'BID_WAITING']);
    await timeOutOverdue(t.db, order.quoteDueDate + 1000);
    const after = (await call(engineer, 'GET', `/api/v1/orders/${order.id}`)).json();
    expect([matchOf(after, /Austin/).status, matchOf(after, /Northwind/).status]).toEqual(['BID_SUBMITTED', 'TIMED_OUT']);
    expect(after.history.at(-1)).toMatchObject({
      to: 'TIMED_OUT',
      actor: 'SYSTEM',
      facilityName: 'Northwind Precision Printing',
    });
  });

  it('sends a quote request (files, quantities, a due date) to every facility it may go to, titled after its files', async () => {
    const fileId = await verifiedPart(t, engineer, 'request.stl');
    const request = orderInput(
      Date.now(),
      { fileId, quantity: 8 },
      { kind: 'QUOTE_REQUEST', displayTitle: '', estimatedDeliveryDate: null, notes: 'Any polymer will do' },
    );
    const order = await submitted(request);
    expect(order).toMatchObject({ kind: 'QUOTE_REQUEST', status: 'DISTRIBUTED', displayTitle: 'Quote request: request.stl' });
    expect(order.matches.map((m: MatchView) => m.facilityName)).toEqual([
      'Demo Additive — Austin Plant',
      'Northwind Precision Printing',
    ]);
    // A full order still needs each part's process and material.
    const incomplete = await call(engineer, 'POST', '/api/v1/orders', { ...request, kind: 'ORDER', displayTitle: 'x' });
    const submit = await call(engineer, 'POST', `/api/v1/orders/${incomplete.json().id}/submit`, {});
    expect([submit.statusCode, submit.json().details[0].field]).toEqual([400, 'body.estimatedDeliveryDate']);
  });

  it('withdraws an order before agreement and archives its offers', async () => {
    const order = await submittedOrder(await verifiedPart(t, engineer, 'withdrawn.stl'));
    const withdrawn = (await call(engineer, 'POST', `/api/v1/orders/${order.id}/withdraw`, { reason: 'Design changed' })).json();
    expect([withdrawn.status, withdrawn.matches.map((m: { status: string }) => m.status)]).toEqual([
      'WITHDRAWN',
      ['ARCHIVED', 'ARCHIVED'],
    ]);
  });

  it('lists a customer’s orders and a facility’s part orders by stage, with search', async () => {
    const order = await submittedOrder(await verifiedPart(t, engineer, 'listed.stl'), {
      order: { displayTitle: 'Listed lens caps' },
    });
    const mine = (await call(engineer, 'GET', '/api/v1/orders?search=lens%20caps&offset=0&limit=15')).json();
    expect(mine.orders).toEqual([
      expect.objectContaining({
        id: order.id,
        displayTitle: 'Listed lens caps',
        status: 'DISTRIBUTED',
        partCount: 1,
        quantity: 12,
        // What the dashboard's column toggles may show.
        customerName: 'Acme Robotics',
        creatorEmail: 'engineer@demo.test',
        fileNames: ['listed.stl'],
        processes: ['SLA'],
        materials: ['Clear Resin V4'],
        primaryUseCases: ['END_USE_PART'],
        facilityName: null,
        bidCount: 0,
        bestQuoteMinor: null,
      }),
    ]);
    // Each field the search reads finds it: the id, a part's file name (any part of it).
    for (const search of [String(order.id), 'isted.st']) {
      const found = (await call(engineer, 'GET', `/api/v1/orders?search=${search}&offset=0&limit=15`)).json();
      expect(found.orders.map((o: { id: number }) => o.id)).toContain(order.id);
    }
    const distributed = (await call(engineer, 'GET', '/api/v1/orders?status=DISTRIBUTED&offset=0&limit=200')).json();
    expect(distributed.orders.every((o: { status: string }) => o.status === 'DISTRIBUTED')).toBe(true);
    expect((await call(globex, 'GET', '/api/v1/orders?search=lens%20caps&offset=0&limit=15')).json().totalCount).toBe(0);

    // The order by its id (a search for the id would also find orders whose title or files hold those digits).
    const stage = async (name: string) =>
      (await call(austin, 'GET', `/api/v1/part-orders?stage=${name}&id=${order.id}&offset=0&limit=15`)).json();
    expect((await stage('NEW')).orders).toEqual([
      expect.objectContaining({ id: order.id, matchStatus: 'BID_WAITING', customerName: 'Acme Robotics' }),
    ]);
    await call(austin, 'PUT', `/api/v1/matches/${matchOf(order, /Austin/).id}/bid`, bid(order, 700));
    expect((await stage('NEW')).totalCount).toBe(0);
    expect((await stage('QUOTING')).orders[0]).toMatchObject({ id: order.id, matchStatus: 'BID_SUBMITTED' });
    // 12 × 7.00 + 50.00 setup − 10.00 discount = 124.00, and 8.25 % tax.
    const quoted = (await call(engineer, 'GET', `/api/v1/orders?search=${order.id}&offset=0&limit=200`))
      .json()
      .orders.find((o: { id: number }) => o.id === order.id);
    expect(quoted).toMatchObject({ bidCount: 1, bestQuoteMinor: 13_423 });
    expect((await stage('ALL')).totalCount).toBe(1);
  });

  it('sorts both order lists on the server by a column, either way round exactly, empty dates last when ascending', async () => {
    const sorted = async (session: Session, url: string, key: (row: Record<string, unknown>) => unknown) =>
      (await call(session, 'GET', url)).json().orders.map(key);
    // Titles in the database's collation: one way is the other reversed, and not the newest-first order.
    const titles = (direction: string) =>
      sorted(engineer, `/api/v1/orders?offset=0&limit=200&sort=title&direction=${direction}`, (o) => o.displayTitle);
    const ascending = await titles('asc');
    expect(ascending).toEqual((await titles('desc')).reverse());
    expect(ascending).not.toEqual(await sorted(engineer, '/api/v1/orders?offset=0&limit=200', (o) => o.displayTitle));
    const quantities = await sorted(
      austin,
      '/api/v1/part-orders?stage=ALL&offset=0&limit=200&sort=quantity&direction=desc',
      (o) => o.quantity,
    );
    expect(quantities.length).toBeGreaterThan(3);
    expect(quantities).toEqual([...quantities].sort((a, b) => Number(b) - Number(a)));
    const due = await sorted(
      engineer,
      '/api/v1/orders?offset=0&limit=200&sort=quoteDueDate&direction=asc',
      (o) => o.quoteDueDate,
    );
    const dated = due.filter((value: unknown) => value !== null);
    expect(due.slice(0, dated.length)).toEqual([...dated].sort((a, b) => Number(a) - Number(b)));
    const dueDescending = await sorted(
      engineer,
      '/api/v1/orders?offset=0&limit=200&sort=quoteDueDate&direction=desc',
      (o) => o.id,
    );
    expect(dueDescending).toEqual(
      (await sorted(engineer, '/api/v1/orders?offset=0&limit=200&sort=quoteDueDate&direction=asc', (o) => o.id)).reverse(),
    );
    expect((await call(engineer, 'GET', '/api/v1/orders?offset=0&limit=15&sort=price')).statusCode).toBe(400);
  });

  it('keeps orders within their tenants: another customer, a facility it did not go to', async () => {
    const fileId = await verifiedPart(t, engineer, 'private.stl');
    const order = await submittedOrder(fileId, { made: ['SELECTIVE_LASER_SINTERING', 'PA 2200'] });
    // SLS with PA 2200: of Acme's reach, only Austin runs it.
    expect(order.matches.map((m: { facilityName: string }) => m.facilityName)).toEqual(['Demo Additive — Austin Plant']);
    expect((await call(globex, 'GET', `/api/v1/orders/${order.id}`)).statusCode).toBe(404);
    expect((await call(northwind, 'GET', `/api/v1/orders/${order.id}`)).statusCode).toBe(404);
    const match = order.matches[0];
    expect((await call(northwind, 'PUT', `/api/v1/matches/${match.id}/bid`, bid(order, 100))).statusCode).toBe(404);
    expect((await call(globex, 'POST', `/api/v1/orders/${order.id}/matches/${match.id}/accept`, {})).statusCode).toBe(404);
    // A customer's file is not another customer's to order.
    const taken = await call(globex, 'POST', '/api/v1/orders', orderInput(Date.now(), { fileId }));
    expect([taken.statusCode, taken.json().details[0].field]).toEqual([400, 'body.parts.0.fileId']);
  });

  it('keeps an export-controlled order from a facility’s people without ITAR clearance, reading or acting', async () => {
    const operator = await login(t.app, 'operator@demo.test'); // Austin, without ITAR_ADMIN
    const planner = await login(t.app, 'planner@demo.test'); // Austin, ITAR_ADMIN
    const order = await t.db
      .selectFrom('rfqs')
      .select('id')
      .where('display_title', '=', 'Titanium manifold (export controlled)')
      .executeTakeFirstOrThrow();
    const cleared = await call(planner, 'GET', `/api/v1/orders/${order.id}`);
    expect(cleared.statusCode).toBe(200);
    const matchId = cleared.json().matches[0].id;
    expect((await call(planner, 'GET', `/api/v1/orders/${order.id}/messages`)).statusCode).toBe(200);

    for (const url of [`/api/v1/orders/${order.id}`, `/api/v1/orders/${order.id}/messages`]) {
      const refused = await call(operator, 'GET', url);
      expect([url, refused.statusCode]).toEqual([url, 404]);
      expect(refused.body).not.toContain('Titanium');
    }
    const written = await call(operator, 'POST', `/api/v1/matches/${matchId}/messages`, { text: 'Hello', fileIds: [] });
    expect(written.statusCode).toBe(404);
    const unread = (await call(operator, 'GET', '/api/v1/messages/unread')).json();
    expect(JSON.stringify(unread)).not.toContain(`"orderId":${order.id},`);
  });

  it('assigns an order to a colleague of the facility, and to nobody again; never to someone of another', async () => {
    const order = await submittedOrder(await verifiedPart(t, engineer, 'assigned.stl'));
    const match = matchOf(order, /Austin/);
    const people: { id: number; name: string }[] = (await call(austin, 'GET', '/api/v1/part-orders/assignees')).json();
    const planner = people.find((person) => person.name === 'Paula Planner')!;
    expect(planner).toBeDefined();
    const vendorPeople: { id: number }[] = (await call(northwind, 'GET', '/api/v1/part-orders/assignees')).json();
    expect(vendorPeople.some((person) => person.id === planner.id)).toBe(false);

    const assigned = await call(austin, 'PUT', `/api/v1/matches/${match.id}/assignee`, { userId: planner.id });
    expect(assigned.statusCode).toBe(200);
    expect(matchOf(assigned.json(), /Austin/)).toMatchObject({ assignee: { id: planner.id, name: 'Paula Planner' } });
    const listed = (await call(austin, 'GET', `/api/v1/part-orders?stage=NEW&id=${order.id}&offset=0&limit=15`)).json();
    expect(listed.orders[0]).toMatchObject({ assigneeName: 'Paula Planner' });

    const stranger = await call(austin, 'PUT', `/api/v1/matches/${match.id}/assignee`, { userId: vendorPeople[0]!.id });
    expect([stranger.statusCode, stranger.json().details[0].field]).toEqual([400, 'body.userId']);
    const cleared = await call(austin, 'PUT', `/api/v1/matches/${match.id}/assignee`, { userId: null });
    expect(matchOf(cleared.json(), /Austin/)).toMatchObject({ assignee: null });
  });

  it('filters the part orders by each search filter', async () => {
    const now = Date.now();
    const sla = await processAndMaterial(t, 'SLA', 'Clear Resin V4');
    const order = await submittedOrder(await verifiedPart(t, engineer, 'filtered.stl'), {
      now,
      order: { thirdPartyOrderId: `PO-FILTER-${now}` },
    });
    const people: { id: number; name: string }[] = (await call(austin, 'GET', '/api/v1/part-orders/assignees')).json();
    const planner = people.find((person) => person.name === 'Paula Planner')!;
    await call(austin, 'PUT', `/api/v1/matches/${matchOf(order, /Austin/).id}/assignee`, { userId: planner.id });
    const customers: { id: number; name: string }[] = (await call(austin, 'GET', '/api/v1/part-orders/customers')).json();
    const acme = customers.find((customer) => customer.name === 'Acme Robotics')!;
    const other = await processAndMaterial(t, 'SELECTIVE_LASER_SINTERING', 'PA 2200');

    const finds = async (filters: string) =>
      (await call(austin, 'GET', `/api/v1/part-orders?stage=ALL&offset=0&limit=200&${filters}`))
        .json()
        .orders.some((o: { id: number }) => o.id === order.id);
    const day = 86_400_000;
    expect(await finds(`id=${order.id}&status=DISTRIBUTED&customerId=${acme.id}`)).toBe(true);
    expect(await finds(`processId=${sla.amProcessId}&materialId=${sla.materialId}`)).toBe(true);
    expect(await finds(`materialId=${other.materialId}`)).toBe(false);
    expect(await finds(`processId=${other.amProcessId}`)).toBe(false);
    expect(await finds('status=BID_ACCEPTED')).toBe(false);
    expect(await finds(`assignedUserId=${planner.id}`)).toBe(true);
    expect(await finds('assignedUserId=0')).toBe(false);
    expect(await finds(`thirdPartyOrderId=FILTER-${now}`)).toBe(true);
    expect(await finds(`createdFrom=${now - day}&createdTo=${now + day}`)).toBe(true);
    expect(await finds(`quoteDueFrom=${now + 8 * day}`)).toBe(false);
    expect(await finds(`quoteDueFrom=${now}&quoteDueTo=${now + 8 * day}`)).toBe(true);
    expect(await finds(`deliveryTo=${now + 10 * day}`)).toBe(false);
    const bad = await call(austin, 'GET', '/api/v1/part-orders?stage=ALL&offset=0&limit=15&customerId=acme');
    expect(bad.statusCode).toBe(400);
  });
});
