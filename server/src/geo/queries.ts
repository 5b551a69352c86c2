import type { Static } from 'typebox';
import type { Db } from '../db/database.js';
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
  return rows.map((a) => ({
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
  }));
}
