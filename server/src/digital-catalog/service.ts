/**
 * The digital catalogue's changes: a facility keeps its items (DIGITAL_CATALOG_EDITOR), and a
 * customer orders one. A catalogue order skips quoting: it is made, submitted and awarded in one
 * transaction, the item's price for the quantity being the facility's bid the customer accepted
 * (the graphs' FIXED_PRICE arrows), and it waits for the facility's confirmation like any award.
 */
import type { RfqStatus } from 'shared/contracts';
import type { Static } from 'typebox';
import { ORDER_RULE_TEXTS, unitPriceFor, type OrderInput } from 'shared/orders';
import {
  awardAtFixedPrice,
  type CustomerScope,
  insertOrder,
  missingRefs,
  recordDraftMade,
  replaceParts,
  submit,
} from '../orders/index.js';
import { termsOf } from '../rfq-config/index.js';
import type { Db } from '../db/database.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { copyVerifiedFile } from '../files/index.js';
import { isPartFile } from '../parts/index.js';
import { publishableCustomers, reachable } from './queries.js';
import type { CatalogItemInput, CatalogOrderBody } from './schemas.js';

export interface FacilityScope {
  userId: number;
  facilityId: number;
}

const DAY = 86_400_000;
const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg'];

/** Tells the open catalogue pages of the facility and of the customers it (still or no longer) publishes to. */
async function announce(trx: Db, facilityId: number, customerIds: number[], itemId: number) {
  await trx
    .insertInto('event_outbox')
    .values({
      topic: 'catalog.changed',
      rfq_id: null,
      match_id: null,
      company_ids: [...new Set([facilityId, ...customerIds])],
      payload: { itemId },
    })
    .execute();
}

const audienceOf = async (trx: Db, itemId: number) =>
  (await trx.selectFrom('catalog_item_customers').select('company_id').where('catalog_item_id', '=', itemId).execute()).map(
    (row) => row.company_id,
  );

/** Every reference of the item must be the facility's own (its verified part file, its pictures, its customers). */
async function checkItem(trx: Db, facilityId: number, input: Static<typeof CatalogItemInput>): Promise<void> {
  const seen = new Set<number>();
  input.prices.forEach((price, index) => {
    if (seen.has(price.minQuantity)) throw badRequest('Give each quantity once', `body.prices.${index}.minQuantity`);
    seen.add(price.minQuantity);
  });
  const file = await trx
    .selectFrom('files as f')
    .select([
      'f.extension',
      (eb) =>
        eb
          .selectFrom('file_operations as o')
          .select('o.file_needs_repair')
          .whereRef('o.file_id', '=', 'f.id')
          .where('o.operation_type', '=', 'VERIFY')
          .where('o.status', '=', 'SUCCESS')
          .orderBy('o.id', 'desc')
          .limit(1)
          .as('needs_repair'),
    ])
    .where('f.id', '=', input.fileId)
    .where('f.company_id', '=', facilityId)
    .executeTakeFirst();
  if (!file || !isPartFile(file.extension)) throw badRequest(`Part file ${input.fileId} not found`, 'body.fileId');
  if (file.needs_repair !== false) {
    throw badRequest('Only a part file that passed verification can be sold from the catalogue', 'body.fileId');
  }
  if (input.imageFileIds.length) {
    const images = await trx
      .selectFrom('files')
      .select('id')
      .where('id', 'in', input.imageFileIds)
      .where('company_id', '=', facilityId)
      .where('extension', 'in', IMAGE_EXTENSIONS)
      .execute();
    const missing = input.imageFileIds.findIndex((id) => !images.some((image) => image.id === id));
    if (missing >= 0) throw badRequest(`Image ${input.imageFileIds[missing]} not found`, `body.imageFileIds.${missing}`);
  }
  const [process, material] = await Promise.all([
    trx.selectFrom('am_processes').select('id').where('id', '=', input.amProcessId).executeTakeFirst(),
    trx.selectFrom('materials').select('id').where('id', '=', input.materialId).executeTakeFirst(),
  ]);
  if (!process) throw badRequest(`Process ${input.amProcessId} not found`, 'body.amProcessId');
  if (!material) throw badRequest(`Material ${input.materialId} not found`, 'body.materialId');
  const customers = new Set((await publishableCustomers(trx, facilityId)).map((c) => c.id));
  const stranger = input.customerIds.findIndex((id) => !customers.has(id));
  if (stranger >= 0) {
    throw badRequest(`Company ${input.customerIds[stranger]} is not one of your customers`, `body.customerIds.${stranger}`);
  }
  if (input.published && input.customerIds.length === 0) {
    throw badRequest('Choose the customers to publish the item to', 'body.customerIds');
  }
}

