/**
 * The planner's list: every part of an order awarded to the facility with pieces left to
 * schedule, with what a planner decides by — its order, customer and due date, its process and
 * materials, its size — and the facility's printers it fits.
 */
import { AWARDED_RFQ_STATUSES, fitsVolume } from 'shared/contracts';
import { type SqlBool, sql } from 'kysely';
import type { Db } from '../db/database.js';
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
      sql<SqlBool>`exists (select 1 from rfq_file_materials fm where fm.rfq_file_id = f.id and fm.material_id = ${filter.materialId})`,
    );
  if (filter.search?.trim()) {
    const pattern = containsPattern(filter.search);
    // The facility's awarded orders whose title or customer match, and its parts whose file name
    // does (by its trigram index), each found once: three tests on every part's row cost as much
    // as the rest of the list.
    const awarded = () =>
      db.selectFrom('rfqs as o').where('o.awarded_facility_id', '=', facilityId).where('o.status', 'in', AWARDED_RFQ_STATUSES);
    query = query.where((eb) =>
      eb.or([
        eb(
          'r.id',
          'in',
          awarded()
            .innerJoin('companies as c', 'c.id', 'o.customer_id')
            .select('o.id')
            .where((or) => or.or([or('o.display_title', 'ilike', pattern), or('c.company_name', 'ilike', pattern)])),
        ),
        eb(
          'f.id',
          'in',
          awarded()
            .innerJoin('rfq_files as named', 'named.rfq_id', 'o.id')
            .select('named.id')
            .where('named.original_file_name', 'ilike', pattern),
        ),
      ]),
    );
  }
  return query;
}

/** What is left to schedule of a part (`f`): the ordered pieces and the scrapped ones, less those on jobs (`s`). */
const left = sql<number>`(f.quantity + f.scrapped_quantity - coalesce(s.pieces, 0))`;

/**
 * The list's page and its length, from one pass over the facility's parts. `scheduled` is what
 * scheduledQuantity (scheduled-pieces) sums for one part, its pieces on live printing jobs, summed for
 * all the candidates at once (theirs only: the platform's job history is no part of it); looked
 * up part by part it cost about 5 µs each, half a second for 100,000 parts. `parts` keeps those
 * with pieces left; counting them by due day (`days`) says where each day's parts start in the
 * list, so the page reads and orders the parts of the days it spans only, the deepest page as
 * cheaply as the first, where an ORDER BY with OFFSET sorted every part before it.
 */
function pageAndDays(db: Db, facilityId: number, itarAdmin: boolean, filter: PlanningFilter) {
  return (
    db
      .with(
        (cte) => cte('candidates').materialized(),
        () =>
          candidates(db, facilityId, itarAdmin, filter).select([
            'f.id',
            'f.quantity',
            'f.scrapped_quantity',
            'r.estimated_delivery_date as due',
          ]),
      )
      .with('scheduled', (qb) =>
        qb
          .selectFrom('job_files as jf')
          .innerJoin('candidates', 'candidates.id', 'jf.rfq_file_id')
          .innerJoin('jobs as j', 'j.id', 'jf.job_id')
          .select(['jf.rfq_file_id', sql<number>`sum(jf.quantity)::int`.as('pieces')])
          .where('j.active', '=', true)
          .where('j.job_status', '<>', 'CANCELLED')
          .where('j.job_type', '<>', 'POST_PROCESSING_ORDER')
          .groupBy('jf.rfq_file_id'),
      )
      .with(
        (cte) => cte('parts').materialized(),
        (qb) =>
          qb
            .selectFrom('candidates as f')
            .leftJoin('scheduled as s', 's.rfq_file_id', 'f.id')
            .select(['f.id', 'f.due', left.as('left')])
            .where(sql<SqlBool>`${left} > 0`),
      )
      .with('days', (qb) =>
        qb
          .selectFrom('parts')
          .select([
            'due',
            sql<number>`count(*)::int`.as('n'),
            // Earliest due first: what a planner builds first. A part without a date comes last.
            sql<number>`(sum(count(*)) over (order by due asc nulls last) - count(*))::int`.as('before'),
          ])
          .groupBy('due'),
      )
      // The days the page spans: those that end after its first row and start before its end.
      .with('span', (qb) =>
        qb
          .selectFrom('days')
          .selectAll()
          .where('before', '<', filter.offset + filter.limit)
          .where(sql<number>`before + n`, '>', filter.offset),
      )
      // Each part of those days with its place in the whole list, from the parts of the days before.
      .with('page', (qb) =>
        qb
          .selectFrom('parts as p')
          .select([
            'p.id',
            'p.left',
            sql<number>`(select min(before) from span) + row_number() over (order by p.due asc nulls last, p.id)`.as('position'),
          ])
          .where(
            sql<SqlBool>`(p.due between (select min(due) from span) and (select max(due) from span)
              or p.due is null and exists (select 1 from span where due is null))`,
          ),
      )
  );
}

export async function partsToPlan(db: Db, facilityId: number, itarAdmin: boolean, filter: PlanningFilter) {
  const read = pageAndDays(db, facilityId, itarAdmin, filter);
  const rows = await read
    .selectFrom('page as pg')
    .innerJoin('rfq_files as f', 'f.id', 'pg.id')
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
      'pg.left as not_scheduled',
      sql<number>`(select sum(n) from days)::int`.as('total'),
      sql<string[]>`coalesce((select json_agg(m.name order by m.name) from rfq_file_materials fm
        join materials m on m.id = fm.material_id where fm.rfq_file_id = f.id), '[]'::json)`.as('materials'),
      verifyReport.as('report'),
    ])
    .where('pg.position', '>', filter.offset)
    .where('pg.position', '<=', filter.offset + filter.limit)
    .orderBy('pg.position')
    .execute();
  if (rows.length) return { rows, totalCount: rows[0]!.total };
  // A page past the end, or no part at all: the length alone.
  const days = await read
    .selectFrom('days')
    .select(sql<number>`coalesce(sum(n), 0)::int`.as('total'))
    .executeTakeFirstOrThrow();
  return { rows, totalCount: days.total };
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
