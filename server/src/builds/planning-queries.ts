/**
 * The planner's list: every part of an order awarded to the facility with pieces left to
 * schedule, with what a planner decides by — its order, customer and due date, its process and
 * materials, its size — and the facility's printers it fits.
 */
import { AWARDED_RFQ_STATUSES } from 'shared/contracts';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { containsPattern } from '../http/schema-helpers.js';
import { scheduledQuantity } from '../scheduling/index.js';

export interface PlanningFilter {
  search?: string;
  processId?: number;
  materialId?: number;
  customerId?: number;
  offset: number;
  limit: number;
}

type Report = { volume?: number; boundingBox?: { min: number[]; max: number[] } } | null;

export async function partsToPlan(db: Db, facilityId: number, itarAdmin: boolean, filter: PlanningFilter) {
  const left = sql<number>`(f.quantity - ${scheduledQuantity(sql.ref('f.id'))})`;
  let query = db
    .selectFrom('rfq_files as f')
    .innerJoin('rfqs as r', 'r.id', 'f.rfq_id')
    .innerJoin('companies as c', 'c.id', 'r.customer_id')
    .leftJoin('am_processes as p', 'p.id', 'f.am_process_id')
    .where('r.awarded_facility_id', '=', facilityId)
    .where('r.status', 'in', AWARDED_RFQ_STATUSES)
    .where('f.file_id', 'is not', null)
    .where(sql<boolean>`${left} > 0`);
  if (!itarAdmin) query = query.where('f.itar', '=', false);
  if (filter.processId) query = query.where('f.am_process_id', '=', filter.processId);
  if (filter.customerId) query = query.where('r.customer_id', '=', filter.customerId);
  if (filter.materialId)
    query = query.where(
      sql<boolean>`exists (select 1 from rfq_file_materials fm where fm.rfq_file_id = f.id and fm.material_id = ${filter.materialId})`,
    );
  if (filter.search?.trim()) {
    const pattern = containsPattern(filter.search);
    query = query.where((eb) =>
      eb.or([
        eb('f.original_file_name', 'ilike', pattern),
        eb('r.display_title', 'ilike', pattern),
        eb('c.company_name', 'ilike', pattern),
      ]),
    );
  }
  const [rows, total] = await Promise.all([
    query
      .select([
        'f.id',
        'f.rfq_id',
        'f.original_file_name',
        'f.file_id',
        'f.quantity',
        'f.itar',
        'f.am_process_id',
        'f.units',
        'r.display_title',
        'r.estimated_delivery_date',
        'c.company_name',
        'p.display_name as process_name',
        left.as('not_scheduled'),
        sql<string[]>`coalesce((select json_agg(m.name order by m.name) from rfq_file_materials fm
          join materials m on m.id = fm.material_id where fm.rfq_file_id = f.id), '[]'::json)`.as('materials'),
        sql<Report>`(select o.response_data from file_operations o where o.file_id = f.file_id
          and o.operation_type = 'VERIFY' and o.status = 'SUCCESS' order by o.id desc limit 1)`.as('report'),
      ])
      // Earliest due first: what a planner builds first. A part without a date comes last.
      .orderBy(sql`r.estimated_delivery_date asc nulls last`)
      .orderBy('f.id')
      .offset(filter.offset)
      .limit(filter.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, totalCount: Number(total.n) };
}

/** The facility's printers with their usable volume (the build volume less the margins). */
export function printersOf(db: Db, facilityId: number) {
  return db
    .selectFrom('equipment as e')
    .innerJoin('machines as m', 'm.id', 'e.machine_id')
    .select(['e.id', 'e.display_name', 'e.packing_margin_mm', 'm.am_process_id', 'm.build_x_mm', 'm.build_y_mm', 'm.build_z_mm'])
    .where('e.facility_id', '=', facilityId)
    .where('m.build_x_mm', 'is not', null)
    .orderBy('e.display_name')
    .execute();
}

/**
 * The printers a part fits, from its bounding box: the packer turns parts only by square turns,
 * so in each orientation a part's extents are its box's edges in some order, and it fits a
 * printer exactly when its edges, sorted, fit the usable volume's, sorted.
 */
export function printersThatFit(
  part: { am_process_id: number | null; size: number[] | null },
  printers: Awaited<ReturnType<typeof printersOf>>,
): { id: number; name: string }[] {
  if (!part.size) return [];
  const edges = [...part.size].sort((a, b) => a - b);
  return printers
    .filter((printer) => part.am_process_id === null || printer.am_process_id === part.am_process_id)
    .filter((printer) => {
      const usable = [printer.build_x_mm!, printer.build_y_mm!, printer.build_z_mm!]
        .map((length) => length - 2 * printer.packing_margin_mm)
        .sort((a, b) => a - b);
      return edges.every((edge, axis) => edge <= usable[axis]!);
    })
    .map((printer) => ({ id: printer.id, name: printer.display_name }));
}
