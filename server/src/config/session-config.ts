import type { Static } from 'typebox';
import { engineerProfile, serviceProviderProfile, vendorsOf } from '../accounts/index.js';
import { appsOf } from '../apps/index.js';
import type { Db } from '../db/database.js';
import { accessDenial, COMPANY_MEMBER, FACILITY_MEMBER, type Principal } from '../http/access.js';
import { HttpError } from '../http/errors.js';
import type { SessionConfigSchema } from './schemas.js';
import { configForCaller, menuConfigFor } from './service.js';

/** null where the company's profile is not there (the shell then goes without it). */
const unlessNotSet = (error: unknown) => {
  if (error instanceof HttpError && error.statusCode === 404) return null;
  throw error;
};

/**
 * What the signed-in shell needs besides the user, in one answer it asks for as the
 * page starts, instead of a dozen requests that each waited for a connection: the menu, the
 * store-front config and its own words, the facility's profile, sister facilities and apps, the customer
 * company's profile, and the facility's feature flags. Each part is what its own route answers,
 * and is left out (null, empty) where that route's access rule would refuse the caller.
 */
export async function sessionConfig(db: Db, principal: Principal): Promise<Static<typeof SessionConfigSchema>> {
  const facility = accessDenial(principal, FACILITY_MEMBER) ? undefined : principal.facilityId!;
  const company = accessDenial(principal, COMPANY_MEMBER) ? undefined : principal.engineerCompanyId!;
  const [menu, storefront, storefrontUi, serviceProvider, internalFacilities, apps, engineer] = await Promise.all([
    menuConfigFor(db, principal),
    configForCaller(db, principal, 'STORE_FRONT_CONFIG'),
    configForCaller(db, principal, 'STORE_FRONT_UI_CONFIG'),
    facility === undefined ? null : serviceProviderProfile(db, principal, facility),
    facility === undefined ? [] : vendorsOf(db, facility, 'INTERNAL'),
    facility === undefined ? [] : appsOf(db, facility),
    company === undefined ? null : engineerProfile(db, principal, company).catch(unlessNotSet),
  ]);
  return {
    menu,
    storefront,
    storefrontUi,
    serviceProvider,
    engineer,
    internalFacilities,
    apps,
    features: facility === undefined ? [] : principal.features,
  };
}
