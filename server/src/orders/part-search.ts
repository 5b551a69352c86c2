/**
 * The facility's orders as the job form's part selector reads them: each part file with what is
 * left to schedule, its materials and machines.
 */
import {
  AWARDED_RFQ_STATUSES,
  type LengthUnit,
  type OrderSearchBody,
  type Rfq,
  type RfqFile,
  type RfqStatus,
} from 'shared/contracts';
import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../db/database.js';
import { badRequest } from '../http/errors.js';
import { containsPattern, idInText } from '../http/schema-helpers.js';
import { scheduledQuantity } from '../job-bookings/index.js';
import { holds, partSizes } from '../job-bookings/index.js';

interface FileRow {
  id: number;
  rfq_id: number;
  file_id: number | null;
  units: LengthUnit;
  original_file_name: string;
  preview_url: string | null;
  quantity: number;
  itar: boolean;
  process: string | null;
  scheduled: number;
  materials: { id: number; name: string }[];
  machines: { id: number; modelName: string }[];
}

/** Part files with what is left to schedule, their materials and machines. */
async function loadRfqFiles(
  db: Db,
  where: { rfqIds?: number[]; fileIds?: number[]; matching?: RawBuilder<SqlBool> },
  { postProcessing = false }: { postProcessing?: boolean } = {},
): Promise<FileRow[]> {
  let query = db
    .selectFrom('rfq_files as f')
    .leftJoin('am_processes as p', 'p.id', 'f.am_process_id')
    .select([
      'f.id',
      'f.rfq_id',
      'f.file_id',
      'f.units',
      'f.original_file_name',
      'f.preview_url',
      'f.quantity',
      'f.itar',
      'p.code as process',
      scheduledQuantity(sql.ref('f.id'), { postProcessing }).as('scheduled'),
      sql<
        FileRow['materials']
      >`coalesce((select json_agg(json_build_object('id', x.id, 'name', x.name) order by x.name) from rfq_file_materials fm join materials x on x.id = fm.material_id where fm.rfq_file_id = f.id), '[]'::json)`.as(
        'materials',
      ),
      sql<
        FileRow['machines']
      >`coalesce((select json_agg(json_build_object('id', m.id, 'modelName', m.model_name) order by m.model_name) from rfq_file_machines fm join machines m on m.id = fm.machine_id where fm.rfq_file_id = f.id), '[]'::json)`.as(
        'machines',
      ),
    ])
    .orderBy('f.id');
  if (where.rfqIds) query = query.where('f.rfq_id', 'in', where.rfqIds.length ? where.rfqIds : [-1]);
  if (where.fileIds) query = query.where('f.id', 'in', where.fileIds.length ? where.fileIds : [-1]);
  if (where.matching) query = query.where(where.matching);
  return query.execute();
}

/**
 * The same DTO as toRfqFile, built by the database as JSON, for queries that return whole
 * documents: `f` is the rfq_files row, `p` its process (left joined), `sq.scheduled` its
 * scheduledQuantity (a lateral join), in the surrounding query.
 */
export const rfqFileJson = sql<RfqFile>`json_build_object('id', f.id, 'quantity', f.quantity, 'scheduled', sq.scheduled,
  'notScheduled', greatest(0, f.quantity - sq.scheduled),
  'materials', coalesce((select json_agg(json_build_object('id', x.id, 'name', x.name) order by x.name) from rfq_file_materials fm join materials x on x.id = fm.material_id where fm.rfq_file_id = f.id), '[]'::json),
  'machines', coalesce((select json_agg(json_build_object('id', m.id, 'modelName', m.model_name) order by m.model_name) from rfq_file_machines fm join machines m on m.id = fm.machine_id where fm.rfq_file_id = f.id), '[]'::json),
  'aMProcess', p.code, 'itar', f.itar, 'pngFileDTO', json_build_object('fileURL', f.preview_url),
  'originalFileDTO', json_build_object('fileName', f.original_file_name))`;

