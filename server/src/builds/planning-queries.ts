/**
 * The planner's list: every part of an order awarded to the facility with pieces left to
 * schedule, with what a planner decides by — its order, customer and due date, its process and
 * materials, its size — and the facility's printers it fits.
 */
import { AWARDED_RFQ_STATUSES, fitsVolume } from 'shared/contracts';
import { type SqlBool, sql } from 'kysely';
import type { Db } from '../db/database.js';
import { countListUpTo } from '../db/capped-count.js';
import { plannedForItsValues } from '../db/custom-plan.js';
import { containsPattern } from '../http/schema-helpers.js';

export interface PlanningFilter {
  search?: string;
  processId?: number;
  materialId?: number;
  customerId?: number;
  offset: number;
  limit: number;
}

type Report = { volume?: number; boundingBox?: { min: number[]; max: number[] } } | null;

/** The latest VERIFY report of a part's file (`f`): its volume and bounding box, in the file's units. */
export const verifyReport = sql<Report>`(select o.response_data from file_operations o where o.file_id = f.file_id
  and o.operation_type = 'VERIFY' and o.status = 'SUCCESS' order by o.id desc limit 1)`;

/** The facility's awarded parts (`f`, their orders `r`) with a part file that the filter lets through, whatever is left of them. */
export function candidates(db: Db, facilityId: number, itarAdmin: boolean, filter: Omit<PlanningFilter, 'offset' | 'limit'>) {
  let query = db
    .selectFrom('rfq_files as f')
    .innerJoin('rfqs as r', 'r.id', 'f.rfq_id')
    .where('r.awarded_facility_id', '=', facilityId)
    .where('r.status', 'in', AWARDED_RFQ_STATUSES)
    .where('f.file_id', 'is not', null);
  if (!itarAdmin) query = query.where('f.itar', '=', false);
  if (filter.processId) query = query.where('f.am_process_id', '=', filter.processId);
  if (filter.customerId) query = query.where('r.customer_id', '=', filter.customerId);
  if (filter.materialId)
    query = query.where(
      'f.id',
      'in',
      db.selectFrom('rfq_file_materials as fm').select('fm.rfq_file_id').where('fm.material_id', '=', filter.materialId),
    );
  if (filter.search?.trim()) {
    const pattern = containsPattern(filter.search);
    // The parts of the facility's awarded orders whose title or customer match, and its parts
    // whose file name does (by its trigram index), as one set of ids: a few hundred rows looked
    // up by key, where testing each of 100,000 parts against both cost a scan of them all.
    const awarded = () =>
      db.selectFrom('rfqs as o').where('o.awarded_facility_id', '=', facilityId).where('o.status', 'in', AWARDED_RFQ_STATUSES);
    const ofMatchingOrders = db
      .selectFrom('rfq_files as part')
      .select('part.id')
      .where(
        'part.rfq_id',
        'in',
        awarded()
          .innerJoin('companies as c', 'c.id', 'o.customer_id')
          .select('o.id')
          .where((or) => or.or([or('o.display_title', 'ilike', pattern), or('c.company_name', 'ilike', pattern)])),
      );
    const named = awarded()
      .innerJoin('rfq_files as named', 'named.rfq_id', 'o.id')
      .select('named.id')
      .where('named.original_file_name', 'ilike', pattern);
    query = query.where('f.id', 'in', ofMatchingOrders.union(named));
  }
  return query;
}

/**
 * What is left to schedule of a part (`f`): the ordered pieces and the scrapped ones, less those
 * on live printing jobs, which the database keeps on the part (pieces_on_jobs, as
 * scheduledQuantity of job-bookings sums them).
 */
const left = sql<number>`(f.quantity + f.scrapped_quantity - f.pieces_on_jobs)`;

/** The list's page, earliest due first (a part without a date last), and its length counted up to the list's cap. */
export async function partsToPlan(db: Db, facilityId: number, itarAdmin: boolean, filter: PlanningFilter) {
  // As the partial index rfq_files_waiting states it, so that the list reads that index.
  const waiting = candidates(db, facilityId, itarAdmin, filter).where(sql<SqlBool>`${left} > 0`);
  // The page's parts found first and only they read in full: an offset passes over its rows
  // without looking up their materials and reports.
  const page = waiting
    .select(['f.id', 'r.estimated_delivery_date as due'])
    .orderBy(sql`r.estimated_delivery_date asc nulls last`)
    .orderBy('f.id')
    .offset(filter.offset)
    .limit(filter.limit);
  const [rows, total] = await Promise.all([
    plannedForItsValues(db, (trx) =>
      trx
        .selectFrom(page.as('page'))
        .innerJoin('rfq_files as f', 'f.id', 'page.id')
        .innerJoin('rfqs as r', 'r.id', 'f.rfq_id')
        .innerJoin('companies as c', 'c.id', 'r.customer_id')
        .leftJoin('am_processes as p', 'p.id', 'f.am_process_id')
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
          verifyReport.as('report'),
        ])
        .orderBy(sql`page.due asc nulls last`)
        .orderBy('f.id')
        .execute(),
    ),
    plannedForItsValues(db, (trx) => countListUpTo(trx, waiting, filter)),
  ]);
  return { rows, ...total };
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

/** The printers a part fits, from its bounding box (fitsVolume: turned by square turns, inside the margins). */
export function printersThatFit(
  part: { am_process_id: number | null; size: number[] | null },
  printers: Awaited<ReturnType<typeof printersOf>>,
): { id: number; name: string }[] {
  const { size } = part;
  if (!size) return [];
  return printers
    .filter((printer) => part.am_process_id === null || printer.am_process_id === part.am_process_id)
    .filter((printer) =>
      fitsVolume(size, [printer.build_x_mm!, printer.build_y_mm!, printer.build_z_mm!], printer.packing_margin_mm),
    )
    .map((printer) => ({ id: printer.id, name: printer.display_name }));
}
