/** What a group nesting reads: the parts left to plan with their measures, the chosen printers, and the open proposals. */
import { MILLIMETRES_PER_UNIT, partSizeMm, PLATFORM_PROCESSES } from 'shared/contracts';
import { type SqlBool, sql } from 'kysely';
import type { Db } from '../db/database.js';
import { badRequest } from '../http/errors.js';
import { scheduledQuantity } from '../job-bookings/index.js';
import type { PrintFigures } from './estimate.js';
import type { ProposalPart, ProposalPrinter } from './group-proposal.js';
import { candidates, type PlanningFilter, verifyReport } from './planning-queries.js';

/** The parts one proposal takes at most, earliest due first: more than twenty builds hold. */
const MAX_PARTS = 500;

/** Pieces of a part in builds that are no live job: planned already, though not yet scheduled. */
const planned = sql<number>`(select coalesce(sum(bp.quantity), 0)::int from build_parts bp join builds b on b.id = bp.build_id
  where bp.rfq_file_id = f.id and not exists (select 1 from jobs j where j.id = b.job_id and j.active and j.job_status <> 'CANCELLED'))`;

/** Pieces of a part (`f`) left to plan: ordered, less those on their way and those in planned builds. */
const leftToPlan = sql<number>`(f.quantity - ${scheduledQuantity(sql.ref('f.id'))} - ${planned})`;

/** Orders due before a time, or due from it on (those without a date among them). */
export type DueWindow = { before: Date } | { from: Date };

/**
 * The facility's parts with pieces left to plan (not on a job, nor in a planned build), earliest
 * due first; only those of orders due in `due` where it is given.
 */
export async function partsLeftToPlan(
  db: Db,
  facilityId: number,
  itarAdmin: boolean,
  filter: Omit<PlanningFilter, 'offset' | 'limit'>,
  due?: DueWindow,
): Promise<ProposalPart[]> {
  let query = candidates(db, facilityId, itarAdmin, filter);
  if (due && 'before' in due) query = query.where('r.estimated_delivery_date', '<', due.before);
  if (due && 'from' in due)
    query = query.where((eb) =>
      eb.or([eb('r.estimated_delivery_date', '>=', due.from), eb('r.estimated_delivery_date', 'is', null)]),
    );
  const rows = await query
    .select([
      'f.id',
      'f.rfq_id',
      'f.original_file_name',
      'f.am_process_id',
      'f.units',
      'r.estimated_delivery_date as due',
      leftToPlan.as('left'),
      sql<string | null>`(select min(m.name) from rfq_file_materials fm join materials m on m.id = fm.material_id
        where fm.rfq_file_id = f.id)`.as('material'),
      verifyReport.as('report'),
    ])
    .where(sql<SqlBool>`${leftToPlan} > 0`)
    .orderBy(sql`r.estimated_delivery_date asc nulls last`)
    .orderBy('f.id')
    .limit(MAX_PARTS)
    .execute();
  return rows.map((row) => {
    const box = row.report?.boundingBox;
    return {
      rfqFileId: row.id,
      rfqId: row.rfq_id,
      fileName: row.original_file_name,
      processId: row.am_process_id,
      material: row.material,
      due: row.due,
      left: Number(row.left),
      size: box ? partSizeMm(box, row.units) : null,
      volume: row.report?.volume === undefined ? null : row.report.volume * MILLIMETRES_PER_UNIT[row.units] ** 3,
    };
  });
}

/** A part with pieces to make again, and why: the ended jobs that did not make them, and how many inspection scrapped. */
export interface PartToMakeAgain {
  rfqFileId: number;
  rfqId: number;
  fileName: string;
  pieces: number;
  scrapped: number;
  jobs: string[];
}

/**
 * The facility's parts with pieces lost on the way and on no job nor in a build yet: pieces a
 * failed build (or a completed one that counted fewer) did not make, and pieces scrapped at
 * inspection. Earliest due first, at most `limit`; with them, the pieces and the parts in all.
 */
