import {
  AWARDED_MATCH,
  AWARDED_RFQ_STATUSES,
  type Chip,
  MATCH_TRANSITIONS,
  type MatchStatus,
  type OrderListSort,
  type OrderSearchBody,
  type Rfq,
  type RfqFile,
  type RfqStatus,
} from 'shared/contracts';
import type { OrderInput } from 'shared/orders';
import { type Expression, type RawBuilder, type SqlBool, sql, type Transaction } from 'kysely';
import { countListUpTo } from '../db/capped-count.js';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { badRequest } from '../http/errors.js';
import { containsPattern, idInText } from '../http/schema-helpers.js';
import { tagsOn, taggedWith } from '../tags/index.js';
import type { PartOrderFilter } from './schemas.js';

/**
 * Whether a facility's match (`m`) may see its order's (`r`) part files: no NDA asked, or its
 * signed NDA approved. Before that a facility sees neither the files nor their names.
 */
export const filesVisible = (match: string, order: string) =>
  sql<boolean>`(not ${sql.ref(`${order}.nda_required`)} or exists (select 1 from order_events e where e.match_id = ${sql.ref(`${match}.id`)} and e.to_status = 'NDA_APPROVED'))`;

/**
 * How many of a part file are on their way: the pieces on live jobs (not cancelled, not deleted)
 * of a stage — printing, or with `postProcessing` the post-processing jobs — less those scrapped
 * at inspection, which must be made again. What is ordered minus this is what is left to
 * schedule. `fileId` is the rfq file column of the surrounding query.
 */
export const scheduledQuantity = (
  fileId: Expression<number>,
  {
    exceptJobId,
    postProcessing = false,
  }: {
    exceptJobId?: number;
    /** Count post-processing jobs instead of printing ones: a flag, or an expression of the job the part is on. */
    postProcessing?: boolean | Expression<boolean>;
  } = {},
) =>
  sql<number>`((select coalesce(sum(jf.quantity), 0)::int from job_files jf join jobs j on j.id = jf.job_id
    where jf.rfq_file_id = ${fileId} and j.active and j.job_status <> 'CANCELLED'
    and (j.job_type = 'POST_PROCESSING_ORDER') = (${postProcessing})
    ${exceptJobId === undefined ? sql`` : sql`and j.id <> ${exceptJobId}`})
    - (select s.scrapped_quantity from rfq_files s where s.id = ${fileId}))`;

