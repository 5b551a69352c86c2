import type { Job, JobLite, SchedulerFilters } from 'shared/contracts';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db } from '../db/database.js';
import { containsPattern, idInText } from '../http/schema-helpers.js';
import { loadRfqFiles, toRfqFile } from '../orders/queries.js';

/** A condition on the job query's aliases: j (jobs), e (equipment), mach (machines), mat (the job's material). */
export type JobCondition = Expression<SqlBool>;

interface JobRow {
  id: number;
  facility_id: number;
  job_name: string;
  job_type: Job['jobType'];
  job_source: Job['jobSource'];
  job_creation_type: Job['jobCreationType'];
  job_status: Job['jobStatus'];
  from_date: Date;
  to_date: Date;
  estimated_time: string;
  actual_time: string;
  material_unit: Job['materialUnit'];
  material_quantity_used: string;
  equipment_type: Job['equipmentType'];
  job_notes: string;
  build_plate_utilization: string | null;
  itar: boolean;
  active: boolean;
  updated_at: Date;
  equipment_id: number;
  equipment_name: string;
  facility_name: string;
  material: { id: number; name: string } | null;
  support: { id: number; name: string } | null;
  simulation: { id: number; name: string } | null;
  secondary: { id: number; name: string; quantity: number }[];
  files: { id: number; fileId: number; quantity: number; completed: number }[];
}

const named = (table: string, id: string) =>
  sql<{
    id: number;
    name: string;
  } | null>`(select json_build_object('id', x.id, 'name', x.name) from ${sql.table(table)} x where x.id = ${sql.ref(id)})`;

function jobRows(db: Db) {
  return db
    .selectFrom('jobs as j')
    .innerJoin('equipment as e', 'e.id', 'j.equipment_id')
    .innerJoin('machines as mach', 'mach.id', 'e.machine_id')
    .innerJoin('companies as c', 'c.id', 'e.facility_id')
    .leftJoin('materials as mat', 'mat.id', 'j.material_id');
}

