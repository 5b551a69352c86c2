import type { JobLite, SchedulerFilters } from 'shared/contracts';
import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db, Trx } from '../db/database.js';
import { turnBatchedPerDatabase } from '../db/turn-batch.js';
import { containsPattern, idInText } from '../http/schema-helpers.js';
import { rfqFileJson } from '../orders/index.js';
import { scheduledQuantity } from '../job-bookings/index.js';

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

// Parts of a job document that are lists: built from the rows of these joins.
const secondaryMaterialsFrom = sql`job_secondary_materials s join materials x on x.id = s.material_id`;
const secondaryMaterialList = sql`json_agg(json_build_object('materialDTO', json_build_object('id', x.id, 'name', x.name),
  'materialQuantityUsed', s.material_quantity_used) order by s.position)`;
/**
 * A job's parts by order: one row per (job, order) when grouped by jf.job_id, r.id; what is
 * scheduled of a part counts the jobs of the same stage as this one (printing, or
 * post-processing). (`offset 0` keeps the planner from inlining sq.scheduled into each use,
 * which would sum it twice.)
 */
const sameStage = sql<boolean>`stage_job.job_type = 'POST_PROCESSING_ORDER'`;
const ordersFrom = sql`job_files jf join jobs stage_job on stage_job.id = jf.job_id
  join rfq_files f on f.id = jf.rfq_file_id join rfqs r on r.id = f.rfq_id
  left join am_processes p on p.id = f.am_process_id
  cross join lateral (select ${scheduledQuantity(sql.ref('f.id'), { postProcessing: sameStage })} as scheduled offset 0) sq`;
const orderDocument = sql`json_build_object('orderId', r.id, 'subOrderId', null,
  'rfqDTO', json_build_object('id', r.id, 'displayTitle', r.display_title, 'estimatedDeliveryDate', ${epochMs('r.estimated_delivery_date')}),
  'fileIds', json_agg(json_build_object('id', jf.id, 'fileName', f.original_file_name, 'quantity', jf.quantity,
    'completedQuantity', jf.completed_quantity, 'rfqCadFileId', f.id, 'itar', f.itar, 'rfqFileDTO', ${rfqFileJson}) order by jf.id))`;

/** The columns of a job its document is built from: its stored fields and the keys of its other parts. */
const documentColumns = [
  'j.id',
  'j.facility_id',
  'j.from_date',
  'j.document_fields',
  'j.equipment_id',
  'j.material_id',
  'j.support_material_id',
  'j.simulation_software_id',
  'j.priority_label_id',
  'j.pinned',
] as const;

/** JSON text of an object with an id and a name, as the document names a material or software. */
const idAndName = (table: string) =>
  sql.raw(`json_ascii('{"id":' || ${table}.id || ',"name":' || to_json(${table}.name) || '}')`);

/**
 * The documents of the jobs `page` selects (documentColumns) as JSON text, in one statement:
 * `result` is given each job's document and reads the rows as `j`. A document is the job's
 * stored fields (document_fields) and the parts other tables hold. The parts of its machine,
 * materials, software and priority label are put together once per combination of them on the page (a few
 * dozen for a month of an enterprise), as its tail; the lists, once per job that has any. So
 * each job costs a lookup and a few copies of its text: a month's 4,561 documents take 20–25
 * ms on PostgreSQL, and come to the server as one text, which the embedded engine hands
 * over far faster than rows. Every part is ASCII (json_ascii, migration 0010-ascii-job-documents), as the
 * stored fields are: see jsonBytes. Each part is a materialised CTE, computed once: the
 * planner's estimate of a page is a guess, and with a low one it would compute a job's lists
 * again for every job (seconds for a month).
 */
