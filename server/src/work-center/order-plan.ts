/**
 * Where each part of an awarded order is in its work plan: per step, the pieces waiting, in
 * progress, finished and failed there. The facility making it reads it with its work centers; the
 * customer reads the same stages without them, as how far the order has come.
 */
import type { WorkplanStepKind } from 'shared/contracts';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { lockedAward } from '../fulfilment/index.js';
import { orderViewerOf } from '../orders/index.js';

interface StepRow {
  position: number;
  name: string;
  kind: WorkplanStepKind;
  workCenter: string | null;
  waiting: number;
  inProgress: number;
  finished: number;
  scrapped: number;
}

export async function orderWorkPlan(db: Db, request: FastifyRequest, orderId: number) {
  const viewer = orderViewerOf(request);
  await lockedAward(db, orderId, viewer, { lock: false });
  const forFacility = 'facilityId' in viewer;
  const rows = await db
    .selectFrom('rfq_workplans as w')
    .innerJoin('rfq_files as f', 'f.id', 'w.rfq_file_id')
    .select((eb) => [
      'f.id',
      'f.original_file_name',
      'f.quantity',
      'w.name',
      eb
        .selectFrom('rfq_workplan_items as i')
        .leftJoin('work_centers as wc', 'wc.id', 'i.work_center_id')
        .select(
          sql<StepRow[]>`json_agg(json_build_object('position', i.position, 'name', i.name, 'kind', i.kind, 'workCenter', wc.name,
            'waiting', (select coalesce(sum(l.quantity), 0) from workplan_lots l where l.item_id = i.id and l.status = 'WAITING'),
            'inProgress', (select coalesce(sum(l.quantity), 0) from workplan_lots l where l.item_id = i.id and l.status = 'IN_PROGRESS'),
            'finished', (select coalesce(sum(s.quantity), 0) from workplan_step_records s join workplan_lots l on l.id = s.lot_id
              where s.item_id = i.id and l.status <> 'SCRAPPED'),
            'scrapped', (select coalesce(sum(l.quantity), 0) from workplan_lots l where l.item_id = i.id and l.status = 'SCRAPPED')) order by i.position)`.as(
            'list',
          ),
        )
        .whereRef('i.rfq_workplan_id', '=', 'w.id')
        .as('steps'),
      eb
        .selectFrom('workplan_lots as l')
        .select(sql<number>`coalesce(sum(l.quantity), 0)::int`.as('n'))
        .whereRef('l.rfq_workplan_id', '=', 'w.id')
        .where('l.status', '=', 'DONE')
        .as('done'),
    ])
    .where('f.rfq_id', '=', orderId)
    .orderBy('f.id')
    .execute();
  return {
    parts: rows.map((row) => ({
      rfqFileId: row.id,
      fileName: row.original_file_name,
      quantity: row.quantity,
      plan: row.name,
      steps: (row.steps ?? []).map((step) => ({
        name: step.name,
        kind: step.kind,
        workCenter: forFacility ? step.workCenter : null,
        waiting: Number(step.waiting),
        inProgress: Number(step.inProgress),
        finished: Number(step.finished),
        scrapped: Number(step.scrapped),
      })),
      done: row.done ?? 0,
    })),
  };
}
