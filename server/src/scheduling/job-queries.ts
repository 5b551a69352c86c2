import type { JobLite, SchedulerFilters } from 'shared/contracts';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db } from '../db/database.js';
import { turnBatchedPerDatabase } from '../db/turn-batch.js';
import { containsPattern, idInText } from '../http/schema-helpers.js';
import { rfqFileJson, scheduledQuantity } from '../orders/queries.js';

/** A condition on the job query's aliases: j (jobs), e (the job's machine), mach (its model). */
export type JobCondition = Expression<SqlBool>;

/**
 * Jobs with their machine and model for conditions to read. Left joins, though every job has
 * both (foreign keys, not null): the planner removes a left join to a unique key that nothing
 * reads, so a search without machine filters does not join 50,000 jobs to their machines, and
 * a condition on e or mach turns it into an inner join as before.
 */
function jobRows(db: Db) {
  return db
    .selectFrom('jobs as j')
    .leftJoin('equipment as e', 'e.id', 'j.equipment_id')
    .leftJoin('machines as mach', 'mach.id', 'e.machine_id');
}

/** Epoch milliseconds of a timestamptz, as JavaScript's Date#getTime gives them (whole ms, rounded down). */
const epochMs = (column: string) => sql.raw(`floor(extract(epoch from ${column}) * 1000)::int8`);

// Parts of a job document (spec 3) that are lists: built from the rows of these joins.
const secondaryMaterialsFrom = sql`job_secondary_materials s join materials x on x.id = s.material_id`;
const secondaryMaterialList = sql`json_agg(json_build_object('materialDTO', json_build_object('id', x.id, 'name', x.name),
  'materialQuantityUsed', s.material_quantity_used) order by s.position)`;
/**
 * A job's parts by order: one row per (job, order) when grouped by jf.job_id, r.id. (`offset 0`
 * keeps the planner from inlining sq.scheduled into each use, which would sum it twice.)
 */
const ordersFrom = sql`job_files jf join rfq_files f on f.id = jf.rfq_file_id join rfqs r on r.id = f.rfq_id
  left join am_processes p on p.id = f.am_process_id
  cross join lateral (select ${scheduledQuantity(sql.ref('f.id'))} as scheduled offset 0) sq`;
const orderDocument = sql`json_build_object('orderId', r.id, 'subOrderId', null,
  'rfqDTO', json_build_object('id', r.id, 'displayTitle', r.display_title, 'estimatedDeliveryDate', ${epochMs('r.estimated_delivery_date')}),
  'fileIds', json_agg(json_build_object('id', jf.id, 'fileName', f.original_file_name, 'quantity', jf.quantity,
    'completedQuantity', jf.completed_quantity, 'rfqCadFileId', f.id, 'itar', f.itar, 'rfqFileDTO', ${rfqFileJson}) order by jf.id))`;

/**
 * The columns of a job its document is built from: its stored fields, the keys of the parts
 * other tables hold, and its start (as the document's fromDate) to order the documents by.
 */
const documentColumns = [
  'j.id',
  'j.facility_id',
  'j.document_fields',
  'j.equipment_id',
  'j.material_id',
  'j.support_material_id',
  'j.simulation_software_id',
  epochMs('j.from_date').as('start'),
] as const;

/** JSON text of an object with an id and a name, as the document names a material or software. */
const idAndName = sql`json_ascii('{"id":' || id || ',"name":' || to_json(name) || '}')`;

/** The parts of job documents that other tables hold, as JSON text by the id they belong to. */
interface DocumentParts {
  machines: Map<number, string>;
  materials: Map<number, string>;
  software: Map<number, string>;
  /** By job id. */
  secondaryLists: Map<number, string>;
  /** By job id. */
  orderLists: Map<number, string>;
}
/** The kinds of rows of documentRows after the jobs' own (kind 0). */
const PART_KINDS = ['machines', 'materials', 'software', 'secondaryLists', 'orderLists'] as const;

/** A row of documentRows: a job (kind 0: its columns, its stored fields as text) or a part (kind ≥ 1: id and text). */
interface DocumentRow {
  kind: 0;
  id: number;
  text: string;
  facility_id: number;
  equipment_id: number;
  material_id: number | null;
  support_material_id: number | null;
  simulation_software_id: number | null;
  start: number;
}
type PartRow = { kind: 1 | 2 | 3 | 4 | 5; id: number; text: string };

/**
 * The rows of the jobs `page` selects (documentColumns) and the parts of their documents, in
 * one statement (one round trip, one snapshot): each machine's, material's and software's part
 * once however many jobs name it, and the lists of the jobs that have any. Every part is ASCII
 * (json_ascii, migration 2026-11-23-05), as the stored fields are. The rows come in no order.
 */
