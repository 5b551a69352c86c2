import { ENG_PERMISSIONS, SP_PERMISSIONS, type Permission } from 'shared/contracts';
import type { Static } from 'typebox';
import type { Principal } from '../auth/principal.js';
import type { Db } from '../db/database.js';
import { notFound } from '../http/errors.js';
import type { ServiceProviderSchema, ServiceProviderUpdate, VendorSchema } from './schemas.js';

type ServiceProviderDto = Static<typeof ServiceProviderSchema>;

export async function serviceProviderProfile(db: Db, principal: Principal, facilityId: number): Promise<ServiceProviderDto> {
  const c = await db
    .selectFrom('companies')
    .selectAll()
    .where('id', '=', facilityId)
    .where('kind', '=', 'SERVICE_PROVIDER')
    .executeTakeFirst();
  if (!c) throw notFound(`Facility ${facilityId} not found`);
  return {
    id: c.id,
    companyName: c.company_name,
    permissions: principal.permissions.filter((p) => (SP_PERMISSIONS as readonly Permission[]).includes(p)),
    enterpriseId: c.enterprise_id,
    email: c.email,
    phone: c.phone,
    website: c.website,
    addressLine: c.address_line,
    city: c.city,
    countryCode: c.country_code,
    currency: c.currency,
    about: c.about,
  };
}

export async function updateServiceProvider(
  db: Db,
  facilityId: number,
  update: Static<typeof ServiceProviderUpdate>,
): Promise<void> {
  await db
    .updateTable('companies')
    .set({
      company_name: update.companyName,
      email: update.email,
      phone: update.phone,
      website: update.website,
      address_line: update.addressLine,
      city: update.city,
      country_code: update.countryCode,
      currency: update.currency,
      about: update.about,
    })
    .where('id', '=', facilityId)
    .execute();
}

/** The facilities this facility works with, as it sees them (spec 2.8 vendor type filter). */
export async function vendorsOf(
  db: Db,
  facilityId: number,
  vendorType?: 'INTERNAL' | 'NOT_INTERNAL',
): Promise<Static<typeof VendorSchema>[]> {
  let query = db
    .selectFrom('vendor_relations as v')
    .innerJoin('companies as c', 'c.id', 'v.vendor_id')
    .select(['c.id', 'c.company_name', 'v.relation'])
    .where('v.facility_id', '=', facilityId)
    .orderBy('c.company_name');
  if (vendorType === 'INTERNAL') query = query.where('v.relation', '=', 'INTERNAL');
  if (vendorType === 'NOT_INTERNAL') query = query.where('v.relation', '<>', 'INTERNAL');
  const rows = await query.execute();
  return rows.map((r) => ({ serviceProviderDTO: { id: r.id, companyName: r.company_name }, vendorType: r.relation }));
}

export async function engineerProfile(db: Db, principal: Principal, companyId: number) {
  const row = await db
    .selectFrom('companies as c')
    .innerJoin('users as u', 'u.engineer_company_id', 'c.id')
    .select(['c.id', 'c.company_name', 'u.b2c_dashboard'])
    .where('c.id', '=', companyId)
    .where('u.id', '=', principal.userId)
    .executeTakeFirst();
  if (!row) throw notFound('Engineer profile not found');
  return {
    id: row.id,
    companyName: row.company_name,
    permissions: principal.permissions.filter((p) => (ENG_PERMISSIONS as readonly Permission[]).includes(p)),
    b2cDashboard: row.b2c_dashboard,
  };
}
