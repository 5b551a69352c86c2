/**
 * The floor's lots: per work center, what waits, is in progress and is done there, with the
 * order's due date and priority, most urgent first; or all of the facility's, as one table.
 * An export-controlled order's lots exist only for the people cleared for it.
 */
import type { WorkplanLotStatus } from 'shared/contracts';
import { sql } from 'kysely';
import { countListUpTo } from '../db/capped-count.js';
import type { Db } from '../db/database.js';
import { containsPattern, idInText } from '../http/schema-helpers.js';
import type { LotView } from './schemas.js';

export interface FloorScope {
  facilityId: number;
  userId: number;
  itarCleared: boolean;
}

export interface LotFilter {
  lotId?: number;
  workCenterId?: number;
  statuses?: WorkplanLotStatus[];
  search?: string;
  offset: number;
  limit: number;
}

function lotsQuery(db: Db, scope: FloorScope) {
  return db
    .selectFrom('workplan_lots as l')
    .innerJoin('rfq_workplans as w', 'w.id', 'l.rfq_workplan_id')
    .innerJoin('rfq_workplan_items as i', 'i.id', 'l.item_id')
    .innerJoin('rfq_files as f', 'f.id', 'w.rfq_file_id')
    .innerJoin('rfqs as r', 'r.id', 'f.rfq_id')
    .innerJoin('companies as c', 'c.id', 'r.customer_id')
    .leftJoin('matches as m', (join) => join.onRef('m.rfq_id', '=', 'r.id').onRef('m.facility_id', '=', 'w.facility_id'))
    .leftJoin('priority_labels as p', 'p.id', 'm.priority_label_id')
    .leftJoin('work_centers as wc', 'wc.id', 'i.work_center_id')
    .where('w.facility_id', '=', scope.facilityId)
    .where('l.status', '<>', 'MERGED')
    .$if(!scope.itarCleared, (query) => query.where('r.itar', '=', false));
}

const rowToLot = (row: {
  id: number;
  number: number;
  quantity: number;
  status: WorkplanLotStatus;
  order_id: number;
  display_title: string;
  company_name: string;
  rfq_file_id: number;
  original_file_name: string;
  part_number: string | null;
  estimated_delivery_date: Date | null;
  priority_label: string | null;
  priority_color: string | null;
  item_id: number;
  position: number;
  step_name: string;
  kind: LotView['step']['kind'];
  work_center_id: number | null;
  work_center_name: string | null;
  standard_minutes: string;
  time_basis: LotView['step']['timeBasis'];
  questions: unknown;
  step_count: number;
  started_at: Date | null;
  updated_at: Date;
}): LotView => ({
  id: row.id,
  number: row.number,
  quantity: row.quantity,
  status: row.status,
  order: { id: row.order_id, title: row.display_title, customer: row.company_name },
  part: { id: row.rfq_file_id, fileName: row.original_file_name, partNumber: row.part_number },
  dueDate: row.estimated_delivery_date?.getTime() ?? null,
  priority: row.priority_label === null ? null : { label: row.priority_label, color: row.priority_color! },
  step: {
    id: row.item_id,
    position: row.position,
    name: row.step_name,
    kind: row.kind,
    workCenter: row.work_center_id === null ? null : { id: row.work_center_id, name: row.work_center_name! },
    standardMinutes: Number(row.standard_minutes),
    timeBasis: row.time_basis,
    questions: row.questions as LotView['step']['questions'],
  },
  stepCount: row.step_count,
  startedAt: row.started_at?.getTime() ?? null,
  updatedAt: row.updated_at.getTime(),
});

/** A page of the facility's lots: in progress first, then by due date and priority. */
export async function listLots(db: Db, scope: FloorScope, filter: LotFilter) {
  let query = lotsQuery(db, scope);
  if (filter.lotId !== undefined) query = query.where('l.id', '=', filter.lotId);
  if (filter.workCenterId !== undefined) query = query.where('i.work_center_id', '=', filter.workCenterId);
  if (filter.statuses?.length) query = query.where('l.status', 'in', filter.statuses);
  const search = filter.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    query = query.where((eb) =>
      eb.or([
        eb('r.id', '=', idInText(search)),
        eb('r.display_title', 'ilike', pattern),
        eb('c.company_name', 'ilike', pattern),
        eb('f.original_file_name', 'ilike', pattern),
        eb('f.part_number', 'ilike', pattern),
      ]),
    );
  }
  const [total, rows] = await Promise.all([
    countListUpTo(db, query, filter),
    query
      .select([
        'l.id',
        'l.number',
        'l.quantity',
        'l.status',
        'r.id as order_id',
        'r.display_title',
        'c.company_name',
        'f.id as rfq_file_id',
        'f.original_file_name',
        'f.part_number',
        'r.estimated_delivery_date',
        'p.label as priority_label',
        'p.color as priority_color',
        'i.id as item_id',
        'i.position',
        'i.name as step_name',
        'i.kind',
        'i.work_center_id',
        'wc.name as work_center_name',
        'i.standard_minutes',
        'i.time_basis',
        'i.questions',
        sql<number>`(select count(*)::int from rfq_workplan_items s where s.rfq_workplan_id = w.id)`.as('step_count'),
        'l.started_at',
        'l.updated_at',
      ])
      // What is being worked on first, then what is due soonest and weighs most.
      .orderBy(sql`case l.status when 'IN_PROGRESS' then 0 when 'WAITING' then 1 else 2 end`)
      .orderBy(sql`r.estimated_delivery_date nulls last`)
      .orderBy(sql`p.plan_weight desc nulls last`)
      .orderBy('l.id')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
  ]);
  return { ...total, rows: rows.map(rowToLot) };
}

/** One lot of the facility, as the lists show it. */
export async function lotOf(db: Db, scope: FloorScope, lotId: number): Promise<LotView | undefined> {
  const { rows } = await listLots(db, scope, { lotId, offset: 0, limit: 1 });
  return rows[0];
}
