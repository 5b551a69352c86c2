/** The builds' SQL: a build's state as its job and the floor give it, the list, and one build with its parts. */
import type { BuildState } from 'shared/contracts';
import { sql } from 'kysely';
import type { Db, Trx } from '../db/database.js';
import { containsPattern } from '../http/schema-helpers.js';
import { scheduledQuantity } from '../job-bookings/index.js';
import { bookedHours, estimateOf, type PackingAnswer } from './estimate.js';
import { materialIfAny } from './material.js';

const HOUR = 3_600_000;

/**
 * The state, read from the build's job (`j`, joined on b.job_id) and the floor's two moves: the
 * job moves the build as it is saved, started, completed, failed or cancelled.
 */
const buildState = sql<BuildState>`case
  when j.id is null or not j.active or j.job_status = 'CANCELLED' then 'PLANNED'
  when j.job_status in ('QUEUED', 'WAITING') then case when b.on_machine_at is null then 'PREPARED' else 'ON_MACHINE' end
  when j.job_status = 'COMPLETED' then case when b.unpacked_at is null then 'BUILT' else 'UNPACKED' end
  when j.job_status = 'FAILED' then 'FAILED'
  else 'BUILDING' end`;

function builds(db: Db | Trx, facilityId: number) {
  return db
    .selectFrom('builds as b')
    .innerJoin('machines as m', 'm.id', 'b.machine_id')
    .leftJoin('equipment as e', 'e.id', 'b.equipment_id')
    .leftJoin('jobs as j', 'j.id', 'b.job_id')
    .where('b.facility_id', '=', facilityId);
}

