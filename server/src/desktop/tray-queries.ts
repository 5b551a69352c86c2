/** What the desktop tool's tray reads: the parts it may take, a job's parts, and a machine's print figures. */
import { AWARDED_RFQ_STATUSES } from 'shared/contracts';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** A part with its stored file, as the tray takes it. */
export interface TrayPartRow {
  rfq_file_id: number;
  order_id: number;
  original_file_name: string;
  file_id: number | null;
  file_name: string | null;
  extension: string | null;
  /** The part, its order or its file is export controlled. */
  itar: boolean;
}

const trayParts = (db: Db) =>
  db
    .selectFrom('rfq_files as f')
    .innerJoin('rfqs as r', 'r.id', 'f.rfq_id')
    .leftJoin('files as file', 'file.id', 'f.file_id')
    .select([
      'f.id as rfq_file_id',
      'r.id as order_id',
      'f.original_file_name',
      'f.file_id',
      'file.file_name',
      'file.extension',
      sql<boolean>`(f.itar or r.itar or coalesce(file.itar, false))`.as('itar'),
    ]);

/**
 * Those of `ids` that are parts the facility makes: of orders awarded to it, from the award until
 * they leave production, as the part selector and the build planner offer them.
 */
export async function facilityParts(db: Db, facilityId: number, ids: number[]): Promise<TrayPartRow[]> {
  return trayParts(db)
    .where('f.id', 'in', ids)
    .where('r.awarded_facility_id', '=', facilityId)
    .where('r.status', 'in', AWARDED_RFQ_STATUSES)
    .execute();
}

/** One of the facility's live jobs, or undefined. */
export async function facilityJob(db: Db, facilityId: number, jobId: number) {
  return db
    .selectFrom('jobs')
    .select(['id', 'job_name', 'job_status', 'job_type', 'itar'])
    .where('id', '=', jobId)
    .where('facility_id', '=', facilityId)
    .where('active', '=', true)
    .executeTakeFirst();
}

/** A job's parts with its pieces of each, in the order they were put on it. */
export async function jobParts(db: Db, jobId: number): Promise<(TrayPartRow & { quantity: number })[]> {
  return trayParts(db)
    .innerJoin('job_files as jf', 'jf.rfq_file_id', 'f.id')
    .select('jf.quantity')
    .where('jf.job_id', '=', jobId)
    .orderBy('jf.id')
    .execute();
}

/** A machine of the facility with its print figures and the material loaded in it, or undefined. */
export async function machineFigures(db: Db, facilityId: number, equipmentId: number) {
  return db
    .selectFrom('equipment as e')
    .innerJoin('machines as m', 'm.id', 'e.machine_id')
    .leftJoin('materials as x', 'x.id', 'e.currently_used_material_id')
    .leftJoin('material_data_sheets as d', 'd.material_id', 'x.id')
    .select([
      'e.id',
      'e.display_name',
      'm.kind',
      'e.layer_mm',
      'e.layer_seconds',
      'e.seconds_per_cm3',
      'x.id as material_id',
      'x.name as material_name',
      'd.density_g_cm3',
    ])
    .where('e.id', '=', equipmentId)
    .where('e.facility_id', '=', facilityId)
    .executeTakeFirst();
}