export async function partsToMakeAgain(
  db: Db,
  facilityId: number,
  itarAdmin: boolean,
  limit: number,
): Promise<{ pieces: number; partCount: number; parts: PartToMakeAgain[] }> {
  const pieces = sql<number>`least(f.scrapped_quantity + lost.unmade, ${leftToPlan})`;
  const rows = await candidates(db, facilityId, itarAdmin, {})
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('job_files as jf')
          .innerJoin('jobs as j', 'j.id', 'jf.job_id')
          .select([
            sql<number>`coalesce(sum(jf.quantity - jf.completed_quantity), 0)::int`.as('unmade'),
            sql<
              string[] | null
            >`array_agg(j.job_name order by j.to_date, j.id) filter (where jf.quantity > jf.completed_quantity)`.as('jobs'),
          ])
          .whereRef('jf.rfq_file_id', '=', 'f.id')
          .where('j.active', '=', true)
          .where('j.job_status', 'in', ['COMPLETED', 'FAILED'])
          .where('j.job_type', '<>', 'POST_PROCESSING_ORDER')
          .as('lost'),
      (join) => join.onTrue(),
    )
    .select([
      'f.id',
      'f.rfq_id',
      'f.original_file_name',
      'f.scrapped_quantity',
      'lost.jobs',
      pieces.as('pieces'),
      sql<number>`count(*) over ()`.as('parts'),
      sql<number>`sum(${pieces}) over ()`.as('total'),
    ])
    .where(sql<SqlBool>`f.scrapped_quantity + lost.unmade > 0 and ${leftToPlan} > 0`)
    .orderBy(sql`r.estimated_delivery_date asc nulls last`)
    .orderBy('f.id')
    .limit(limit)
    .execute();
  return {
    pieces: Number(rows[0]?.total ?? 0),
    partCount: Number(rows[0]?.parts ?? 0),
    parts: rows.map((row) => ({
      rfqFileId: row.id,
      rfqId: row.rfq_id,
      fileName: row.original_file_name,
      pieces: Number(row.pieces),
      scrapped: row.scrapped_quantity,
      jobs: row.jobs ?? [],
    })),
  };
}

/** A facility's machines as the packer and the print hours read them. */
const printerQuery = (db: Db, facilityId: number) =>
  db
    .selectFrom('equipment as e')
    .innerJoin('machines as m', 'm.id', 'e.machine_id')
    .innerJoin('am_processes as ap', 'ap.id', 'm.am_process_id')
    .select([
      'e.id',
      'e.display_name',
      'e.packing_margin_mm',
      'e.layer_mm',
      'e.layer_seconds',
      'e.seconds_per_cm3',
      'm.am_process_id',
      'm.build_x_mm',
      'm.build_y_mm',
      'm.build_z_mm',
      'ap.code',
    ])
    .where('e.facility_id', '=', facilityId);

type PrinterRow = Awaited<ReturnType<ReturnType<typeof printerQuery>['execute']>>[number];

const asPrinter = (row: PrinterRow): ProposalPrinter => ({
  id: row.id,
  name: row.display_name,
  processId: row.am_process_id,
  volume: [row.build_x_mm!, row.build_y_mm!, row.build_z_mm!],
  margin: row.packing_margin_mm,
  platform: PLATFORM_PROCESSES.includes(row.code),
});

/** The chosen printers of the facility, each with a build volume, or 400 naming the one that is not. */
export async function chosenPrinters(db: Db, facilityId: number, equipmentIds: readonly number[]): Promise<ProposalPrinter[]> {
  const rows = await printerQuery(db, facilityId).where('e.id', 'in', equipmentIds).execute();
  return equipmentIds.map((id, index) => {
    const row = rows.find((candidate) => candidate.id === id);
    if (!row) throw badRequest(`No machine ${id} in this facility`, `body.equipmentIds.${index}`);
    if (row.build_x_mm === null)
      throw badRequest(`${row.display_name} has no build volume: it is not a printer`, `body.equipmentIds.${index}`);
    return asPrinter(row);
  });
}

/** Every printer of the facility (a machine with a build volume), by name, with the figures its print hours come from. */
export async function timedPrinters(db: Db, facilityId: number): Promise<{ printer: ProposalPrinter; figures: PrintFigures }[]> {
  const rows = await printerQuery(db, facilityId).where('m.build_x_mm', 'is not', null).orderBy('e.display_name').execute();
  return rows.map((row) => ({ printer: asPrinter(row), figures: row }));
}