const documentRows = (page: Expression<unknown>) => sql<DocumentRow | PartRow>`
  with page as materialized (${page})
  select 0 as kind, id, document_fields as text, facility_id, equipment_id, material_id, support_material_id,
      simulation_software_id, start
    from page
  union all select 1, e.id, json_ascii('{"id":' || e.id || ',"displayName":' || to_json(e.display_name)
      || ',"spId":' || e.facility_id || ',"facilityName":' || to_json(c.company_name) || '}'), null, null, null, null, null, null
    from equipment e join companies c on c.id = e.facility_id where e.id in (select equipment_id from page)
  union all select 2, id, ${idAndName}, null, null, null, null, null, null from materials
    where id in (select material_id from page union select support_material_id from page)
  union all select 3, id, ${idAndName}, null, null, null, null, null, null from simulation_software
    where id in (select simulation_software_id from page)
  union all select 4, s.job_id, json_ascii(${secondaryMaterialList}::text), null, null, null, null, null, null
    from ${secondaryMaterialsFrom} where s.job_id in (select id from page) group by s.job_id
  union all select 5, job_id, json_ascii(json_agg(document order by first_entry)::text), null, null, null, null, null, null
    from (select jf.job_id, min(jf.id) as first_entry, ${orderDocument} as document from ${ordersFrom}
      where jf.job_id in (select id from page) group by jf.job_id, r.id) orders
    group by job_id`;

/** The part of this id, if any (a document writes a missing optional part as null). */
const partOf = (parts: Map<number, string>, id: number | null) => (id === null ? undefined : parts.get(id));

/** A job's document (spec 3) as JSON text: its stored fields with the parts other tables hold. */
function documentOf(job: DocumentRow, parts: DocumentParts): string {
  // Machines are never deleted (jobs keep their history), so every job's machine is found.
  const machine = parts.machines.get(job.equipment_id)!;
  const support = partOf(parts.materials, job.support_material_id);
  return (
    `{${job.text},"materialDTO":${partOf(parts.materials, job.material_id) ?? 'null'}` +
    `,"secondaryMaterials":${parts.secondaryLists.get(job.id) ?? '[]'}` +
    `,"supportMaterial":${support ? `{"materialDTO":${support},"jobMaterialType":"SUPPORT"}` : 'null'}` +
    `,"equipmentDTO":${machine},"jobOrderDTOs":${parts.orderLists.get(job.id) ?? '[]'}` +
    `,"simulationSoftwareDTO":${partOf(parts.software, job.simulation_software_id) ?? 'null'}}`
  );
}

/**
 * The documents of the jobs `page` selects, in start order (newest first with `newestFirst`).
 * A document is the job's stored fields (document_fields) with the parts other tables hold,
 * put together here: for a month of an enterprise a fraction of what building the whole text
 * in SQL cost (joins of every job, copies of the growing text, a sort of finished documents).
 */
async function documentsOf(
  db: Db,
  page: Expression<unknown>,
  newestFirst = false,
): Promise<{ id: number; facilityId: number; json: string }[]> {
  const { rows } = await documentRows(page).execute(db);
  const jobs: DocumentRow[] = [];
  const parts: DocumentParts = {
    machines: new Map(),
    materials: new Map(),
    software: new Map(),
    secondaryLists: new Map(),
    orderLists: new Map(),
  };
  for (const row of rows) {
    if (row.kind === 0) jobs.push(row);
    else parts[PART_KINDS[row.kind - 1]!].set(row.id, row.text);
  }
  const direction = newestFirst ? -1 : 1;
  jobs.sort((a, b) => direction * (a.start - b.start) || a.id - b.id);
  return jobs.map((job) => ({ id: job.id, facilityId: job.facility_id, json: documentOf(job, parts) }));
}

/** The documents of the live jobs with these ids, as JSON text by id with each job's facility. */
async function liveJobDocuments(db: Db, ids: number[]): Promise<Map<number, { facilityId: number; json: string }>> {
  const page = db
    .selectFrom('jobs as j')
    .select(documentColumns)
    .where(sql<SqlBool>`j.id = any(${ids}::bigint[])`)
    .where(live);
  return new Map((await documentsOf(db, page)).map((document) => [document.id, document]));
}

/**
 * A live job's document as JSON text, with the facility it belongs to; undefined for no live
 * job. The reads of one turn of the event loop share a statement.
 */
export const findLiveJob = turnBatchedPerDatabase(liveJobDocuments);

interface JobPage {
  limit?: number;
  offset?: number;
  newestFirst?: boolean;
}

/**
 * The jobs matching `conditions` as the JSON text of an array of their documents (spec 3), in
 * start order (newest first with `newestFirst`), and how many match (all of them, not only the
 * page's). Routes send the text as it is: it is already the response's JSON.
 */
