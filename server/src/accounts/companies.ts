import { isValidPhoneNumber } from 'libphonenumber-js';
import { ENG_PERMISSIONS, SP_PERMISSIONS, type Permission } from 'shared/contracts';
import type { Selectable } from 'kysely';
import type { Static } from 'typebox';
import type { Principal } from '../http/access.js';
import { logoUrlOf } from '../company-profile/index.js';
import type { Db } from '../db/database.js';
import type { CompaniesTable } from '../db/schema.js';
import { badRequest, notFound } from '../http/errors.js';
import type { CompanyUpdate, ServiceProviderSchema, VendorSchema } from './schemas.js';

type ServiceProviderDto = Static<typeof ServiceProviderSchema>;

/** The profile's details of a company, facility or customer company alike. */
async function companyDetails(db: Db, c: Selectable<CompaniesTable>) {
  return {
    email: c.email,
    phone: c.phone,
    website: c.website,
    addressLine: c.address_line,
    city: c.city,
    countryCode: c.country_code,
    currency: c.currency,
    about: c.about,
    logoUrl: await logoUrlOf(db, c.id),
  };
}

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
    ...(await companyDetails(db, c)),
  };
}

/** Rewrites what a company's profile says of it; a field left out keeps its value. */
export async function updateCompany(db: Db, companyId: number, update: Static<typeof CompanyUpdate>): Promise<void> {
  const phone = update.phone?.trim();
  if (phone && !isValidPhoneNumber(phone))
    throw badRequest('Please enter a valid phone number with its country code', 'body.phone');
  await db
    .updateTable('companies')
    .set({
      company_name: update.companyName?.trim(),
      email: update.email,
      phone: update.phone === undefined ? undefined : phone || null,
      website: update.website,
      address_line: update.addressLine,
      city: update.city,
      country_code: update.countryCode,
      currency: update.currency,
      about: update.about,
    })
    .where('id', '=', companyId)
    .execute();
}

/** The facilities this facility works with, as it sees them; vendorType keeps the INTERNAL ones or the others. */
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
    .selectAll('c')
    .select('u.b2c_dashboard')
    .where('c.id', '=', companyId)
    .where('u.id', '=', principal.userId)
    .executeTakeFirst();
  if (!row) throw notFound('Engineer profile not found');
  return {
    id: row.id,
    companyName: row.company_name,
    permissions: principal.permissions.filter((p) => (ENG_PERMISSIONS as readonly Permission[]).includes(p)),
    b2cDashboard: row.b2c_dashboard,
    ...(await companyDetails(db, row)),
  };
}
