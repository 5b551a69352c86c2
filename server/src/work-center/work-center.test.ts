import type { JobInput } from 'shared/contracts';
import { agreedWithAustin } from '../test-support/orders.js';
import { pdfQrCode, pdfText } from '../test-support/pdf-text.js';
import { createTestApp, login, type Session, type TestApp } from '../test-support/test-app.js';

jest.setTimeout(120_000);

const HOUR = 3_600_000;
let t: TestApp;
let engineer: Session; // Acme Robotics, the customer
let austin: Session; // Austin's admin: MES_SETTINGS_EDITOR
let operator: Session; // Austin's operator: no editor permission
let northwind: Session; // another tenant's facility
let machines: Record<string, { id: number; materials: { id: number; name: string }[] }>;

beforeAll(async () => {
  t = await createTestApp();
  engineer = await login(t.app, 'engineer@demo.test');
  austin = await login(t.app, 'admin@demo.test');
  operator = await login(t.app, 'operator@demo.test');
  northwind = await login(t.app, 'vendor@demo.test');
  const list = (await t.app.inject({ method: 'GET', url: '/api/v3/sp/equipments', headers: austin.bearer })).json() as {
    displayName: string;
    id: number;
    materials: { id: number; name: string }[];
  }[];
  machines = Object.fromEntries(list.map((e) => [e.displayName.split(' ')[0], e]));
});
afterAll(() => t.close());

const call = (session: Session, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: session.bearer, ...(payload === undefined ? {} : { payload: payload as object }) });

interface Lot {
  id: number;
  number: number;
  quantity: number;
  status: string;
  step: { name: string; kind: string; workCenter: { id: number; name: string } | null };
}
interface Step {
  name: string;
  workCenter: string | null;
  waiting: number;
  inProgress: number;
  finished: number;
  scrapped: number;
}

const planOf = async (session: Session, orderId: number) =>
  (await call(session, 'GET', `/api/v1/orders/${orderId}/work-plan`)).json() as {
    parts: { plan: string; steps: Step[]; done: number }[];
  };
const lotsOf = async (orderId: number, query = '') =>
  ((await call(austin, 'GET', `/api/v1/work-center/lots?search=${orderId}&limit=50${query}`)).json() as { rows: Lot[] }).rows;
const lotAt = async (orderId: number, step: string, status = 'WAITING') => {
  const found = (await lotsOf(orderId)).filter((lot) => lot.step.name === step && lot.status === status);
  if (found.length !== 1) throw new Error(`${found.length} lots ${status} at ${step}`);
  return found[0]!;
};
const counts = (steps: Step[]) => steps.map((s) => `${s.name} ${s.waiting}/${s.inProgress}/${s.finished}`);

let day = 600;
/** Prints `quantity` of the order's part on SLS-01: a job planned, started and completed. */
async function print(order: { id: number; partId: number }, quantity: number) {
  const from = Date.UTC(2031, 0, 1) + day++ * 24 * HOUR;
  const input: JobInput = {
    jobName: `Print ${quantity}`,
    jobType: 'ORDER',
    equipmentDTO: { id: machines['SLS-01']!.id },
    materialDTO: { id: machines['SLS-01']!.materials.find((m) => m.name === 'PA 2200')!.id },
    fromDate: from,
    toDate: from + 8 * HOUR,
    jobOrderDTOs: [{ orderId: order.id, fileIds: [{ rfqCadFileId: order.partId, quantity }] }],
  };
  const created = await call(austin, 'POST', '/api/v1/job-scheduling', input);
  expect(created.statusCode).toBe(201);
  for (const jobStatus of ['IN_PROGRESS', 'COMPLETED']) {
    const job = (await call(austin, 'GET', `/api/v1/job-scheduling/${created.json().id}`)).json() as object;
    expect((await call(austin, 'PUT', '/api/v1/job-scheduling', { ...job, jobStatus })).statusCode).toBe(200);
  }
}

