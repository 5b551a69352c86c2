/**
 * A small day of work whose analytics figures are computed by hand: 2 March 2031 in Chicago
 * (UTC−6 then), on MJF-01 — a planned build that ran an hour long, a walk-up print overlapping its
 * end, a failed build with its process NCR, a build planned across midnight — three quotes (two
 * won, one lost) and two shipments (one on time, one a day late), two pieces failed at inspection.
 */
import { sql } from 'kysely';
import { agreedWithAustin } from './orders.js';
import type { Session, TestApp } from './test-app.js';

let t: TestApp;
let austin: Session;
let mjf: number;

const at = (iso: string) => new Date(iso);
const post = async (url: string, payload: object) => {
  const response = await t.app.inject({ method: 'POST', url, headers: austin.bearer, payload });
  if (response.statusCode >= 300) throw new Error(`POST ${url}: ${response.statusCode} ${response.body}`);
  return response.json();
};

async function job(values: {
  name: string;
  from: string;
  to: string;
  status: 'COMPLETED' | 'FAILED' | 'QUEUED';
  estimated: number;
  actual: number;
  creation?: 'MACHINE_CONNECTIVITY';
  material?: number;
  parts?: { rfqFileId: number; quantity: number };
  run?: { from: string; to: string };
}) {
  const facilityId = (await t.db.selectFrom('equipment').select('facility_id').where('id', '=', mjf).executeTakeFirstOrThrow())
    .facility_id;
  const material = await t.db.selectFrom('materials').select('id').where('name', '=', 'HP 3D HR PA 12').executeTakeFirstOrThrow();
  const { id } = await t.db
    .insertInto('jobs')
    .values({
      facility_id: facilityId,
      equipment_id: mjf,
      job_name: values.name,
      job_status: values.status,
      job_creation_type: values.creation ?? 'MANUAL',
      from_date: at(values.from),
      to_date: at(values.to),
      estimated_time: values.estimated,
      actual_time: values.actual,
      material_id: material.id,
      material_unit: 'GRAM',
      material_quantity_used: values.material ?? 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (values.parts) {
    await t.db
      .insertInto('job_files')
      .values({
        job_id: id,
        rfq_file_id: values.parts.rfqFileId,
        quantity: values.parts.quantity,
        completed_quantity: values.status === 'COMPLETED' ? values.parts.quantity : 0,
      })
      .execute();
    await sql`select refresh_pieces_on_jobs(array[${values.parts.rfqFileId}]::bigint[])`.execute(t.db);
  }
  if (values.run) {
    await t.db
      .insertInto('machine_runs')
      .values({
        equipment_id: mjf,
        job_name: values.name,
        job_id: id,
        status: 'FINISHED',
        started_at: at(values.run.from),
        ended_at: at(values.run.to),
      })
      .execute();
  }
  return id;
}

/** When the facility was asked, when it quoted, and when the customer awarded it. */
async function quoted(matchId: number, asked: string, quotedAt: string, awarded?: string) {
  await sql`update matches set created_at = ${at(asked)} where id = ${matchId}`.execute(t.db);
  await sql`update bids set created_at = ${at(quotedAt)} where match_id = ${matchId}`.execute(t.db);
  if (awarded) {
    await sql`update order_events set created_at = ${at(awarded)} where match_id = ${matchId} and to_status = 'BID_APPROVED'`.execute(
      t.db,
    );
  }
}

async function shipped(
  order: { id: number; partId: number; matchId: number },
  quantity: number,
  shipDate: string,
  promised: string,
) {
  await t.db
    .updateTable('bids')
    .set({ delivery_date: at(promised) })
    .where('match_id', '=', order.matchId)
    .execute();
  await post(`/api/v1/orders/${order.id}/shipments`, {
    lines: [{ rfqFileId: order.partId, quantity }],
    packages: [{ weightGrams: 500, lengthMm: 200, widthMm: 150, heightMm: 100 }],
    carrier: 'UPS',
    service: 'Ground',
    trackingNumber: `1Z${order.id}`,
    shipDate: at(shipDate).getTime(),
  });
}

/** Makes the day's records; MJF-01's id. */
export async function seedAnalyticsDay(app: TestApp, sessions: { engineer: Session; austin: Session }): Promise<number> {
  t = app;
  austin = sessions.austin;
  mjf = (await t.db.selectFrom('equipment').select('id').where('display_name', '=', 'MJF-01 · HP 5200').executeTakeFirstOrThrow())
    .id;
  const first = await agreedWithAustin(t, sessions, { title: 'Analytics brackets' });
  const second = await agreedWithAustin(t, sessions, { title: 'Analytics housings' });
  const third = await agreedWithAustin(t, sessions, { title: 'Analytics gears', confirm: false });
  await quoted(first.matchId, '2031-03-02T07:00Z', '2031-03-02T10:00Z', '2031-02-20T20:00Z');
  await quoted(second.matchId, '2031-03-02T08:00Z', '2031-03-02T14:00Z', '2031-02-27T03:00Z');
  await quoted(third.matchId, '2031-03-02T09:00Z', '2031-03-02T18:00Z');
  await t.db.updateTable('matches').set({ status: 'BID_LOST' }).where('id', '=', third.matchId).execute();

  // Planned 8 h, printed 9 h (its run); 10 brackets.
  await job({
    name: 'Brackets build',
    from: '2031-03-02T14:00Z',
    to: '2031-03-02T22:00Z',
    status: 'COMPLETED',
    estimated: 8,
    actual: 9,
    material: 5000,
    parts: { rfqFileId: first.partId, quantity: 10 },
    run: { from: '2031-03-02T14:00Z', to: '2031-03-02T23:00Z' },
  });
  // A build nobody planned, overlapping the end of the last: 22:00–23:30, so 0.5 h more printing.
  await job({
    name: 'Walk-up print',
    from: '2031-03-02T22:00Z',
    to: '2031-03-02T23:30Z',
    status: 'COMPLETED',
    estimated: 1.5,
    actual: 1.5,
    creation: 'MACHINE_CONNECTIVITY',
    material: 250,
    run: { from: '2031-03-02T22:00Z', to: '2031-03-02T23:30Z' },
  });
  // Planned 4 h, failed after 2 (no machine report: its start plus its actual time); 5 housings lost to a machine fault.
  const failed = await job({
    name: 'Housings build',
    from: '2031-03-02T07:00Z',
    to: '2031-03-02T11:00Z',
    status: 'FAILED',
    estimated: 4,
    actual: 2,
    parts: { rfqFileId: second.partId, quantity: 5 },
  });
  // The housings reprinted the week before, outside the day.
  await job({
    name: 'Housings reprint',
    from: '2031-02-24T00:00Z',
    to: '2031-02-24T08:00Z',
    status: 'COMPLETED',
    estimated: 8,
    actual: 8,
    parts: { rfqFileId: second.partId, quantity: 10 },
  });
  // Planned across midnight: 4 of its 8 hours fall in the day.
  await job({
    name: 'Night build',
    from: '2031-03-03T02:00Z',
    to: '2031-03-03T10:00Z',
    status: 'QUEUED',
    estimated: 8,
    actual: 0,
  });
  await t.db
    .insertInto('ncrs')
    .values({
      facility_id: (await t.db.selectFrom('jobs').select('facility_id').where('id', '=', failed).executeTakeFirstOrThrow())
        .facility_id,
      kind: 'PROCESS',
      number: 'NCR-ANALYTICS-1',
      severity: 'MAJOR',
      defect_code: 'MAT',
      title: 'Recoater crash',
      cause: 'MACHINE_FAULT',
      job_id: failed,
      equipment_id: mjf,
    })
    .execute();

  // Two brackets fail inspection that evening (porosity); the other eight ship the same day, promised by 21:00 Chicago.
  await post(`/api/v1/orders/${first.id}/progress`, { status: 'IN_MANUFACTURING', reason: 'On MJF-01' });
  await post(`/api/v1/orders/${first.id}/inspections`, {
    rfqFileId: first.partId,
    passedQuantity: 8,
    failedQuantity: 2,
    ncrRequested: true,
  });
  const inbox = await t.app.inject({ method: 'GET', url: '/api/v1/quality/ncr-inbox', headers: austin.bearer });
  const entry = (inbox.json() as { orderId: number; inspectionId: number }[]).find((e) => e.orderId === first.id)!;
  await post(`/api/v1/quality/ncr-inbox/${entry.inspectionId}`, { defectCode: 'POR' });
  await sql`update inspections set created_at = ${at('2031-03-03T01:00Z')} where id = ${entry.inspectionId}`.execute(t.db);
  await shipped(first, 8, '2031-03-02T20:00Z', '2031-03-03T03:00Z');
  // The housings ship at 21:00 Chicago (03:00 UTC the next day), a day after the day promised.
  await post(`/api/v1/orders/${second.id}/progress`, { status: 'IN_MANUFACTURING', reason: 'Reprinted' });
  await post(`/api/v1/orders/${second.id}/inspections`, { rfqFileId: second.partId, passedQuantity: 10, failedQuantity: 0 });
  await shipped(second, 10, '2031-03-03T03:00Z', '2031-03-01T18:00Z');
  return mjf;
}