function toRfqFile(f: FileRow): RfqFile {
  return {
    id: f.id,
    quantity: f.quantity,
    scheduled: f.scheduled,
    notScheduled: Math.max(0, f.quantity - f.scheduled),
    materials: f.materials,
    machines: f.machines,
    aMProcess: f.process,
    itar: f.itar,
    pngFileDTO: { fileURL: f.preview_url },
    originalFileDTO: { fileName: f.original_file_name },
  };
}

const numbers = (values: (string | number)[], field: string) =>
  values.map((v) => {
    const n = typeof v === 'number' ? v : Number(v);
    if (!Number.isSafeInteger(n) || n < 1) throw badRequest(`${field} values must be positive whole numbers`, field);
    return n;
  });

/** The build volume of one of the facility's machines; 400 for any other. */
async function machineOf(db: Db, facilityId: number, equipmentId: number) {
  const machine = await db
    .selectFrom('equipment as e')
    .innerJoin('machines as m', 'm.id', 'e.machine_id')
    .select(['m.build_x_mm', 'm.build_y_mm', 'm.build_z_mm', 'e.packing_margin_mm'])
    .where('e.id', '=', equipmentId)
    .where('e.facility_id', '=', facilityId)
    .executeTakeFirst();
  if (!machine) throw badRequest(`No equipment ${equipmentId} in this facility`, 'querystring.equipmentId');
  return machine;
}

/**
 * The facility's orders for the part selector (POST /api/v3/orders/search). With
 * `schedulingCall` only parts with something left to schedule are listed, and orders without any
 * are left out; ITAR (export-controlled) parts are listed only to ITAR administrators. With the
 * job's machine (`equipmentId`), each part says its size and whether it fits that machine, so
 * the selector shows a part too large as such instead of offering it.
 */
