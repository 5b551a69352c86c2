import type { JobInput } from 'shared/contracts';
import { agreedWithAustin } from '../test-support/orders.js';
import { createTestApp, login, type Session, type TestApp } from '../test-support/test-app.js';
import { waitFor } from '../test-support/wait-for.js';

jest.setTimeout(120_000);

const HOUR = 3_600_000;
let t: TestApp;
let engineer: Session; // Acme Robotics, the customer
let austin: Session; // admin of the Austin plant, which makes the order
let planner: Session; // Austin's planner
let northwind: Session; // another tenant's facility
let equipment: Record<string, { id: number; materials: { id: number; name: string }[] }>;

beforeAll(async () => {
  t = await createTestApp();
  engineer = await login(t.app, 'engineer@demo.test');
  austin = await login(t.app, 'admin@demo.test');
  planner = await login(t.app, 'planner@demo.test');
  northwind = await login(t.app, 'vendor@demo.test');
  const list = (await t.app.inject({ method: 'GET', url: '/api/v3/sp/equipments', headers: planner.bearer })).json() as {
    displayName: string;
    id: number;
    materials: { id: number }[];
  }[];
  equipment = Object.fromEntries(list.map((e) => [e.displayName.split(' ')[0], e]));
});
afterAll(() => t.close());

const call = (session: Session, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: session.bearer, ...(payload === undefined ? {} : { payload: payload as object }) });

/** A future slot no seeded job touches, distinct per call. */
let day = 400;
const slot = () => {
  const from = Date.UTC(2031, 0, 1) + day++ * 24 * HOUR;
  return { fromDate: from, toDate: from + 8 * HOUR };
};

/** Plans a job of `quantity` pieces of the part on a machine, starts it and completes it; the job as saved. */
async function runJob(
  order: { id: number; partId: number },
  machine: string,
  quantity: number,
  jobType: JobInput['jobType'] = 'ORDER',
) {
  const input: JobInput = {
    jobName: `${jobType} of ${quantity}`,
    jobType,
    equipmentDTO: { id: equipment[machine]!.id },
    // The order's parts are in PA 2200: a printer's job is in that material; a post-processing machine takes its own.
    materialDTO: {
      id: (equipment[machine]!.materials.find((m) => m.name === 'PA 2200') ?? equipment[machine]!.materials[0]!).id,
    },
    ...slot(),
    jobOrderDTOs: [{ orderId: order.id, fileIds: [{ rfqCadFileId: order.partId, quantity }] }],
  };
  const created = await call(planner, 'POST', '/api/v1/job-scheduling', input);
  expect(created.statusCode).toBe(201);
  const started = await call(planner, 'PUT', '/api/v1/job-scheduling', {
    ...(created.json() as object),
    jobStatus: 'IN_PROGRESS',
  });
  expect(started.statusCode).toBe(200);
  return started.json() as Record<string, unknown>;
}
const complete = async (job: Record<string, unknown>) => {
  const done = await call(planner, 'PUT', '/api/v1/job-scheduling', { ...job, jobStatus: 'COMPLETED' });
  expect(done.statusCode).toBe(200);
  return done.json();
};

const fulfilmentOf = async (session: Session, orderId: number) =>
  (await call(session, 'GET', `/api/v1/orders/${orderId}/fulfilment`)).json();
const states = async (orderId: number) => {
  const read = await fulfilmentOf(austin, orderId);
  return [read.status, read.matchStatus];
};
const shipment = (partId: number, quantity: number, trackingNumber = '1Z999AA10123456784') => ({
  lines: [{ rfqFileId: partId, quantity }],
  packages: [{ weightGrams: 1_250, lengthMm: 300, widthMm: 200, heightMm: 150 }],
  carrier: 'UPS',
  service: 'Ground',
  trackingNumber,
  shipDate: Date.UTC(2031, 5, 1),
});

