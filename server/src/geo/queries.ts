import type { DeliveryAddressInput } from 'shared/orders';
import type { Static } from 'typebox';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import type { DeliveryAddressSchema } from './schemas.js';

/** A company's delivery addresses, the default first, then by label. */
export async function deliveryAddressesOf(db: Db, companyId: number): Promise<Static<typeof DeliveryAddressSchema>[]> {
  const rows = await db
    .selectFrom('delivery_addresses')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('removed_at', 'is', null)
    .orderBy('is_default', 'desc')
    .orderBy('label')
    .execute();
  return rows.map(toDeliveryAddress);
}

const columnsOf = (input: DeliveryAddressInput) => {
  const blank = (value: string) => value.trim() || null;
  return {
    label: input.label.trim(),
    recipient: input.recipient.trim(),
    line1: input.line1.trim(),
    line2: blank(input.line2),
    city: input.city.trim(),
    region: blank(input.region),
    postal_code: blank(input.postalCode),
    country_code: input.countryCode,
    phone: blank(input.phone),
    is_default: input.isDefault,
  };
};

/** Adds a delivery address to a company; a new default replaces the old one. */
export async function insertDeliveryAddress(db: Db, companyId: number, input: DeliveryAddressInput) {
  return db.transaction().execute(async (trx) => {
    if (input.isDefault) await clearDefault(trx, companyId);
    const row = await trx
      .insertInto('delivery_addresses')
      .values({ company_id: companyId, ...columnsOf(input) })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toDeliveryAddress(row);
  });
}

/** Rewrites one of a company's addresses; undefined when it has no such address (or removed it). */
export async function updateDeliveryAddress(db: Db, companyId: number, id: number, input: DeliveryAddressInput) {
  return db.transaction().execute(async (trx) => {
    if (input.isDefault) await clearDefault(trx, companyId);
    const row = await trx
      .updateTable('delivery_addresses')
      .set(columnsOf(input))
      .where('id', '=', id)
      .where('company_id', '=', companyId)
      .where('removed_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
    return row && toDeliveryAddress(row);
  });
}

/**
 * Removes one of a company's addresses from its lists and from new orders; the orders already
 * sent there keep reading it. False when the company has no such address.
 */
export async function removeDeliveryAddress(db: Db, companyId: number, id: number): Promise<boolean> {
  const row = await db
    .updateTable('delivery_addresses')
    .set({ removed_at: new Date(), is_default: false })
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .where('removed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

const clearDefault = (db: Db, companyId: number) =>
  db.updateTable('delivery_addresses').set({ is_default: false }).where('company_id', '=', companyId).execute();

function toDeliveryAddress(a: Selectable<Database['delivery_addresses']>): Static<typeof DeliveryAddressSchema> {
  return {
    id: a.id,
    label: a.label,
    recipient: a.recipient,
    line1: a.line1,
    line2: a.line2,
    city: a.city,
    region: a.region,
    postalCode: a.postal_code,
    countryCode: a.country_code,
    phone: a.phone,
    isDefault: a.is_default,
  };
}

/** The company's address `id` when it is one in use (not removed): an order may name it; none for null. */
export async function liveAddressOf(db: Db, companyId: number, id: number | null): Promise<{ id: number }[]> {
  return db
    .selectFrom('delivery_addresses')
    .select('id')
    .where('id', '=', id ?? -1)
    .where('company_id', '=', companyId)
    .where('removed_at', 'is', null)
    .execute();
}