export async function searchOrders(
  db: Db,
  facilityId: number,
  body: OrderSearchBody,
  paging: { page: number; size: number; schedulingCall: boolean; postProcessing: boolean; equipmentId?: number },
  itarVisible: boolean,
): Promise<{ rfqDTOs: Rfq[]; totalCount: number; customers: { id: number; name: string }[] }> {
  const { postProcessing } = paging;
  const machine = paging.equipmentId === undefined ? undefined : await machineOf(db, facilityId, paging.equipmentId);
  const conditions: Expression<SqlBool>[] = [];
  // Export-controlled files exist for the caller only with ITAR clearance.
  const visible = itarVisible ? sql`true` : sql`not f.itar`;
  const fileExists = (filter: Expression<unknown>) =>
    sql<SqlBool>`exists (select 1 from rfq_files f where f.rfq_id = r.id and ${visible} and ${filter})`;
  // The filters on parts (file, process, material, machine) hold for one and the same part, and
  // an order lists only its parts they hold for: the job form asks for what its machine can make.
  const onPart: RawBuilder<SqlBool>[] = [];
  const idList = (values: (string | number)[], field: string) => sql.join(numbers(values, field));

  const search = body.searchString?.trim();
  if (search) {
    const pattern = containsPattern(search);
    const asId = idInText(search);
    conditions.push(
      sql<SqlBool>`(r.display_title ilike ${pattern} or r.id = ${asId} or ${fileExists(sql`f.original_file_name ilike ${pattern}`)})`,
    );
  }
  body.searchFilters?.forEach((filter, index) => {
    const field = `body.searchFilters.${index}.values`;
    if (filter.values.length === 0) return;
    switch (filter.filterType) {
      case 'ORDER_STATUS': {
        const statuses = filter.values.flatMap((v) => (v === 'AWARDED' ? AWARDED_RFQ_STATUSES : [v as RfqStatus]));
        conditions.push(sql<SqlBool>`r.status in (${sql.join(statuses)})`);
        break;
      }
      case 'ORDER_ID':
        conditions.push(sql<SqlBool>`r.id in (${idList(filter.values, field)})`);
        break;
      case 'CAD_FILE_ID':
        onPart.push(sql`f.id in (${idList(filter.values, field)})`);
        break;
      case 'AM_PROCESS':
        onPart.push(sql`f.am_process_id in (${idList(filter.values, field)})`);
        break;
      case 'SPECIFIC_MATERIAL':
        onPart.push(
          sql`exists (select 1 from rfq_file_materials fm where fm.rfq_file_id = f.id and fm.material_id in (${idList(filter.values, field)}))`,
        );
        break;
      case 'CUSTOMER':
        conditions.push(sql<SqlBool>`r.customer_id in (${idList(filter.values, field)})`);
        break;
      case 'MACHINE':
        onPart.push(
          sql`exists (select 1 from rfq_file_machines fm where fm.rfq_file_id = f.id and fm.machine_id in (${idList(filter.values, field)}))`,
        );
        break;
    }
  });
  const partMatches = onPart.length ? sql<SqlBool>`(${sql.join(onPart, sql` and `)})` : undefined;
  if (paging.schedulingCall) {
    const left = sql<SqlBool>`f.quantity > ${scheduledQuantity(sql.ref('f.id'), { postProcessing })}`;
    conditions.push(fileExists(partMatches ? sql`${partMatches} and ${left}` : left));
  } else if (partMatches) {
    conditions.push(fileExists(partMatches));
  }

  const filtered = conditions.reduce(
    (query, condition) => query.where(condition),
    db.selectFrom('rfqs as r').where('r.awarded_facility_id', '=', facilityId),
  );
  const [count, rows, customers] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    filtered
      .innerJoin('companies as c', 'c.id', 'r.customer_id')
      .select(['r.id', 'r.display_title', 'r.status', 'r.estimated_delivery_date', 'c.company_name'])
      .orderBy('r.estimated_delivery_date', (ob) => ob.asc().nullsLast())
      .orderBy('r.id')
      .limit(paging.size)
      .offset(paging.page * paging.size)
      .execute(),
    db
      .selectFrom('companies as c')
      .select(['c.id', 'c.company_name as name'])
      .where((eb) =>
        eb.exists(
          eb.selectFrom('rfqs as r').whereRef('r.customer_id', '=', 'c.id').where('r.awarded_facility_id', '=', facilityId),
        ),
      )
      .orderBy('c.company_name')
      .execute(),
  ]);
  const files = await loadRfqFiles(db, { rfqIds: rows.map((r) => r.id), matching: partMatches }, { postProcessing });
  const sizes = machine
    ? await partSizes(
        db,
        files.map((f) => ({ key: f.id, fileId: f.file_id, units: f.units })),
      )
    : undefined;
  const fit = (f: FileRow) =>
    machine && sizes ? { sizeMm: sizes.get(f.id), fitsEquipment: holds(machine, sizes.get(f.id)) } : {};
  return {
    totalCount: Number(count.n),
    customers,
    rfqDTOs: rows.map((r) => ({
      id: r.id,
      displayTitle: r.display_title,
      status: r.status,
      estimatedDeliveryDate: r.estimated_delivery_date?.getTime() ?? null,
      customerName: r.company_name,
      rfqFileDTOs: files
        .filter((f) => f.rfq_id === r.id)
        .map((f) => ({ ...toRfqFile(f), ...fit(f) }))
        .filter((f) => (itarVisible || !f.itar) && (!paging.schedulingCall || f.notScheduled > 0)),
    })),
  };
}

/** What is left to schedule of each file (the file-job-status call); files outside the facility's orders are refused. */
export async function fileJobStatus(db: Db, facilityId: number, fileIds: number[]) {
  const rows = await db
    .selectFrom('rfq_files as f')
    .innerJoin('rfqs as r', 'r.id', 'f.rfq_id')
    .select(['f.id', 'f.quantity', scheduledQuantity(sql.ref('f.id')).as('scheduled')])
    .where('r.awarded_facility_id', '=', facilityId)
    .where('f.id', 'in', fileIds)
    .execute();
  const missing = fileIds.filter((id) => !rows.some((r) => r.id === id));
  if (missing.length) throw badRequest(`No part file ${missing.join(', ')} in this facility’s orders`, 'body');
  return fileIds.map((id) => {
    const row = rows.find((r) => r.id === id)!;
    return { id, notScheduled: Math.max(0, row.quantity - row.scheduled) };
  });
}