interface FileRow {
  id: number;
  rfq_id: number;
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

/**
 * The facility's orders for the part selector (POST /api/v3/orders/search). With
 * `schedulingCall` only parts with something left to schedule are listed, and orders without any
 * are left out; ITAR (export-controlled) parts are listed only to ITAR administrators.
 */
export async function searchOrders(
  db: Db,
  facilityId: number,
  body: OrderSearchBody,
  paging: { page: number; size: number; schedulingCall: boolean; postProcessing: boolean },
  itarVisible: boolean,
): Promise<{ rfqDTOs: Rfq[]; totalCount: number }> {
  const { postProcessing } = paging;
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
  const [count, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    filtered
      .innerJoin('companies as c', 'c.id', 'r.customer_id')
      .select(['r.id', 'r.display_title', 'r.status', 'r.estimated_delivery_date', 'c.company_name'])
      .orderBy('r.estimated_delivery_date', (ob) => ob.asc().nullsLast())
      .orderBy('r.id')
      .limit(paging.size)
      .offset(paging.page * paging.size)
      .execute(),
  ]);
  const files = await loadRfqFiles(db, { rfqIds: rows.map((r) => r.id), matching: partMatches }, { postProcessing });
  return {
    totalCount: Number(count.n),
    rfqDTOs: rows.map((r) => ({
      id: r.id,
      displayTitle: r.display_title,
      status: r.status,
      estimatedDeliveryDate: r.estimated_delivery_date?.getTime() ?? null,
      customerName: r.company_name,
      rfqFileDTOs: files
        .filter((f) => f.rfq_id === r.id)
        .map(toRfqFile)
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

type Trx = Db | Transaction<Database>;

/** An order of the customer company, or undefined (another company's answers the same: 404). */
export async function findCustomerOrder(db: Trx, companyId: number, id: number, { forUpdate = false } = {}) {
  let query = db.selectFrom('rfqs').selectAll().where('id', '=', id).where('customer_id', '=', companyId);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}
export type OrderRow = NonNullable<Awaited<ReturnType<typeof findCustomerOrder>>>;

const orderColumns = (input: OrderInput) => ({
  kind: input.kind,
  display_title: input.displayTitle.trim(),
  estimated_delivery_date: input.estimatedDeliveryDate === null ? null : new Date(input.estimatedDeliveryDate),
  quote_due_date: input.quoteDueDate === null ? null : new Date(input.quoteDueDate),
  delivery_method: input.deliveryMethod,
  delivery_address_id: input.deliveryAddressId,
  itar: input.itar,
  nda_required: input.ndaRequired,
  nda_file_id: input.ndaFileId,
  distribution: input.distribution,
  third_party_order_id: input.thirdPartyOrderId.trim() || null,
  currency: input.currency,
  notes: input.notes,
  terms_version: input.termsVersion ?? null,
});

export async function insertOrder(db: Trx, scope: { userId: number; companyId: number }, input: OrderInput): Promise<number> {
  const row = await db
    .insertInto('rfqs')
    .values({ ...orderColumns(input), customer_id: scope.companyId, created_by: scope.userId, status: 'DRAFT' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateOrderFields(db: Trx, id: number, input: OrderInput): Promise<void> {
  await db
    .updateTable('rfqs')
    .set({ ...orderColumns(input), updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** A draft's parts, as given: the old rows go (nothing refers to a draft's parts yet). */
export async function replaceParts(db: Trx, rfqId: number, input: OrderInput): Promise<void> {
  await db.deleteFrom('rfq_files').where('rfq_id', '=', rfqId).execute();
  if (input.parts.length === 0) return;
  const names = new Map(
    (
      await db
        .selectFrom('files')
        .select(['id', 'file_name', 'itar'])
        .where(
          'id',
          'in',
          input.parts.map((p) => p.fileId),
        )
        .execute()
    ).map((f) => [f.id, f]),
  );
  for (const part of input.parts) {
    const file = names.get(part.fileId)!;
    const { id } = await db
      .insertInto('rfq_files')
      .values({
        rfq_id: rfqId,
        file_id: part.fileId,
        original_file_name: file.file_name,
        preview_url: null,
        // A part is export controlled when its file is, or the whole order is.
        itar: file.itar || input.itar,
        // The rules have made sure of it before any save.
        quantity: part.quantity!,
        am_process_id: part.amProcessId,
        units: part.units,
        part_number: part.partNumber.trim() || null,
        primary_use_case: part.primaryUseCase,
        industry_focus: part.industryFocus.trim() || null,
        finish: part.finish.trim() || null,
        notes: part.notes,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (part.materialId !== null) {
      await db.insertInto('rfq_file_materials').values({ rfq_file_id: id, material_id: part.materialId }).execute();
    }
  }
}

/** The order as its input: the fields the rules check at submit. */
export async function orderInputOf(db: Trx, order: OrderRow): Promise<OrderInput> {
  const parts = await db
    .selectFrom('rfq_files as f')
    .select([
      'f.file_id',
      'f.quantity',
      'f.units',
      'f.am_process_id',
      'f.part_number',
      'f.primary_use_case',
      'f.industry_focus',
      'f.finish',
      'f.notes',
      (eb) =>
        eb
          .selectFrom('rfq_file_materials as fm')
          .select('fm.material_id')
          .whereRef('fm.rfq_file_id', '=', 'f.id')
          .limit(1)
          .as('material_id'),
    ])
    .where('f.rfq_id', '=', order.id)
    .orderBy('f.id')
    .execute();
  return {
    kind: order.kind,
    displayTitle: order.display_title,
    estimatedDeliveryDate: order.estimated_delivery_date?.getTime() ?? null,
    quoteDueDate: order.quote_due_date?.getTime() ?? null,
    deliveryMethod: order.delivery_method,
    deliveryAddressId: order.delivery_address_id,
    itar: order.itar,
    ndaRequired: order.nda_required,
    ndaFileId: order.nda_file_id,
    distribution: order.distribution,
    thirdPartyOrderId: order.third_party_order_id ?? '',
    currency: order.currency,
    notes: order.notes,
    termsVersion: order.terms_version,
    parts: parts.map((p) => ({
      fileId: p.file_id!,
      quantity: p.quantity,
      units: p.units,
      amProcessId: p.am_process_id,
      materialId: p.material_id,
      partNumber: p.part_number ?? '',
      primaryUseCase: p.primary_use_case as OrderInput['parts'][number]['primaryUseCase'],
      industryFocus: p.industry_focus ?? '',
      finish: p.finish ?? '',
      notes: p.notes,
    })),
  };
}

/** What an order names that is not the company's or not known: the first of each kind. */
export async function missingRefs(
  db: Trx,
  companyId: number,
  refs: { fileIds: number[]; deliveryAddressId: number | null; processIds: number[]; materialIds: number[] },
): Promise<{ fileId?: number; deliveryAddress?: true; processId?: number; materialId?: number }> {
  const ids = <T extends { id: number }>(rows: T[]) => new Set(rows.map((r) => r.id));
  const none = [-1];
  const [files, addresses, processes, materials] = await Promise.all([
    db
      .selectFrom('files')
      .select('id')
      .where('id', 'in', refs.fileIds.length ? refs.fileIds : none)
      .where('company_id', '=', companyId)
      .execute(),
    db
      .selectFrom('delivery_addresses')
      .select('id')
      .where('id', '=', refs.deliveryAddressId ?? -1)
      .where('company_id', '=', companyId)
      .where('removed_at', 'is', null)
      .execute(),
    db
      .selectFrom('am_processes')
      .select('id')
      .where('id', 'in', refs.processIds.length ? refs.processIds : none)
      .execute(),
    db
      .selectFrom('materials')
      .select('id')
      .where('id', 'in', refs.materialIds.length ? refs.materialIds : none)
      .execute(),
  ]).then((all) => all.map(ids));
  return {
    fileId: refs.fileIds.find((id) => !files!.has(id)),
    deliveryAddress: refs.deliveryAddressId !== null && !addresses!.has(refs.deliveryAddressId) ? true : undefined,
    processId: refs.processIds.find((id) => !processes!.has(id)),
    materialId: refs.materialIds.find((id) => !materials!.has(id)),
  };
}

/** Of `fileIds`, those without a VERIFY that found them sound (a closed, oriented part). */
export async function unverifiedFiles(db: Trx, fileIds: number[]): Promise<number[]> {
  if (fileIds.length === 0) return [];
  const sound = await db
    .selectFrom('file_operations')
    .select('file_id')
    .distinct()
    .where('file_id', 'in', fileIds)
    .where('operation_type', '=', 'VERIFY')
    .where('status', '=', 'SUCCESS')
    .where('file_needs_repair', '=', false)
    .execute();
  return fileIds.filter((id) => !sound.some((row) => row.file_id === id));
}

export interface MatchRef {
  id: number;
  rfqId: number;
  facilityId: number;
  status: MatchStatus;
}

/** A new match of the order for the facility, CREATED, with its event. */
export async function openMatch(db: Trx, rfqId: number, facilityId: number): Promise<MatchRef> {
  const { id } = await db
    .insertInto('matches')
    .values({ rfq_id: rfqId, facility_id: facilityId, status: 'CREATED' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('order_events')
    .values({ rfq_id: rfqId, match_id: id, from_status: null, to_status: 'CREATED', actor: 'SYSTEM' })
    .execute();
  return { id, rfqId, facilityId, status: 'CREATED' };
}

const matchRef = (db: Trx) => db.selectFrom('matches').select(['id', 'rfq_id as rfqId', 'facility_id as facilityId', 'status']);

/** The match states a withdrawal archives: those the graph archives. */
const ARCHIVABLE = MATCH_TRANSITIONS.filter((t) => t.to === 'ARCHIVED' && t.by === 'SYSTEM').map((t) => t.from);

/** The order's matches that may still change (a withdrawal archives them). */
export async function openMatchesOf(db: Trx, rfqId: number): Promise<MatchRef[]> {
  return matchRef(db).where('rfq_id', '=', rfqId).where('status', 'in', ARCHIVABLE).orderBy('id').forUpdate().execute();
}

/**
 * Who reads an order: its customer company (everything), or a facility (the order, its own match
 * only). A facility's person without ITAR clearance does not see an export-controlled order at
 * all: its title, notes, parts, quantities, bids and messages describe a controlled article as
 * much as its files do, and the facility's lists leave it out already.
 */
export type OrderViewer = { companyId: number } | { facilityId: number; itarCleared: boolean };

/** Whether the facility viewer may see export-controlled orders (the customer's side always sees its own). */
export const seesItar = (viewer: OrderViewer) => !('facilityId' in viewer) || viewer.itarCleared;

/** The order as `viewer` may read it, with its parts, matches, bids and history; undefined when it may not. */
/** The order's moves every facility it went to may read: its way to them, an award and a withdrawal. */
const SHARED_ORDER_STATES: RfqStatus[] = [
  'DRAFT',
  'SUBMITTED',
  'MATCHED',
  'UNMATCHED',
  'DISTRIBUTED',
  'BID_ACCEPTED',
  'WITHDRAWN',
];

export async function readOrder(db: Trx, id: number, viewer: OrderViewer) {
  const facilityId = 'facilityId' in viewer ? viewer.facilityId : null;
  let orderQuery = db
    .selectFrom('rfqs as r')
    .innerJoin('companies as c', 'c.id', 'r.customer_id')
    .leftJoin('users as u', 'u.id', 'r.created_by')
    .leftJoin('delivery_addresses as a', 'a.id', 'r.delivery_address_id')
    .leftJoin('files as nda', 'nda.id', 'r.nda_file_id')
    .selectAll('r')
    .select([
      'c.company_name as customer_name',
      sql<string | null>`nullif(trim(u.first_name || ' ' || u.last_name), '')`.as('creator_name'),
      'a.label as address_label',
      'a.recipient as address_recipient',
      'a.line1 as address_line1',
      'a.line2 as address_line2',
      'a.city as address_city',
      'a.postal_code as address_postal_code',
      'a.country_code as address_country_code',
      'nda.file_name as nda_file_name',
    ])
    .where('r.id', '=', id);
  orderQuery =
    facilityId === null
      ? orderQuery.where('r.customer_id', '=', (viewer as { companyId: number }).companyId)
      : orderQuery.where((eb) =>
          eb.exists(
            eb
              .selectFrom('matches as vm')
              .select('vm.id')
              .whereRef('vm.rfq_id', '=', 'r.id')
              .where('vm.facility_id', '=', facilityId),
          ),
        );
  if (!seesItar(viewer)) orderQuery = orderQuery.where('r.itar', '=', false);
  const order = await orderQuery.executeTakeFirst();
  if (!order) return undefined;

  let matchQuery = db
    .selectFrom('matches as m')
    .innerJoin('rfqs as r', 'r.id', 'm.rfq_id')
    .innerJoin('companies as fc', 'fc.id', 'm.facility_id')
    .leftJoin('files as sn', 'sn.id', 'm.nda_file_id')
    .leftJoin('users as au', 'au.id', 'm.assigned_user_id')
    .leftJoin('priority_labels as pl', 'pl.id', 'm.priority_label_id')
    .selectAll('m')
    .select([
      'fc.company_name as facility_name',
      'sn.file_name as nda_file_name',
      sql<string | null>`nullif(trim(au.first_name || ' ' || au.last_name), '')`.as('assignee_name'),
      filesVisible('m', 'r').as('files_visible'),
      'pl.label as priority_label',
      'pl.color as priority_color',
    ])
    .where('m.rfq_id', '=', id)
    .orderBy('m.id');
  if (facilityId !== null) matchQuery = matchQuery.where('m.facility_id', '=', facilityId);
  const matches = await matchQuery.execute();
  const matchIds = matches.map((m) => m.id);

  const [parts, bids, lines, bidFiles, events] = await Promise.all([
    db
      .selectFrom('rfq_files as f')
      .leftJoin('am_processes as p', 'p.id', 'f.am_process_id')
      .leftJoin('files as pf', 'pf.id', 'f.file_id')
      .select([
        'f.id',
        'f.file_id',
        'f.original_file_name',
        'f.quantity',
        'f.units',
        'f.part_number',
        'f.primary_use_case',
        'f.industry_focus',
        'f.finish',
        'f.notes',
        'f.itar',
        'p.id as process_id',
        'p.code as process_code',
        'p.display_name as process_name',
        'pf.itar as file_itar',
        sql<{ id: number; name: string } | null>`(select json_build_object('id', x.id, 'name', x.name) from rfq_file_materials fm
          join materials x on x.id = fm.material_id where fm.rfq_file_id = f.id order by x.name limit 1)`.as('material'),
        sql<
          number | null
        >`(select t.id from files t where t.original_file_id = f.file_id and t.extension = 'png' order by t.id desc limit 1)`.as(
          'thumbnail_id',
        ),
      ])
      .where('f.rfq_id', '=', id)
      .orderBy('f.id')
      .execute(),
    matchIds.length ? db.selectFrom('bids').selectAll().where('match_id', 'in', matchIds).execute() : [],
    matchIds.length
      ? db
          .selectFrom('bid_lines as l')
          .innerJoin('bids as b', 'b.id', 'l.bid_id')
          .selectAll('l')
          .where('b.match_id', 'in', matchIds)
          .orderBy('l.bid_id')
          .orderBy('l.position')
          .execute()
      : [],
    matchIds.length
      ? db
          .selectFrom('bid_files as bf')
          .innerJoin('bids as b', 'b.id', 'bf.bid_id')
          .innerJoin('files as af', 'af.id', 'bf.file_id')
          .select(['bf.bid_id', 'af.id', 'af.file_name', 'af.itar'])
          .where('b.match_id', 'in', matchIds)
          .orderBy('bf.bid_id')
          .orderBy('bf.position')
          .execute()
      : [],
    db
      .selectFrom('order_events as e')
      .leftJoin('users as eu', 'eu.id', 'e.actor_user_id')
      .leftJoin('matches as em', 'em.id', 'e.match_id')
      .leftJoin('companies as ec', 'ec.id', 'em.facility_id')
      .selectAll('e')
      .select([
        sql<string | null>`nullif(trim(eu.first_name || ' ' || eu.last_name), '')`.as('actor_name'),
        'ec.company_name as facility_name',
      ])
      .where('e.rfq_id', '=', id)
      // A facility reads its match's history and, of the order's, what its own people did, and
      // what the customer and the platform did while the order looked for a maker; the order's
      // whole history once it is the maker. Never a competitor's steps, people or notes.
      .$if(facilityId !== null, (q) =>
        q.where((eb) =>
          eb.or([
            eb('e.match_id', 'in', matchIds.length ? matchIds : [-1]),
            eb.and([
              eb('e.match_id', 'is', null),
              order.awarded_facility_id === facilityId
                ? eb.lit(true)
                : eb.or([
                    eb('eu.service_provider_id', '=', facilityId),
                    eb.and([eb('e.actor', '<>', 'FACILITY'), eb('e.to_status', 'in', SHARED_ORDER_STATES)]),
                  ]),
            ]),
          ]),
        ),
      )
      .orderBy('e.id')
      .execute(),
  ]);
  // A facility's tags are its own: only it reads them.
  const matchTags = facilityId === null ? new Map<number, Chip[]>() : await tagsOn(db, facilityId, 'ORDER', matchIds);
  return { order, matches, parts, bids, lines, bidFiles, events, matchTags };
}
export type OrderRead = NonNullable<Awaited<ReturnType<typeof readOrder>>>;

/** The match states of each stage of a facility's part orders (its list's tabs). */
const PART_ORDER_STAGES = {
  NEW: ['NDA_UPLOAD_PENDING', 'NDA_VERIFICATION_PENDING', 'NDA_REJECTED', 'BID_WAITING'],
  QUOTING: ['BID_SUBMITTED', 'BID_LOST'],
  AWARDED: AWARDED_MATCH,
  /** Over for the facility: done, or archived (by the facility, or with a withdrawn order). */
  ARCHIVE: ['COMPLETED', 'INTERNAL_COMPLETED', 'ARCHIVED'],
} as const satisfies Record<string, readonly MatchStatus[]>;
export type PartOrderStage = keyof typeof PART_ORDER_STAGES | 'ALL';

/**
 * Search text against an order's id, title, third-party id and part file names. Each is its own
 * arm of a union, so that each reads its own index (the id's primary key, the trigram indexes)
 * instead of one OR that makes the planner read every order. A facility's search finds file
 * names only of the orders whose files it may see.
 */
const orderSearch = (text: string | undefined, facilityId?: number) => {
  const search = text?.trim();
  if (!search) return undefined;
  const pattern = containsPattern(search);
  const fileNames =
    facilityId === undefined
      ? sql`select rfq_id from rfq_files where original_file_name ilike ${pattern}`
      : sql`select pf.rfq_id from rfq_files pf join rfqs fr on fr.id = pf.rfq_id
          join matches fm on fm.rfq_id = pf.rfq_id and fm.facility_id = ${facilityId}
          where pf.original_file_name ilike ${pattern} and ${filesVisible('fm', 'fr')}`;
  return sql<SqlBool>`r.id in (
    select ${idInText(search)}::bigint
    union select id from rfqs where display_title ilike ${pattern}
    union select id from rfqs where third_party_order_id ilike ${pattern}
    union ${fileNames})`;
};

/** Totals of an order's parts: how many parts, how many pieces. */
const partTotals = [
  sql<number>`(select count(*)::int from rfq_files pf where pf.rfq_id = r.id)`.as('part_count'),
  sql<number>`(select coalesce(sum(pf.quantity), 0)::int from rfq_files pf where pf.rfq_id = r.id)`.as('quantity'),
];

/** The distinct values of an expression over the order's parts (`pf`), sorted. */
const overParts = (expression: string, joins = '') =>
  sql<string[]>`array(select distinct ${sql.raw(expression)} from rfq_files pf ${sql.raw(joins)}
    where pf.rfq_id = r.id and ${sql.raw(expression)} is not null and ${sql.raw(expression)} <> '' order by 1)`;

/**
 * What every column of the order dashboards shows (each user turns columns on and off), for the
 * rows of one page: who created the order and how to reach the customer, its parts' files,
 * numbers, processes, materials, machines and uses, the facility that won it, its best quote.
 * The customer's list counts every bid; a facility's (its match `m`) shows its own bid only and
 * the winner only when it won, never a competitor's, and its parts' file names and numbers only once it may see the files.
 */
const dashboardColumns = (reader: 'customer' | 'facility') => {
  const hidden = (column: ReturnType<typeof overParts>) =>
    reader === 'customer' ? column : sql<string[]>`case when ${filesVisible('m', 'r')} then ${column} else '{}' end`;
  const bids =
    reader === 'customer'
      ? sql`matches m2 join bids b on b.match_id = m2.id where m2.rfq_id = r.id`
      : sql`bids b where b.match_id = m.id`;
  return [
    sql<
      string | null
    >`(select nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') from users u where u.id = r.created_by)`.as(
      'creator_name',
    ),
    sql<string | null>`(select u.email from users u where u.id = r.created_by)`.as('creator_email'),
    sql<string | null>`(select c.phone from companies c where c.id = r.customer_id)`.as('customer_phone'),
    // A facility reads the winner's name only when it won: who beat it is a competitor's news.
    reader === 'customer'
      ? sql<string | null>`(select f.company_name from companies f where f.id = r.awarded_facility_id)`.as('facility_name')
      : sql<
          string | null
        >`(select f.company_name from companies f where f.id = r.awarded_facility_id and f.id = m.facility_id)`.as(
          'facility_name',
        ),
    hidden(overParts('pf.original_file_name')).as('file_names'),
    hidden(overParts('pf.part_number')).as('part_numbers'),
    overParts('pp.display_name', 'left join am_processes pp on pp.id = pf.am_process_id').as('processes'),
    overParts('mt.name', 'join rfq_file_materials fm on fm.rfq_file_id = pf.id join materials mt on mt.id = fm.material_id').as(
      'materials',
    ),
    overParts(
      'mc.model_name',
      'join rfq_file_machines fc on fc.rfq_file_id = pf.id join machines mc on mc.id = fc.machine_id',
    ).as('machines'),
    overParts('pf.primary_use_case').as('primary_use_cases'),
    overParts('pf.industry_focus').as('industry_focus'),
    'r.itar',
    'r.nda_required',
    'r.delivery_method',
    'r.third_party_order_id',
    'r.currency',
    sql<number>`(select count(*)::int from ${bids})`.as('bid_count'),
    sql<string | null>`(select min(b.total_minor)::text from ${bids})`.as('best_quote_minor'),
  ] as const;
};

/**
 * What an order list sorts by: the column asked for, then the id the same way round, so that one
 * way is exactly the other reversed and an index (customer, column, id) serves both: the
 * customer's history reads a page of it instead of sorting every order. Empty dates come last
 * when ascending and first when descending, as the index keeps them.
 */
const SORT_COLUMNS: Record<OrderListSort, string> = {
  id: 'r.id',
  title: 'r.display_title',
  status: 'r.status',
  quantity: 'quantity',
  targetDate: 'r.estimated_delivery_date',
  createdOn: 'r.created_at',
  quoteDueDate: 'r.quote_due_date',
};
const orderSort = (sort: OrderListSort = 'id', direction: 'asc' | 'desc' = 'desc') => {
  const way = sql.raw(direction);
  const first = sql`${sql.ref(SORT_COLUMNS[sort])} ${way}`;
  return sort === 'id' ? first : sql`${first}, r.id ${way}`;
};

/** A customer company's orders, newest first unless sorted otherwise (the order history). */
export async function listCustomerOrders(
  db: Db,
  companyId: number,
  filter: {
    search?: string;
    statuses?: RfqStatus[];
    offset: number;
    limit: number;
    sort?: OrderListSort;
    direction?: 'asc' | 'desc';
  },
) {
  let query = db.selectFrom('rfqs as r').where('r.customer_id', '=', companyId);
  const search = orderSearch(filter.search);
  if (search) query = query.where(search);
  // The active lists leave archived orders out; the archive names ARCHIVED.
  query = filter.statuses?.length ? query.where('r.status', 'in', filter.statuses) : query.where('r.status', '<>', 'ARCHIVED');
  const [rows, total] = await Promise.all([
    query
      .innerJoin('companies as c', 'c.id', 'r.customer_id')
      .select([
        'r.id',
        'r.display_title',
        'r.status',
        'r.created_at',
        'r.quote_due_date',
        'r.estimated_delivery_date',
        'c.company_name as customer_name',
        ...partTotals,
        ...dashboardColumns('customer'),
      ])
      .orderBy(orderSort(filter.sort, filter.direction))
      .offset(filter.offset)
      .limit(filter.limit)
      .execute(),
    countListUpTo(db, query, filter),
  ]);
  return { rows, ...total };
}

/** The conditions of a part-order filter: each one given narrows the list. */
function partOrderConditions(facilityId: number, filter: PartOrderFilter): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  const partWith = (condition: Expression<unknown>) =>
    sql<SqlBool>`exists (select 1 from rfq_files pf where pf.rfq_id = r.id and ${condition})`;
  if (filter.id?.length) conditions.push(sql<SqlBool>`r.id in (${sql.join(filter.id)})`);
  if (filter.status?.length) conditions.push(sql<SqlBool>`r.status in (${sql.join(filter.status)})`);
  if (filter.customerId?.length) conditions.push(sql<SqlBool>`r.customer_id in (${sql.join(filter.customerId)})`);
  if (filter.processId?.length) conditions.push(partWith(sql`pf.am_process_id in (${sql.join(filter.processId)})`));
  if (filter.materialId?.length)
    conditions.push(
      partWith(
        sql`exists (select 1 from rfq_file_materials fm where fm.rfq_file_id = pf.id and fm.material_id in (${sql.join(filter.materialId)}))`,
      ),
    );
  if (filter.assignedUserId?.length) {
    const people = filter.assignedUserId.filter((id) => id > 0);
    const nobody = filter.assignedUserId.includes(0);
    conditions.push(
      sql<SqlBool>`(${people.length ? sql`m.assigned_user_id in (${sql.join(people)})` : sql`false`} or ${nobody ? sql`m.assigned_user_id is null` : sql`false`})`,
    );
  }
  if (filter.tagId?.length) conditions.push(taggedWith('ORDER', facilityId, 'm.id', filter.tagId));
  if (filter.priorityLabelId?.length) conditions.push(sql<SqlBool>`m.priority_label_id in (${sql.join(filter.priorityLabelId)})`);
  if (filter.thirdPartyOrderId?.trim())
    conditions.push(sql<SqlBool>`r.third_party_order_id ilike ${containsPattern(filter.thirdPartyOrderId)}`);
  const range = (column: string, from: number | undefined, to: number | undefined) => {
    if (from !== undefined) conditions.push(sql<SqlBool>`${sql.ref(column)} >= ${new Date(from)}`);
    if (to !== undefined) conditions.push(sql<SqlBool>`${sql.ref(column)} < ${new Date(to)}`);
  };
  range('r.quote_due_date', filter.quoteDueFrom, filter.quoteDueTo);
  range('r.estimated_delivery_date', filter.deliveryFrom, filter.deliveryTo);
  range('r.created_at', filter.createdFrom, filter.createdTo);
  return conditions;
}

/** The orders that went to a facility, by the stage of its match, newest first (its part orders). */
export async function listPartOrders(
  db: Db,
  facilityId: number,
  filter: PartOrderFilter & {
    stage: PartOrderStage;
    search?: string;
    offset: number;
    limit: number;
    sort?: OrderListSort;
    direction?: 'asc' | 'desc';
  },
) {
  // The customer's name is read for the page's rows only: the count needs no company, and stops
  // at its cap (a facility's first page counted all of its 50,000 part orders).
  let query = db.selectFrom('matches as m').innerJoin('rfqs as r', 'r.id', 'm.rfq_id').where('m.facility_id', '=', facilityId);
  query =
    filter.stage === 'ALL'
      ? query.where('m.status', '<>', 'ARCHIVED') // the archive's stage names them
      : query.where('m.status', 'in', [...PART_ORDER_STAGES[filter.stage]]);
  const search = orderSearch(filter.search, facilityId);
  if (search) query = query.where(search);
  for (const condition of partOrderConditions(facilityId, filter)) query = query.where(condition);
  const [rows, total] = await Promise.all([
    query
      .innerJoin('companies as c', 'c.id', 'r.customer_id')
      .leftJoin('users as au', 'au.id', 'm.assigned_user_id')
      .leftJoin('priority_labels as pl', 'pl.id', 'm.priority_label_id')
      .select([
        'r.id',
        'm.id as match_id',
        'm.priority_label_id',
        'pl.label as priority_label',
        'pl.color as priority_color',
        'm.status as match_status',
        'r.status',
        'r.display_title',
        'c.company_name as customer_name',
        'r.quote_due_date',
        'r.estimated_delivery_date',
        'r.created_at',
        sql<string | null>`nullif(trim(au.first_name || ' ' || au.last_name), '')`.as('assignee_name'),
        ...partTotals,
        ...dashboardColumns('facility'),
      ])
      .orderBy(orderSort(filter.sort, filter.direction))
      .offset(filter.offset)
      .limit(filter.limit)
      .execute(),
    countListUpTo(db, query, filter),
  ]);
  const tags = await tagsOn(
    db,
    facilityId,
    'ORDER',
    rows.map((row) => row.match_id),
  );
  return { rows, tags, ...total };
}

/** The customer companies whose orders went to a facility, by name (the customer filter's choices). */
export async function facilityCustomers(db: Db, facilityId: number): Promise<{ id: number; name: string }[]> {
  return db
    .selectFrom('companies as c')
    .select(['c.id', 'c.company_name as name'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('matches as m')
          .innerJoin('rfqs as r', 'r.id', 'm.rfq_id')
          .select('m.id')
          .whereRef('r.customer_id', '=', 'c.id')
          .where('m.facility_id', '=', facilityId),
      ),
    )
    .orderBy('c.company_name')
    .execute();
}

/** The verified people of a facility, by name: who an order may be assigned to. */
export async function facilityPeople(db: Db, facilityId: number): Promise<{ id: number; name: string }[]> {
  return db
    .selectFrom('users')
    .select(['id', sql<string>`trim(concat_ws(' ', first_name, last_name))`.as('name')])
    .where('service_provider_id', '=', facilityId)
    .where('email_verified', '=', true)
    .orderBy('first_name')
    .orderBy('last_name')
    .orderBy('id')
    .execute();
}

/** The file names of an order's parts, in their order. */
export async function partNames(db: Trx, rfqId: number): Promise<string[]> {
  const rows = await db.selectFrom('rfq_files').select('original_file_name').where('rfq_id', '=', rfqId).orderBy('id').execute();
  return rows.map((row) => row.original_file_name);
}

/** The order an offer belongs to. */
export async function orderOfMatch(db: Db, matchId: number): Promise<number> {
  const match = await db.selectFrom('matches').select('rfq_id').where('id', '=', matchId).executeTakeFirstOrThrow();
  return match.rfq_id;
}