const documentsOfPage = (page: Expression<unknown>, result: (document: RawBuilder<string>) => RawBuilder<unknown>) => sql`
  with page as materialized (${page}),
  tails as materialized (
    select k.equipment_id, k.material_id, k.support_material_id, k.simulation_software_id, k.priority_label_id,
      ',"materialDTO":' || coalesce(${idAndName('m')}, 'null')
      || ',"supportMaterial":' || coalesce('{"materialDTO":' || ${idAndName('s')} || ',"jobMaterialType":"SUPPORT"}', 'null')
      || ',"equipmentDTO":' || json_ascii('{"id":' || e.id || ',"displayName":' || to_json(e.display_name)
        || ',"spId":' || e.facility_id || ',"facilityName":' || to_json(c.company_name) || '}')
      || ',"simulationSoftwareDTO":' || coalesce(${idAndName('w')}, 'null')
      || ',"priorityLabel":' || coalesce(json_ascii('{"id":' || l.id || ',"name":' || to_json(l.label) || ',"color":' || to_json(l.color) || '}'), 'null')
      || '}' as tail
    from (select distinct equipment_id, coalesce(material_id, 0) as material_id,
        coalesce(support_material_id, 0) as support_material_id, coalesce(simulation_software_id, 0) as simulation_software_id,
        coalesce(priority_label_id, 0) as priority_label_id
      from page) k
      join equipment e on e.id = k.equipment_id
      join companies c on c.id = e.facility_id
      left join materials m on m.id = k.material_id
      left join materials s on s.id = k.support_material_id
      left join simulation_software w on w.id = k.simulation_software_id
      left join priority_labels l on l.id = k.priority_label_id),
  tag_lists as materialized (select t.job_id, json_ascii(json_agg(json_build_object('id', g.id, 'name', g.name, 'color', g.color)
      order by lower(g.name), g.id)::text) as list
    from job_tags t join tags g on g.id = t.tag_id where t.job_id in (select id from page) group by t.job_id),
  secondary as materialized (select s.job_id, json_ascii(${secondaryMaterialList}::text) as list from ${secondaryMaterialsFrom}
    where s.job_id in (select id from page) group by s.job_id),
  orders as materialized (select jf.job_id, min(jf.id) as first_entry, ${orderDocument} as document
    from ${ordersFrom} where jf.job_id in (select id from page) group by jf.job_id, r.id),
  order_lists as materialized (select job_id, json_ascii(json_agg(document order by first_entry)::text) as list from orders group by job_id)
  select ${result(sql<string>`'{' || j.document_fields || ',"pinned":' || j.pinned::text
      || ',"secondaryMaterials":' || coalesce(secondary.list, '[]')
      || ',"jobOrderDTOs":' || coalesce(order_lists.list, '[]')
      || ',"tags":' || coalesce(tag_lists.list, '[]') || t.tail`)}
  from page j
    -- The tail's key, as tails writes it (0 for none): an equality the planner can hash.
    join tails t on t.equipment_id = j.equipment_id and t.material_id = coalesce(j.material_id, 0)
      and t.support_material_id = coalesce(j.support_material_id, 0)
      and t.simulation_software_id = coalesce(j.simulation_software_id, 0)
      and t.priority_label_id = coalesce(j.priority_label_id, 0)
    left join secondary on secondary.job_id = j.id
    left join tag_lists on tag_lists.job_id = j.id
    left join order_lists on order_lists.job_id = j.id`;

/** The documents of the live jobs with these ids, as JSON text by id with each job's facility. */
export async function liveJobDocuments(db: Db | Trx, ids: number[]): Promise<Map<number, { facilityId: number; json: string }>> {
  const page = db
    .selectFrom('jobs as j')
    .select(documentColumns)
    .where(sql<SqlBool>`j.id = any(${ids}::bigint[])`)
    .where(live);
  const { rows } = await documentsOfPage(page, (document) => sql`j.id, j.facility_id, ${document} as json`)
    .$castTo<{ id: number; facility_id: number; json: string }>()
    .execute(db);
  return new Map(rows.map((r) => [r.id, { facilityId: r.facility_id, json: r.json }]));
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
 * The jobs matching `conditions` as the JSON text of an array of their documents (the Job of the API), in
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
  const order = page.newestFirst ? sql`j.from_date desc, j.id` : sql`j.from_date, j.id`;
  const documents = documentsOfPage(
    page.limit === undefined
      ? selected
      : selected
          .orderBy('j.from_date', page.newestFirst ? 'desc' : 'asc')
          .orderBy('j.id')
          .limit(page.limit)
          .offset(page.offset ?? 0),
    (document) => sql`'[' || coalesce(string_agg(${document}, ',' order by ${order}), '') || ']' as json, count(*)::int as n`,
  ).$castTo<{ json: string; n: number }>();
  const [rows, count] = await Promise.all([
    documents.execute(db),
    page.limit === undefined ? undefined : matching.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const { json, n } = rows.rows[0]!;
  return { json, totalCount: count ? Number(count.n) : n };
}

const ids = (values: number[]) => sql.join(values);

/** Conditions of the scheduler's filters on the job query: each selects machines. */
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

/** The filters of the jobs list (getAllWithPagination). */
export function listFilters(filters: { jobType?: string; jobStatus?: string; equipmentId?: number }): JobCondition[] {
  return [
    ...(filters.jobType ? [sql<SqlBool>`j.job_type = ${filters.jobType}`] : []),
    ...(filters.jobStatus ? [sql<SqlBool>`j.job_status = ${filters.jobStatus}`] : []),
    ...(filters.equipmentId ? [sql<SqlBool>`j.equipment_id = ${filters.equipmentId}`] : []),
  ];
}

/** The lite search of the scheduler (search/lite): at most 50 jobs, newest first. */
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