/** Jobs matching `conditions`, as the DTOs of spec 3, in `order`. */
export async function findJobs(
  db: Db,
  conditions: JobCondition[],
  page: { limit?: number; offset?: number; newestFirst?: boolean } = {},
): Promise<{ jobs: Job[]; totalCount: number }> {
  const filtered = conditions.reduce((query, condition) => query.where(condition), jobRows(db));
  const rowsQuery = filtered
    .select([
      'j.id',
      'j.facility_id',
      'j.job_name',
      'j.job_type',
      'j.job_source',
      'j.job_creation_type',
      'j.job_status',
      'j.from_date',
      'j.to_date',
      'j.estimated_time',
      'j.actual_time',
      'j.material_unit',
      'j.material_quantity_used',
      'j.equipment_type',
      'j.job_notes',
      'j.build_plate_utilization',
      'j.itar',
      'j.active',
      'j.updated_at',
      'e.id as equipment_id',
      'e.display_name as equipment_name',
      'c.company_name as facility_name',
      sql<JobRow['material']>`case when mat.id is null then null else json_build_object('id', mat.id, 'name', mat.name) end`.as(
        'material',
      ),
      named('materials', 'j.support_material_id').as('support'),
      named('simulation_software', 'j.simulation_software_id').as('simulation'),
      sql<
        JobRow['secondary']
      >`coalesce((select json_agg(json_build_object('id', x.id, 'name', x.name, 'quantity', s.material_quantity_used) order by s.position) from job_secondary_materials s join materials x on x.id = s.material_id where s.job_id = j.id), '[]'::json)`.as(
        'secondary',
      ),
      sql<
        JobRow['files']
      >`coalesce((select json_agg(json_build_object('id', jf.id, 'fileId', jf.rfq_file_id, 'quantity', jf.quantity, 'completed', jf.completed_quantity) order by jf.id) from job_files jf where jf.job_id = j.id), '[]'::json)`.as(
        'files',
      ),
    ])
    .orderBy('j.from_date', page.newestFirst ? 'desc' : 'asc')
    .orderBy('j.id');
  const limited = page.limit === undefined ? rowsQuery : rowsQuery.limit(page.limit).offset(page.offset ?? 0);
  const [rows, count] = await Promise.all([
    limited.execute() as Promise<JobRow[]>,
    page.limit === undefined ? undefined : filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { jobs: await toJobs(db, rows), totalCount: count ? Number(count.n) : rows.length };
}

async function toJobs(db: Db, rows: JobRow[]): Promise<Job[]> {
  const fileIds = [...new Set(rows.flatMap((r) => r.files.map((f) => f.fileId)))];
  const files = fileIds.length ? await loadRfqFiles(db, { fileIds }) : [];
  const rfqIds = [...new Set(files.map((f) => f.rfq_id))];
  const rfqs = rfqIds.length
    ? await db.selectFrom('rfqs').select(['id', 'display_title', 'estimated_delivery_date']).where('id', 'in', rfqIds).execute()
    : [];
  const fileById = new Map(files.map((f) => [f.id, f]));
  const rfqById = new Map(rfqs.map((r) => [r.id, r]));

  return rows.map((r) => {
    const orders = new Map<number, Job['jobOrderDTOs'][number]>();
    for (const entry of r.files) {
      const file = fileById.get(entry.fileId)!;
      const rfq = rfqById.get(file.rfq_id)!;
      let order = orders.get(rfq.id);
      if (!order) {
        order = {
          orderId: rfq.id,
          subOrderId: null,
          rfqDTO: {
            id: rfq.id,
            displayTitle: rfq.display_title,
            estimatedDeliveryDate: rfq.estimated_delivery_date?.getTime() ?? null,
          },
          fileIds: [],
        };
        orders.set(rfq.id, order);
      }
      order.fileIds.push({
        id: entry.id,
        fileName: file.original_file_name,
        quantity: entry.quantity,
        completedQuantity: entry.completed,
        rfqCadFileId: file.id,
        itar: file.itar,
        rfqFileDTO: toRfqFile(file),
      });
    }
    return {
      id: r.id,
      jobName: r.job_name,
      jobType: r.job_type,
      jobSource: r.job_source,
      jobCreationType: r.job_creation_type,
      jobStatus: r.job_status,
      fromDate: r.from_date.getTime(),
      toDate: r.to_date.getTime(),
      estimatedTime: Number(r.estimated_time),
      actualTime: Number(r.actual_time),
      materialUnit: r.material_unit,
      materialQuantityUsed: Number(r.material_quantity_used),
      materialDTO: r.material,
      secondaryMaterials: r.secondary.map((s) => ({
        materialDTO: { id: s.id, name: s.name },
        materialQuantityUsed: Number(s.quantity),
      })),
      supportMaterial: r.support ? { materialDTO: r.support, jobMaterialType: 'SUPPORT' as const } : null,
      equipmentDTO: { id: r.equipment_id, displayName: r.equipment_name, spId: r.facility_id, facilityName: r.facility_name },
      equipmentType: r.equipment_type,
      jobOrderDTOs: [...orders.values()],
      jobNotes: r.job_notes,
      buildPlateUtilization: r.build_plate_utilization === null ? null : Number(r.build_plate_utilization),
      simulationSoftwareDTO: r.simulation,
      itar: r.itar,
      active: r.active,
      updatedAt: r.updated_at.getTime(),
    };
  });
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
/** Jobs that overlap [from, to), the way bookings are compared. */
export const overlapping = (from: number, to: number): JobCondition =>
  sql<SqlBool>`j.from_date < ${new Date(to)} and j.to_date > ${new Date(from)}`;
export const live: JobCondition = sql<SqlBool>`j.active`;
export const jobWithId = (id: number): JobCondition => sql<SqlBool>`j.id = ${id}`;

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
  const rows = await jobRows(db)
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