describe('an awarded order from the shop floor to the customer', () => {
  it('follows jobs, inspection, partial shipments and deliveries to completion and payment', async () => {
    const order = await agreedWithAustin(t, { engineer, austin }, { quantity: 10, title: 'Fulfilment loop' });
    expect(await states(order.id)).toEqual(['AGREEMENT_DONE', 'SP_BID_ACCEPTED']);
    // Only its customer and the facility making it read its progress.
    expect((await call(northwind, 'GET', `/api/v1/orders/${order.id}/fulfilment`)).statusCode).toBe(404);
    expect((await fulfilmentOf(engineer, order.id)).parts).toEqual([
      expect.objectContaining({ ordered: 10, scheduled: 0, printed: 0, passed: 0, shipped: 0, toInspect: 10 }),
    ]);
    const early = await call(austin, 'POST', `/api/v1/orders/${order.id}/inspections`, {
      rfqFileId: order.partId,
      passedQuantity: 1,
      failedQuantity: 0,
    });
    expect([early.statusCode, early.json().message]).toEqual([
      409,
      'Nothing of this order is being made yet: start a job holding its parts, or move it to manufacturing',
    ]);

    // Printing starts and completes; post-processing starts once everything is printed.
    const print = await runJob(order, 'SLS-01', 10);
    expect(await states(order.id)).toEqual(['IN_MANUFACTURING', 'IN_PROGRESS']);
    expect((await complete(print)).jobOrderDTOs[0].fileIds[0].completedQuantity).toBe(10);
    // All ten are on a printing job: the part selector offers them to a post-processing job only.
    const offered = async (jobType: string) => {
      const search = await call(planner, 'POST', `/api/v3/orders/search?page=0&size=15&schedulingCall=true&jobType=${jobType}`, {
        searchString: 'Fulfilment loop',
        searchFilters: [{ filterType: 'ORDER_STATUS', values: ['AWARDED'] }],
      });
      const found = (search.json().rfqDTOs as { id: number; rfqFileDTOs: { notScheduled: number }[] }[]).find(
        (rfq) => rfq.id === order.id,
      );
      return found?.rfqFileDTOs.map((file) => file.notScheduled) ?? [];
    };
    expect(await offered('ORDER')).toEqual([]);
    expect(await offered('POST_PROCESSING_ORDER')).toEqual([10]);
    const postProcessing = await runJob(order, 'PP-01', 6, 'POST_PROCESSING_ORDER');
    // What is left counts post-processing jobs only: 4 more to post-process, on the job and in the selector.
    const onTheJob = (postProcessing.jobOrderDTOs as { fileIds: { rfqFileDTO: { notScheduled: number } }[] }[])[0]!.fileIds[0]!;
    expect(onTheJob.rfqFileDTO.notScheduled).toBe(4);
    expect(await offered('POST_PROCESSING_ORDER')).toEqual([4]);
    await complete(postProcessing);
    expect(await states(order.id)).toEqual(['IN_POSTPROCESSING', 'IN_POSTPROCESSING']);

    // Inspection: never more than waits for it; 9 pass, 1 is scrapped and marked for an NCR.
    const tooMany = await call(austin, 'POST', `/api/v1/orders/${order.id}/inspections`, {
      rfqFileId: order.partId,
      passedQuantity: 10,
      failedQuantity: 1,
    });
    expect([tooMany.statusCode, tooMany.json().message, tooMany.json().details.field]).toEqual([
      409,
      'Only 10 of agreed-bracket.stl wait for inspection (11 given)',
      'body.passedQuantity',
    ]);
    const inspected = await call(austin, 'POST', `/api/v1/orders/${order.id}/inspections`, {
      rfqFileId: order.partId,
      passedQuantity: 9,
      failedQuantity: 1,
      note: 'One warped at the tip',
    });
    expect(inspected.statusCode).toBe(201);
    expect([inspected.json().status, inspected.json().matchStatus]).toEqual(['IN_QUALITYCONTROL', 'IN_QUALITYCONTROL']);
    expect(inspected.json().parts[0]).toEqual(
      expect.objectContaining({ printed: 10, passed: 9, scrapped: 1, scheduled: 9, toInspect: 0, toShip: 9 }),
    );
    expect(inspected.json().inspections[0]).toEqual(
      expect.objectContaining({ passedQuantity: 9, failedQuantity: 1, ncrRequested: false, inspector: 'Alex Admin' }),
    );
    const shipmentsPage = async (stage: string, search: string) =>
      (
        await call(austin, 'GET', `/api/v1/shipments?stage=${stage}&offset=0&limit=15&search=${encodeURIComponent(search)}`)
      ).json();
    expect((await shipmentsPage('TO_SHIP', 'Fulfilment loop')).rows).toEqual([
      expect.objectContaining({ orderId: order.id, pieces: 9, customerName: 'Acme Robotics', shipment: null }),
    ]);
    // The scrapped piece is to be made again: the part selector offers it.
    const left = await call(planner, 'POST', '/api/v1/job-scheduling/file-job-status', [order.partId]);
    expect(left.json()).toEqual([{ id: order.partId, notScheduled: 1 }]);

    // A partial shipment: never more than passed; the customer is mailed the tracking number.
    const over = await call(austin, 'POST', `/api/v1/orders/${order.id}/shipments`, shipment(order.partId, 10));
    expect([over.statusCode, over.json().message, over.json().details.field]).toEqual([
      409,
      'Only 9 of agreed-bracket.stl passed inspection and are not shipped yet (10 given)',
      'body.lines.0.quantity',
    ]);
    const shipped = await call(austin, 'POST', `/api/v1/orders/${order.id}/shipments`, shipment(order.partId, 9));
    expect(shipped.statusCode).toBe(201);
    expect([shipped.json().status, shipped.json().matchStatus]).toEqual(['SHIPPED', 'SHIPPED']);
    const mail = await waitFor(
      async () =>
        (
          await t.db
            .selectFrom('emails')
            .select(['to_address', 'subject', 'text_body'])
            .where('subject', 'like', '%Fulfilment loop%')
            .execute()
        ).find((m) => m.text_body.includes('1Z999AA10123456784')),
      'the shipment mail',
    );
    expect(mail.to_address).toBe('engineer@demo.test');
    const [first] = (await fulfilmentOf(engineer, order.id)).shipments;
    expect(first).toEqual(
      expect.objectContaining({
        status: 'SHIPPED',
        carrier: 'UPS',
        trackingNumber: '1Z999AA10123456784',
        lines: [expect.objectContaining({ quantity: 9 })],
      }),
    );
    expect(first.deliverTo).toMatch(/Acme/);

    expect((await shipmentsPage('TO_SHIP', 'Fulfilment loop')).totalCount).toBe(0);
    expect((await shipmentsPage('SHIPPED', '1Z999AA1012')).rows).toEqual([
      expect.objectContaining({
        orderId: order.id,
        pieces: 9,
        shipment: expect.objectContaining({ carrier: 'UPS', deliveredAt: null }),
      }),
    ]);
    expect(
      (await call(northwind, 'GET', '/api/v1/shipments?stage=SHIPPED&offset=0&limit=15&search=1Z999AA1012')).json().totalCount,
    ).toBe(0);
    // The customer confirms it arrived: delivered, not complete (one piece is still to come).
    expect((await call(engineer, 'POST', `/api/v1/shipments/${first.id}/delivered`)).statusCode).toBe(204);
    expect(await states(order.id)).toEqual(['DELIVERED', 'SHIPPED']);
    expect((await shipmentsPage('DELIVERED', 'Fulfilment loop')).rows[0].shipment.deliveredAt).toEqual(expect.any(Number));
    const again = await call(engineer, 'POST', `/api/v1/shipments/${first.id}/delivered`);
    expect([again.statusCode, again.json().message]).toEqual([409, 'This shipment’s delivery is already confirmed']);
    expect((await call(northwind, 'POST', `/api/v1/shipments/${first.id}/delivered`)).statusCode).toBe(404);

    // The last piece is made again, passes, and two people ship it at once: one wins.
    await complete(await runJob(order, 'SLS-01', 1));
    expect(
      (
        await call(austin, 'POST', `/api/v1/orders/${order.id}/inspections`, {
          rfqFileId: order.partId,
          passedQuantity: 1,
          failedQuantity: 0,
        })
      ).statusCode,
    ).toBe(201);
    const race = await Promise.all([
      call(austin, 'POST', `/api/v1/orders/${order.id}/shipments`, shipment(order.partId, 1, 'TRACK-A')),
      call(planner, 'POST', `/api/v1/orders/${order.id}/shipments`, shipment(order.partId, 1, 'TRACK-B')),
    ]);
    expect(race.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await states(order.id)).toEqual(['SHIPPED', 'SHIPPED']);

    // The facility confirms on the customer's word: every piece arrived, the order is complete and
    // Austin (which takes payment through the platform) waits for the payment.
    const second = (await fulfilmentOf(austin, order.id)).shipments.find((s: { status: string }) => s.status === 'SHIPPED');
    expect((await call(austin, 'POST', `/api/v1/shipments/${second.id}/delivered`)).statusCode).toBe(204);
    expect(await states(order.id)).toEqual(['COMPLETED', 'PAYMENT_WAITING']);
    expect((await fulfilmentOf(engineer, order.id)).parts[0]).toEqual(
      expect.objectContaining({ ordered: 10, passed: 10, scrapped: 1, shipped: 10, delivered: 10, toShip: 0 }),
    );
    const paid = await call(austin, 'POST', `/api/v1/orders/${order.id}/payment`, { reference: 'Wire 2031-0601' });
    expect([paid.statusCode, paid.json().matchStatus, paid.json().paymentReference]).toEqual([
      200,
      'COMPLETED',
      'Wire 2031-0601',
    ]);

    const history = (await call(engineer, 'GET', `/api/v1/orders/${order.id}`)).json().history as {
      to: string;
      matchId: number | null;
    }[];
    const orderMoves = history.filter((e) => e.matchId === null).map((e) => e.to);
    expect(orderMoves.slice(orderMoves.indexOf('AGREEMENT_DONE') + 1)).toEqual([
      'IN_MANUFACTURING',
      'IN_POSTPROCESSING',
      'IN_QUALITYCONTROL',
      'SHIPPED',
      'DELIVERED',
      'SHIPPED',
      'DELIVERED',
      'COMPLETED',
    ]);
    // Over: each side archives its own record; the active lists leave it out, the archive shows it.
    const listed = async () => {
      const active = (await call(engineer, 'GET', `/api/v1/orders?offset=0&limit=200`)).json().orders as { id: number }[];
      const archive = (await call(engineer, 'GET', `/api/v1/orders?offset=0&limit=200&status=ARCHIVED&status=COMPLETED`)).json()
        .orders as { id: number }[];
      const parts = async (stage: string) =>
        (
          (await call(austin, 'GET', `/api/v1/part-orders?stage=${stage}&offset=0&limit=15&id=${order.id}`)).json()
            .orders as unknown[]
        ).length;
      return [
        active.some((o) => o.id === order.id),
        archive.some((o) => o.id === order.id),
        await parts('ALL'),
        await parts('ARCHIVE'),
      ];
    };
    expect(await listed()).toEqual([true, true, 1, 1]);
    expect((await call(engineer, 'POST', `/api/v1/orders/${order.id}/archive`)).statusCode).toBe(204);
    expect((await call(austin, 'POST', `/api/v1/matches/${order.matchId}/archive`)).statusCode).toBe(204);
    expect(await listed()).toEqual([false, true, 0, 1]);
    expect(await states(order.id)).toEqual(['ARCHIVED', 'ARCHIVED']);
    expect((await call(engineer, 'POST', `/api/v1/orders/${order.id}/restore`)).statusCode).toBe(204);
    expect((await call(austin, 'POST', `/api/v1/matches/${order.matchId}/restore`)).statusCode).toBe(204);
    expect(await states(order.id)).toEqual(['COMPLETED', 'COMPLETED']);
    const twice = await call(engineer, 'POST', `/api/v1/orders/${order.id}/restore`);
    expect([twice.statusCode, twice.json().message]).toEqual([409, 'The order is not archived']);
  });

  it('makes again what a failed build, or a completed one that counted fewer, did not make', async () => {
    const order = await agreedWithAustin(t, { engineer, austin }, { quantity: 10, title: 'Failed build' });
    const left = async () => (await fulfilmentOf(austin, order.id)).parts[0];
    const failing = await runJob(order, 'SLS-01', 10);
    expect(await left()).toEqual(expect.objectContaining({ scheduled: 10, printed: 0 }));
    const failed = await call(planner, 'PUT', '/api/v1/job-scheduling', { ...failing, jobStatus: 'FAILED' });
    expect(failed.statusCode).toBe(200);
    // Nothing of the failed build was printed: its ten pieces are to be planned again.
    expect(await left()).toEqual(expect.objectContaining({ scheduled: 0, printed: 0, toInspect: 0 }));
    const status = await call(planner, 'POST', '/api/v1/job-scheduling/file-job-status', [order.partId]);
    expect(status.json()).toEqual([{ id: order.partId, notScheduled: 10 }]);

    const again = await runJob(order, 'SLS-01', 10);
    const counted = (again.jobOrderDTOs as { orderId: number }[]).map((entry) => ({
      orderId: entry.orderId,
      fileIds: [{ rfqCadFileId: order.partId, quantity: 10, completedQuantity: 8 }],
    }));
    const done = await call(planner, 'PUT', '/api/v1/job-scheduling', {
      ...again,
      jobStatus: 'COMPLETED',
      jobOrderDTOs: counted,
    });
    expect(done.statusCode).toBe(200);
    // Eight were made and wait for inspection; the two the build did not make are left to plan.
    expect(await left()).toEqual(expect.objectContaining({ scheduled: 8, printed: 8, toInspect: 8 }));
    expect((await call(planner, 'POST', '/api/v1/job-scheduling/file-job-status', [order.partId])).json()).toEqual([
      { id: order.partId, notScheduled: 2 },
    ]);
  });

  it('holds an order with a reason, refuses its shipments meanwhile, and resumes it where it was', async () => {
    const order = await agreedWithAustin(t, { engineer, austin }, { title: 'Held brackets' });
    const silent = await call(austin, 'POST', `/api/v1/orders/${order.id}/hold`, { reason: ' ' });
    expect([silent.statusCode, silent.json().message, silent.json().details[0].field]).toEqual([
      400,
      'Say why the order becomes ON_HOLD',
      'body.reason',
    ]);
    const held = await call(austin, 'POST', `/api/v1/orders/${order.id}/hold`, { reason: 'Customer asked to wait for rev D' });
    expect([held.json().status, held.json().matchStatus, held.json().resumeStatus]).toEqual([
      'ON_HOLD',
      'ON_HOLD',
      'AGREEMENT_DONE',
    ]);
    // Still the facility's awarded work.
    const awarded = await call(austin, 'GET', `/api/v1/part-orders?stage=AWARDED&offset=0&limit=15&id=${order.id}`);
    expect(awarded.json().orders.map((o: { matchStatus: string }) => o.matchStatus)).toEqual(['ON_HOLD']);
    // A job starting meanwhile does not move a held order.
    await runJob(order, 'SLS-01', 2);
    expect(await states(order.id)).toEqual(['ON_HOLD', 'ON_HOLD']);
    const inspect = await call(austin, 'POST', `/api/v1/orders/${order.id}/inspections`, {
      rfqFileId: order.partId,
      passedQuantity: 1,
      failedQuantity: 0,
    });
    expect([inspect.statusCode, inspect.json().message]).toEqual([409, 'The order is on hold; resume it first']);
    expect((await call(engineer, 'POST', `/api/v1/orders/${order.id}/resume`)).statusCode).toBe(403);
    const resumed = await call(austin, 'POST', `/api/v1/orders/${order.id}/resume`);
    expect([resumed.json().status, resumed.json().matchStatus, resumed.json().resumeStatus]).toEqual([
      'AGREEMENT_DONE',
      'SP_BID_ACCEPTED',
      null,
    ]);
    const history = (await call(engineer, 'GET', `/api/v1/orders/${order.id}`)).json().history;
    expect(history).toContainEqual(
      expect.objectContaining({ to: 'ON_HOLD', reason: 'Customer asked to wait for rev D', matchId: null }),
    );
  });

  it('answers 409 naming the move when a held or archived record is asked to move other than by resuming it', async () => {
    const refusal = (response: { statusCode: number; json: () => { message: string } }) => [
      response.statusCode,
      response.json().message,
    ];
    const held = await agreedWithAustin(t, { engineer, austin }, { title: 'Held, then pushed brackets' });
    await call(austin, 'POST', `/api/v1/orders/${held.id}/hold`, { reason: 'Waiting for the customer' });
    const pushed = await call(austin, 'POST', `/api/v1/orders/${held.id}/progress`, {
      status: 'IN_MANUFACTURING',
      reason: 'Printed outside the platform',
    });
    expect(refusal(pushed)).toEqual([409, 'An order in state ON_HOLD cannot become IN_MANUFACTURING']);
    const confirmed = await call(austin, 'POST', `/api/v1/matches/${held.matchId}/confirm`);
    expect(refusal(confirmed)).toEqual([409, 'An offer in state ON_HOLD cannot become SP_BID_ACCEPTED']);
    expect(await states(held.id)).toEqual(['ON_HOLD', 'ON_HOLD']);

    const declined = await agreedWithAustin(t, { engineer, austin }, { title: 'Declined brackets', confirm: false });
    const reason = { reason: 'No machine free this month' };
    expect((await call(austin, 'POST', `/api/v1/matches/${declined.matchId}/decline-award`, reason)).statusCode).toBe(200);
    expect((await call(austin, 'POST', `/api/v1/matches/${declined.matchId}/archive`)).statusCode).toBe(204);
    const again = await call(austin, 'POST', `/api/v1/matches/${declined.matchId}/decline-award`, reason);
    expect(refusal(again)).toEqual([409, 'An offer in state ARCHIVED cannot become SP_BID_REJECTED']);
  });

  it('lets a shop without the platform’s jobs move an order by hand, saying why', async () => {
    const order = await agreedWithAustin(t, { engineer, austin }, { title: 'Hand-moved brackets' });
    const mute = await call(austin, 'POST', `/api/v1/orders/${order.id}/progress`, { status: 'IN_MANUFACTURING' });
    expect([mute.statusCode, mute.json().details[0].field]).toEqual([400, 'body.reason']);
    const skip = await call(austin, 'POST', `/api/v1/orders/${order.id}/progress`, { status: 'IN_QUALITYCONTROL' });
    expect([skip.statusCode, skip.json().message]).toEqual([
      409,
      'An order in state AGREEMENT_DONE cannot become IN_QUALITYCONTROL',
    ]);
    const moved = await call(austin, 'POST', `/api/v1/orders/${order.id}/progress`, {
      status: 'IN_MANUFACTURING',
      reason: 'Printed on the old line, outside the platform',
    });
    expect([moved.json().status, moved.json().matchStatus]).toEqual(['IN_MANUFACTURING', 'IN_PROGRESS']);
    // Without jobs, what waits for inspection is what has not passed yet.
    expect(moved.json().parts[0]).toEqual(expect.objectContaining({ printed: 0, toInspect: 10 }));
    const inspected = await call(austin, 'POST', `/api/v1/orders/${order.id}/inspections`, {
      rfqFileId: order.partId,
      passedQuantity: 10,
      failedQuantity: 0,
    });
    expect(inspected.json().status).toBe('IN_QUALITYCONTROL');
  });

  it('keeps the counts in bounds in the database itself', async () => {
    const order = await agreedWithAustin(t, { engineer, austin }, { title: 'Bounded brackets' });
    const set = (values: { passed_quantity?: number; shipped_quantity?: number; delivered_quantity?: number }) =>
      t.db.updateTable('rfq_files').set(values).where('id', '=', order.partId).execute();
    await expect(set({ passed_quantity: 11 })).rejects.toThrow(/rfq_files_progress_check/);
    await expect(set({ shipped_quantity: 1 })).rejects.toThrow(/rfq_files_progress_check/);
    await expect(set({ passed_quantity: -1 })).rejects.toThrow(/rfq_files_progress_check/);
    await set({ passed_quantity: 2, shipped_quantity: 2 });
    await expect(set({ delivered_quantity: 3 })).rejects.toThrow(/rfq_files_progress_check/);
  });
});