describe('an awarded part through its work plan', () => {
  it('prints with its jobs, moves through the work centers in lots that split and merge, and raises an NCR on a value out of limits', async () => {
    const order = await agreedWithAustin(t, { engineer, austin }, { quantity: 10, title: 'Work plan loop' });
    const facility = await planOf(austin, order.id);
    expect(facility.parts[0]!.plan).toBe('SLS nylon, blasted');
    expect(counts(facility.parts[0]!.steps)[0]).toBe('Print 10/0/0');
    // The customer sees the stages, not the facility's work centers; another tenant sees nothing.
    expect((await planOf(engineer, order.id)).parts[0]!.steps.map((s) => s.workCenter)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect((await call(northwind, 'GET', `/api/v1/orders/${order.id}/work-plan`)).statusCode).toBe(404);

    const printing = await lotAt(order.id, 'Print');
    const byHand = await call(operator, 'POST', `/api/v1/work-center/lots/${printing.id}/start`, { quantity: 10 });
    expect([byHand.statusCode, byHand.json().message]).toEqual([409, "'Print' moves on as the part’s jobs complete pieces"]);
    await print(order, 10);
    expect(counts((await planOf(austin, order.id)).parts[0]!.steps).slice(0, 2)).toEqual(['Print 0/0/10', 'Cool 10/0/0']);

    // Cooling, then depowdering: the operator starts and finishes the lot at each work center.
    const cool = await lotAt(order.id, 'Cool');
    expect(cool.step.workCenter?.name).toBe('Cooling racks');
    const notStarted = await call(operator, 'POST', `/api/v1/work-center/lots/${cool.id}/finish`, { quantity: 10, answers: [] });
    expect([notStarted.statusCode, notStarted.json().message]).toEqual([409, 'A lot that is waiting cannot be finished']);
    expect((await call(operator, 'POST', `/api/v1/work-center/lots/${cool.id}/start`, { quantity: 10 })).json().lotId).toBe(
      cool.id,
    );
    expect(
      (await call(operator, 'POST', `/api/v1/work-center/lots/${cool.id}/finish`, { quantity: 10, answers: [] })).statusCode,
    ).toBe(200);
    const depowder = await lotAt(order.id, 'Depowder');
    const atStation = (await lotsOf(order.id, `&workCenterId=${depowder.step.workCenter!.id}&statuses=WAITING`)).map(
      (lot) => lot.id,
    );
    expect(atStation).toEqual([depowder.id]);
    await call(operator, 'POST', `/api/v1/work-center/lots/${depowder.id}/start`, { quantity: 10 });
    const unanswered = await call(operator, 'POST', `/api/v1/work-center/lots/${depowder.id}/finish`, {
      quantity: 10,
      answers: [],
    });
    expect([unanswered.statusCode, unanswered.json().message]).toEqual([
      400,
      "Tick 'Internal channels blown clear' before finishing the step",
    ]);
    const answers = (wall: number) => [
      { questionId: 'channels-clear', checked: true },
      { questionId: 'wall', value: wall },
    ];
    // Seven finish in limits and go on as a lot of their own; three measure too thick and raise an NCR.
    const seven = await call(operator, 'POST', `/api/v1/work-center/lots/${depowder.id}/finish`, {
      quantity: 7,
      answers: answers(2.0),
    });
    expect(seven.json().ncrId).toBeNull();
    const three = await call(operator, 'POST', `/api/v1/work-center/lots/${depowder.id}/finish`, {
      quantity: 3,
      answers: answers(2.4),
    });
    expect(three.json().lotId).toBe(depowder.id);
    const ncr = await t.db
      .selectFrom('ncrs')
      .select(['title', 'quantity', 'found_at', 'rfq_file_id'])
      .where('id', '=', three.json().ncrId)
      .executeTakeFirstOrThrow();
    expect(ncr).toEqual({
      title: 'Depowder: Wall thickness: 2.4 mm (1.8 to 2.2 mm)',
      quantity: 3,
      found_at: 'IN_PROCESS',
      rfq_file_id: order.partId,
    });
    expect(counts((await planOf(austin, order.id)).parts[0]!.steps).slice(2, 4)).toEqual([
      'Depowder 0/0/10',
      'Bead blast 10/0/0',
    ]);

    // At the blaster: 3 of the 7 split off to wait, then join the other 3 again.
    const blasting = (await lotsOf(order.id)).find((lot) => lot.step.name === 'Bead blast' && lot.quantity === 7)!;
    const split = await call(operator, 'POST', `/api/v1/work-center/lots/${blasting.id}/split`, { quantity: 3 });
    const whole = await call(operator, 'POST', `/api/v1/work-center/lots/${blasting.id}/split`, { quantity: 4 + 3 });
    expect([whole.statusCode, whole.json().message]).toEqual([400, 'Split fewer than the lot’s 4 pieces']);
    const merged = await call(operator, 'POST', '/api/v1/work-center/lots/merge', { lotIds: [split.json().lotId, depowder.id] });
    expect(merged.json().lotId).toBe(depowder.id);
    expect(
      (await lotsOf(order.id))
        .filter((lot) => lot.step.name === 'Bead blast')
        .map((lot) => lot.quantity)
        .sort(),
    ).toEqual([4, 6]);
    // The lot's traveller goes with its pieces: its order, part and steps, and a QR code that opens it at the work center.
    const traveller = await call(operator, 'GET', `/api/v1/work-center/lots/${depowder.id}/traveller?language=de_DE`);
    expect(traveller.headers['content-type']).toBe('application/pdf');
    const sheet = pdfText(traveller.rawPayload);
    for (const line of [
      'Laufkarte',
      'Auftrag: #',
      'Work plan loop',
      'Menge: 6 Stück',
      'Cooling racks',
      'Wall thickness',
      '(1.8…2.2 mm)',
      '0 min je Los',
    ])
      expect(sheet).toContain(line);
    expect(await pdfQrCode(traveller.rawPayload)).toMatch(new RegExp(`/service-provider/work-center\\?lot=${depowder.id}$`));
    // Northwind plans no work: its people reach no lot.
    const otherTenant = await call(northwind, 'POST', `/api/v1/work-center/lots/${depowder.id}/start`, { quantity: 1 });
    expect(otherTenant.statusCode).toBe(403);
  });

  it('records the order’s inspection at its inspect step, and the failed pieces stay behind, scrapped', async () => {
    const order = await agreedWithAustin(t, { engineer, austin }, { quantity: 4, title: 'Inspect step' });
    await print(order, 4);
    for (const step of ['Cool', 'Depowder', 'Bead blast']) {
      const lot = await lotAt(order.id, step);
      await call(operator, 'POST', `/api/v1/work-center/lots/${lot.id}/start`, { quantity: 4 });
      const answers =
        step === 'Depowder'
          ? [
              { questionId: 'channels-clear', checked: true },
              { questionId: 'wall', value: 2 },
            ]
          : [];
      expect(
        (await call(operator, 'POST', `/api/v1/work-center/lots/${lot.id}/finish`, { quantity: 4, answers })).statusCode,
      ).toBe(200);
    }
    const inspect = await lotAt(order.id, 'Inspect');
    await call(operator, 'POST', `/api/v1/work-center/lots/${inspect.id}/start`, { quantity: 4 });
    const finished = await call(operator, 'POST', `/api/v1/work-center/lots/${inspect.id}/finish`, {
      quantity: 4,
      failedQuantity: 1,
      answers: [],
    });
    expect(finished.statusCode).toBe(200);
    const fulfilment = (await call(austin, 'GET', `/api/v1/orders/${order.id}/fulfilment`)).json();
    expect(fulfilment.parts[0]).toMatchObject({ passed: 3, scrapped: 1 });
    expect(fulfilment.status).toBe('IN_QUALITYCONTROL');
    // Only the 3 that passed go on to packing; the failed one is scrapped at the inspection.
    expect(await lotAt(order.id, 'Pack')).toMatchObject({ quantity: 3 });
    expect(await lotAt(order.id, 'Inspect', 'SCRAPPED')).toMatchObject({ quantity: 1 });
    const inspected = (await planOf(engineer, order.id)).parts[0]!.steps.find((step) => step.name === 'Inspect');
    expect(inspected).toMatchObject({ finished: 3, scrapped: 1 });
  });
});
