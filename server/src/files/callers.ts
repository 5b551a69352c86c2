import { forbidden } from '../http/errors.js';
import type { Principal } from '../http/access.js';
import type { FileReader } from './queries.js';

/** The company a caller's files belong to: the facility they work in, else their customer company. */
export function ownerCompany(principal: Principal): number {
  const company = principal.facilityId ?? principal.engineerCompanyId;
  if (company === null) throw forbidden('Files belong to a company, and this account has none');
  return company;
}

/** Whose files a caller reads (their companies'), and whether export-controlled ones (ITAR_ADMIN). */
export function readerOf(principal: Principal): FileReader {
  return {
    companyIds: [principal.facilityId, principal.engineerCompanyId].filter((id): id is number => id !== null),
    itarCleared: principal.roles.includes('ITAR_ADMIN'),
  };
}