export async function findJobs(
  db: Db,
  conditions: JobCondition[],
  page: JobPage = {},
): Promise<{ json: string; totalCount: number }> {
  const matching = conditions.reduce((query, condition) => query.where(condition), jobRows(db));
  const selected = matching.select(documentColumns);
  const [documents, count] = await Promise.all([
    documentsOf(
      db,
      page.limit === undefined
        ? selected
        : selected
            .orderBy('j.from_date', page.newestFirst ? 'desc' : 'asc')
            .orderBy('j.id')
            .limit(page.limit)
            .offset(page.offset ?? 0),
      page.newestFirst,
    ),
    page.limit === undefined ? undefined : matching.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    json: `[${documents.map((document) => document.json).join(',')}]`,
    totalCount: count ? Number(count.n) : documents.length,
  };
}

const ids = (values: number[]) => sql.join(values);

/** Conditions of the scheduler's filters (spec 2.5) on the job query: each selects machines. */
export function filterConditions(filters: SchedulerFilters = {}): JobCondition[] {
  const conditions: JobCondition[] = [];
  const add = (values: number[] | undefined, column: string) => {
    if (values?.length) conditions.push(sql<SqlBool>`${sql.ref(column)} in (${ids(values)})`);
  };
  add(filters.sp, 'e.facility_id');
  add(filters.equipments, 'e.id');
  add(filters.models, 'mach.id');
  add(filters.manufacturers, 'mach.manufacturer_id');
  add(filters.amProcesses, 'mach.am_process_id');
  // Materials select machines (the materials they run), as the timeline's rows do, so a
  // machine's downtime stays drawn on its row.
  if (filters.materials?.length) {
    conditions.push(
      sql<SqlBool>`exists (select 1 from equipment_materials em where em.equipment_id = e.id and em.material_id in (${ids(filters.materials)}))`,
    );
  }
  if (filters.materialTypes?.length) {
    conditions.push(
      sql<SqlBool>`exists (select 1 from machine_material_types mt where mt.machine_id = mach.id and mt.material_type_id in (${ids(filters.materialTypes)}))`,
    );
  }
  return conditions;
}

export const inFacilities = (facilityIds: number[]): JobCondition => sql<SqlBool>`j.facility_id in (${ids(facilityIds)})`;
/**
 * Jobs that overlap [from, to) (from ≤ to), the way bookings are compared. The period test, which
 * the first two conditions imply, lets jobs_facility_period_idx find them without reading the history.
 */
export const overlapping = (from: number, to: number): JobCondition =>
  sql<SqlBool>`j.from_date < ${new Date(to)} and j.to_date > ${new Date(from)}
    and tstzrange(j.from_date, j.to_date, '[)') && tstzrange(${new Date(from)}, ${new Date(to)}, '[]')`;
export const live: JobCondition = sql<SqlBool>`j.active`;

/** The filters of the jobs list (spec 7 getAllWithPagination). */
export function listFilters(filters: { jobType?: string; jobStatus?: string; equipmentId?: number }): JobCondition[] {
  return [
    ...(filters.jobType ? [sql<SqlBool>`j.job_type = ${filters.jobType}`] : []),
    ...(filters.jobStatus ? [sql<SqlBool>`j.job_status = ${filters.jobStatus}`] : []),
    ...(filters.equipmentId ? [sql<SqlBool>`j.equipment_id = ${filters.equipmentId}`] : []),
  ];
}

/** The lite search of the scheduler (spec 7 search/lite): at most 50 jobs, newest first. */
export async function liteSearch(
  db: Db,
  facilityIds: number[],
  by: { searchString?: string; jobId?: number; jobName?: string; rfqId?: number; rfqTitle?: string; partId?: number },
): Promise<JobLite[]> {
  const viaFile = (condition: Expression<unknown>) =>
    sql<SqlBool>`exists (select 1 from job_files jf join rfq_files f on f.id = jf.rfq_file_id join rfqs r on r.id = f.rfq_id where jf.job_id = j.id and ${condition})`;
  let condition: JobCondition;
  if (by.jobId !== undefined) condition = sql<SqlBool>`j.id = ${by.jobId}`;
  else if (by.jobName !== undefined) condition = sql<SqlBool>`j.job_name ilike ${containsPattern(by.jobName)}`;
  else if (by.rfqId !== undefined) condition = viaFile(sql`r.id = ${by.rfqId}`);
  else if (by.rfqTitle !== undefined) condition = viaFile(sql`r.display_title ilike ${containsPattern(by.rfqTitle)}`);
  else if (by.partId !== undefined) condition = viaFile(sql`f.id = ${by.partId}`);
  else {
    const text = by.searchString ?? '';
    const asId = idInText(text);
    condition = sql<SqlBool>`(j.id = ${asId} or j.job_name ilike ${containsPattern(text)} or ${viaFile(
      sql`(r.id = ${asId} or f.id = ${asId} or r.display_title ilike ${containsPattern(text)} or f.original_file_name ilike ${containsPattern(text)})`,
    )})`;
  }
  const rows = await db
    .selectFrom('jobs as j')
    .innerJoin('equipment as e', 'e.id', 'j.equipment_id')
    .where(inFacilities(facilityIds))
    .where(live)
    .where(condition)
    .select(['j.id', 'j.job_name', 'j.job_status', 'j.from_date', 'j.to_date', 'e.id as equipment_id', 'e.display_name'])
    .orderBy('j.from_date', 'desc')
    .limit(50)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    jobName: r.job_name,
    jobStatus: r.job_status,
    fromDate: r.from_date.getTime(),
    toDate: r.to_date.getTime(),
    equipmentId: r.equipment_id,
    equipmentName: r.display_name,
  }));
}