export async function listBuilds(
  db: Db,
  facilityId: number,
  query: { search?: string; state?: BuildState; offset: number; limit: number },
) {
  // A group nesting's proposals are listed with it until they are accepted.
  let list = builds(db, facilityId).where('b.group_nesting_id', 'is', null);
  if (query.search?.trim()) {
    const pattern = containsPattern(query.search);
    list = list.where((eb) =>
      eb.or([eb('b.name', 'ilike', pattern), eb('m.model_name', 'ilike', pattern), eb('e.display_name', 'ilike', pattern)]),
    );
  }
  if (query.state) list = list.where(sql<boolean>`${buildState} = ${query.state}`);
  const [rows, total] = await Promise.all([
    list
      .select([
        'b.id',
        'b.name',
        'b.job_id',
        'b.updated_at',
        'm.id as machine_id',
        'm.model_name',
        'm.build_x_mm',
        'm.build_y_mm',
        'm.build_z_mm',
        'e.id as equipment_id',
        'e.display_name',
        buildState.as('state'),
        sql<number>`(select coalesce(sum(p.quantity), 0)::int from build_parts p where p.build_id = b.id)`.as('pieces'),
      ])
      .orderBy('b.updated_at', 'desc')
      .orderBy('b.id', 'desc')
      .offset(query.offset)
      .limit(query.limit)
      .execute(),
    list.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, totalCount: Number(total.n) };
}

/** One build of the facility with its machine, its job and the latest packing; undefined when there is none. */
export function findBuild(db: Db | Trx, facilityId: number, id: number) {
  return builds(db, facilityId)
    .leftJoin('file_operations as o', 'o.id', 'b.packing_operation_id')
    .select([
      'b.id',
      'b.name',
      'b.spacing_mm',
      'b.job_id',
      'b.group_nesting_id',
      'b.packing_operation_id',
      'b.updated_at',
      'm.id as machine_id',
      'm.model_name',
      'm.build_x_mm',
      'm.build_y_mm',
      'm.build_z_mm',
      'm.am_process_id',
      'e.id as equipment_id',
      'e.display_name',
      'e.packing_margin_mm',
      'e.layer_mm',
      'e.layer_seconds',
      'e.seconds_per_cm3',
      'j.job_name',
      'j.job_status',
      'o.status as packing_status',
      // A packing moved by hand since it was made is read as the planner left it.
      (eb) => eb.fn.coalesce('b.packing_override', 'o.response_data').as('packing_data'),
      'o.progress as packing_progress',
      buildState.as('state'),
    ])
    .where('b.id', '=', id)
    .executeTakeFirst();
}
export type BuildRecord = NonNullable<Awaited<ReturnType<typeof findBuild>>>;

/** A build's parts in the order the packer is given them, with their orders and what is left to schedule of each. */
export function buildParts(db: Db | Trx, buildId: number) {
  return db
    .selectFrom('build_parts as p')
    .innerJoin('rfq_files as f', 'f.id', 'p.rfq_file_id')
    .innerJoin('rfqs as r', 'r.id', 'f.rfq_id')
    .innerJoin('companies as c', 'c.id', 'r.customer_id')
    .leftJoin('files as file', 'file.id', 'f.file_id')
    .select([
      'p.rfq_file_id',
      'p.quantity',
      'p.rotation',
      'f.rfq_id',
      'f.file_id',
      'f.original_file_name',
      'f.itar',
      'f.units',
      'f.quantity as ordered',
      'file.company_id as file_company_id',
      'r.display_title',
      'c.company_name as customer_name',
      scheduledQuantity(sql.ref('f.id')).as('scheduled'),
    ])
    .where('p.build_id', '=', buildId)
    .orderBy('p.rfq_file_id')
    .execute();
}

/** A planned, packed build as a plan puts it on its machine. */
export interface BuildToSchedule {
  id: number;
  name: string;
  facilityId: number;
  equipmentId: number;
  updatedAt: Date;
  /** How long its job will hold the machine, as saving it as a job books it. */
  ms: number;
  materialId: number;
  /** The orders it makes parts of. */
  rfqIds: number[];
}

/**
 * The facility's builds waiting for a job: planned (no live job, no group nesting's proposal),
 * packed on a machine with at least one piece placed, and of one material. A build its page
 * cannot save as a job as it stands (parts of two materials, none loaded) is not among them.
 */
export async function buildsToSchedule(db: Db, facilityId: number): Promise<BuildToSchedule[]> {
  const rows = await builds(db, facilityId)
    .innerJoin('file_operations as o', 'o.id', 'b.packing_operation_id')
    .select(['b.id', 'b.name', 'b.facility_id', 'b.equipment_id', 'b.updated_at'])
    .select(['e.layer_mm', 'e.layer_seconds', 'e.seconds_per_cm3'])
    .select((eb) => eb.fn.coalesce('b.packing_override', 'o.response_data').as('packing_data'))
    .where(sql<boolean>`${buildState} = 'PLANNED'`)
    .where('b.group_nesting_id', 'is', null)
    .where('o.status', '=', 'SUCCESS')
    .orderBy('b.id')
    .execute();
  if (rows.length === 0) return [];
  const parts = await db
    .selectFrom('build_parts as p')
    .innerJoin('rfq_files as f', 'f.id', 'p.rfq_file_id')
    .select(['p.build_id', 'p.rfq_file_id', 'f.rfq_id'])
    .where(
      'p.build_id',
      'in',
      rows.map((row) => row.id),
    )
    .execute();
  const found: BuildToSchedule[] = [];
  for (const row of rows) {
    const answer = row.packing_data as unknown as PackingAnswer | null;
    const estimate = estimateOf(answer, row);
    if (row.equipment_id === null || !estimate || answer!.placements.length === 0) continue;
    const mine = parts.filter((part) => part.build_id === row.id);
    const materialId = await materialIfAny(
      db,
      row.equipment_id,
      mine.map((part) => part.rfq_file_id),
    );
    if (materialId === null) continue;
    found.push({
      id: row.id,
      name: row.name,
      facilityId: row.facility_id,
      equipmentId: row.equipment_id,
      updatedAt: row.updated_at,
      ms: Math.ceil(bookedHours(estimate.hours) * HOUR),
      materialId,
      rfqIds: [...new Set(mine.map((part) => part.rfq_id))],
    });
  }
  return found;
}
