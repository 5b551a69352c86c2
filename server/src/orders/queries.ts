import { MATCH_TRANSITIONS, type MatchStatus } from 'shared/contracts';
import type { OrderInput } from 'shared/orders';
import { sql } from 'kysely';
import { knownMaterials, knownProcesses } from '../catalog/index.js';
import type { Db, Trx } from '../db/database.js';
import { companyFiles, filesNamed } from '../files/index.js';
import { liveAddressOf } from '../geo/index.js';

/**
 * Whether a facility's match (`m`) may see its order's (`r`) part files: no NDA asked, or its
 * signed NDA approved. Before that a facility sees neither the files nor their names.
 */
export const filesVisible = (match: string, order: string) =>
  sql<boolean>`(not ${sql.ref(`${order}.nda_required`)} or exists (select 1 from order_events e where e.match_id = ${sql.ref(`${match}.id`)} and e.to_status = 'NDA_APPROVED'))`;

/**
 * Who reads an order: its customer company (everything), or a facility (the order, its own match
 * only). A facility's person without ITAR clearance does not see an export-controlled order at
 * all: its title, notes, parts, quantities, bids and messages describe a controlled article as
 * much as its files do, and the facility's lists leave it out already.
 */
export type OrderViewer = { companyId: number } | { facilityId: number; itarCleared: boolean };

/** Whether the facility viewer may see export-controlled orders (the customer's side always sees its own). */
export const seesItar = (viewer: OrderViewer) => !('facilityId' in viewer) || viewer.itarCleared;

/** An order of the customer company, or undefined (another company's answers the same: 404). */
export async function findCustomerOrder(db: Db, companyId: number, id: number, { forUpdate = false } = {}) {
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

/** A new draft order; one ordered from a facility's catalogue names the item. */
export async function insertOrder(
  db: Trx,
  scope: { userId: number; companyId: number },
  input: OrderInput,
  from: { catalogItemId?: number } = {},
): Promise<number> {
  const row = await db
    .insertInto('rfqs')
    .values({
      ...orderColumns(input),
      customer_id: scope.companyId,
      created_by: scope.userId,
      status: 'DRAFT',
      catalog_item_id: from.catalogItemId ?? null,
    })
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
      await filesNamed(
        db,
        input.parts.map((p) => p.fileId),
      )
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
export async function orderInputOf(db: Db, order: OrderRow): Promise<OrderInput> {
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
  db: Db,
  companyId: number,
  refs: { fileIds: number[]; deliveryAddressId: number | null; processIds: number[]; materialIds: number[] },
): Promise<{ fileId?: number; deliveryAddress?: true; processId?: number; materialId?: number }> {
  const ids = <T extends { id: number }>(rows: T[]) => new Set(rows.map((r) => r.id));
  const [files, addresses, processes, materials] = await Promise.all([
    companyFiles(db, companyId, refs.fileIds),
    liveAddressOf(db, companyId, refs.deliveryAddressId),
    knownProcesses(db, refs.processIds),
    knownMaterials(db, refs.materialIds),
  ]).then((all) => all.map(ids));
  return {
    fileId: refs.fileIds.find((id) => !files!.has(id)),
    deliveryAddress: refs.deliveryAddressId !== null && !addresses!.has(refs.deliveryAddressId) ? true : undefined,
    processId: refs.processIds.find((id) => !processes!.has(id)),
    materialId: refs.materialIds.find((id) => !materials!.has(id)),
  };
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

/** The file names of an order's parts, in their order. */
export async function partNames(db: Db, rfqId: number): Promise<string[]> {
  const rows = await db.selectFrom('rfq_files').select('original_file_name').where('rfq_id', '=', rfqId).orderBy('id').execute();
  return rows.map((row) => row.original_file_name);
}

/** The order an offer belongs to. */
export async function orderOfMatch(db: Db, matchId: number): Promise<number> {
  const match = await db.selectFrom('matches').select('rfq_id').where('id', '=', matchId).executeTakeFirstOrThrow();
  return match.rfq_id;
}