async function writeDetails(trx: Db, id: number, input: Static<typeof CatalogItemInput>) {
  await trx.deleteFrom('catalog_item_prices').where('catalog_item_id', '=', id).execute();
  await trx.deleteFrom('catalog_item_images').where('catalog_item_id', '=', id).execute();
  await trx.deleteFrom('catalog_item_customers').where('catalog_item_id', '=', id).execute();
  await trx
    .insertInto('catalog_item_prices')
    .values(input.prices.map((p) => ({ catalog_item_id: id, min_quantity: p.minQuantity, unit_price_minor: p.unitPriceMinor })))
    .execute();
  if (input.imageFileIds.length) {
    await trx
      .insertInto('catalog_item_images')
      .values(input.imageFileIds.map((fileId, position) => ({ catalog_item_id: id, file_id: fileId, position })))
      .execute();
  }
  if (input.customerIds.length) {
    await trx
      .insertInto('catalog_item_customers')
      .values(input.customerIds.map((companyId) => ({ catalog_item_id: id, company_id: companyId })))
      .execute();
  }
}

const columns = (input: Static<typeof CatalogItemInput>) => ({
  name: input.name.trim(),
  part_number: input.partNumber.trim() || null,
  description: input.description.trim(),
  file_id: input.fileId,
  am_process_id: input.amProcessId,
  material_id: input.materialId,
  lead_time_days: input.leadTimeDays,
  currency: input.currency,
  published: input.published,
});

export async function createItem(db: Db, scope: FacilityScope, input: Static<typeof CatalogItemInput>): Promise<number> {
  if (!input.name.trim()) throw badRequest('Please name the item', 'body.name');
  return db.transaction().execute(async (trx) => {
    await checkItem(trx, scope.facilityId, input);
    const { id } = await trx
      .insertInto('catalog_items')
      .values({ ...columns(input), facility_id: scope.facilityId, created_by: scope.userId })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeDetails(trx, id, input);
    await announce(trx, scope.facilityId, input.customerIds, id);
    return id;
  });
}

/** Changes an item; one someone changed since the caller read it (`updatedAt`) is refused, never overwritten. */
export async function updateItem(
  db: Db,
  scope: FacilityScope,
  id: number,
  input: Static<typeof CatalogItemInput>,
): Promise<void> {
  if (!input.name.trim()) throw badRequest('Please name the item', 'body.name');
  await db.transaction().execute(async (trx) => {
    const item = await trx
      .selectFrom('catalog_items')
      .select('updated_at')
      .where('id', '=', id)
      .where('facility_id', '=', scope.facilityId)
      .forUpdate()
      .executeTakeFirst();
    if (!item) throw notFound(`Catalogue item ${id} not found`);
    if (input.updatedAt !== undefined && input.updatedAt !== item.updated_at.getTime()) {
      throw conflict('Someone else changed this item after you opened it; reload it to see their changes', {
        field: 'body.updatedAt',
      });
    }
    await checkItem(trx, scope.facilityId, input);
    const before = await audienceOf(trx, id);
    await trx
      .updateTable('catalog_items')
      .set({ ...columns(input), updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    await writeDetails(trx, id, input);
    await announce(trx, scope.facilityId, [...before, ...input.customerIds], id);
  });
}

/** Takes an item out of the catalogue; the orders made from it stay as they are. */
export async function deleteItem(db: Db, scope: FacilityScope, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await audienceOf(trx, id);
    const deleted = await trx
      .deleteFrom('catalog_items')
      .where('id', '=', id)
      .where('facility_id', '=', scope.facilityId)
      .executeTakeFirst();
    if (deleted.numDeletedRows === 0n) throw notFound(`Catalogue item ${id} not found`);
    await announce(trx, scope.facilityId, before, id);
  });
}

/**
 * The customer's own copy of the item's part file, to order: the one of its last order of this
 * item while the facility's file is unchanged, else a new revision of that part (or a new part).
 * The copy shares the stored bytes, the check and the picture of the facility's file.
 */
