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
    .orderBy('is_default', 'desc')
    .orderBy('label')
    .execute();
  return rows.map(toDeliveryAddress);
}

/** Adds a delivery address to a company; a new default replaces the old one. */
export async function insertDeliveryAddress(db: Db, companyId: number, input: DeliveryAddressInput) {
  return db.transaction().execute(async (trx) => {
    if (input.isDefault) {
      await trx.updateTable('delivery_addresses').set({ is_default: false }).where('company_id', '=', companyId).execute();
    }
    const blank = (value: string) => value.trim() || null;
    const row = await trx
      .insertInto('delivery_addresses')
      .values({
        company_id: companyId,
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
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toDeliveryAddress(row);
  });
}

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