async function customerFileOf(
  trx: Db,
  scope: CustomerScope,
  item: { id: number; file_id: number },
  now: number,
): Promise<number> {
  const source = await trx.selectFrom('files').select('sha256').where('id', '=', item.file_id).executeTakeFirstOrThrow();
  const earlier = await trx
    .selectFrom('rfqs as r')
    .innerJoin('rfq_files as rf', 'rf.rfq_id', 'r.id')
    .innerJoin('files as f', 'f.id', 'rf.file_id')
    .select(['f.id', 'f.sha256', 'f.part_id'])
    .where('r.customer_id', '=', scope.companyId)
    .where('r.catalog_item_id', '=', item.id)
    .orderBy('r.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (earlier && earlier.sha256 === source.sha256) return earlier.id;
  const owner = { companyId: scope.companyId, userId: scope.userId, partId: earlier?.part_id ?? undefined };
  return copyVerifiedFile(trx, item.file_id, owner, now);
}

/**
 * Orders `quantity` of a catalogue item published to the customer's company: the order is
 * submitted, the item's facility awarded at the item's price for that quantity, and it waits for
 * the facility's confirmation (BID_ACCEPTED). The new order's id.
 */
export async function orderFromCatalog(
  db: Db,
  scope: CustomerScope,
  itemId: number,
  body: Static<typeof CatalogOrderBody>,
  now: number,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    // Read in step with a change of its prices: the order gets the prices of one moment.
    const item = await reachable(trx, { side: 'customer', companyId: scope.companyId })
      .select(['i.id', 'i.facility_id', 'i.name', 'i.part_number', 'i.file_id', 'i.am_process_id', 'i.material_id'])
      .select(['i.lead_time_days', 'i.currency'])
      .where('i.id', '=', itemId)
      .forShare()
      .executeTakeFirst();
    if (!item) throw notFound(`Catalogue item ${itemId} not found`);
    // Ordering is ordering: the facility's terms hold for its catalogue as for its store front.
    const terms = await termsOf(trx, item.facility_id);
    if (terms && body.termsVersion !== terms.version) {
      const rule = body.termsVersion === undefined ? 'orders.rule.termsRequired' : 'orders.rule.termsChanged';
      throw badRequest(ORDER_RULE_TEXTS[rule].en_US, 'body.termsVersion');
    }
    const prices = await trx
      .selectFrom('catalog_item_prices')
      .select(['min_quantity', 'unit_price_minor'])
      .where('catalog_item_id', '=', itemId)
      .orderBy('min_quantity')
      .execute();
    const unitPriceMinor = unitPriceFor(
      prices.map((p) => ({ minQuantity: p.min_quantity, unitPriceMinor: Number(p.unit_price_minor) })),
      body.quantity,
    );
    if (unitPriceMinor === null) {
      throw badRequest(`The least you can order of this item is ${prices[0]!.min_quantity}`, 'body.quantity');
    }
    const refs = await missingRefs(trx, scope.companyId, {
      fileIds: [],
      deliveryAddressId: body.deliveryAddressId,
      processIds: [],
      materialIds: [],
    });
    if (refs.deliveryAddress) throw badRequest('This delivery address is not one of your company’s', 'body.deliveryAddressId');

    const fileId = await customerFileOf(trx, scope, item, now);
    const deliveryDate = now + item.lead_time_days * DAY;
    const input: OrderInput = {
      kind: 'ORDER',
      displayTitle: body.title?.trim() || item.name,
      estimatedDeliveryDate: deliveryDate,
      quoteDueDate: null,
      deliveryMethod: 'SHIPPING',
      deliveryAddressId: body.deliveryAddressId,
      itar: false,
      ndaRequired: false,
      ndaFileId: null,
      distribution: 'APPROVED_VENDORS',
      thirdPartyOrderId: '',
      currency: item.currency,
      notes: body.notes?.trim() ?? '',
      termsVersion: terms?.version ?? null,
      parts: [
        {
          fileId,
          quantity: body.quantity,
          units: 'MM',
          amProcessId: item.am_process_id,
          materialId: item.material_id,
          partNumber: item.part_number ?? '',
          primaryUseCase: null,
          industryFocus: '',
          finish: '',
          notes: '',
        },
      ],
    };
    const orderId = await insertOrder(trx, scope, input, { catalogItemId: item.id });
    await replaceParts(trx, orderId, input);
    await recordDraftMade(trx, orderId, scope.userId);
    const order: { id: number; status: RfqStatus } = { id: orderId, status: 'DRAFT' };
    await submit(trx, order, { kind: 'CUSTOMER', userId: scope.userId }, now, { termsAccepted: Boolean(terms) });

    const part = await trx.selectFrom('rfq_files').select('id').where('rfq_id', '=', orderId).executeTakeFirstOrThrow();
    await awardAtFixedPrice(trx, order, item.facility_id, {
      currency: item.currency,
      leadTimeDays: item.lead_time_days,
      deliveryDate,
      now,
      lines: [{ kind: 'PART', rfqFileId: part.id, quantity: body.quantity, unitPriceMinor, description: item.name }],
    });
    return orderId;
  });
}
