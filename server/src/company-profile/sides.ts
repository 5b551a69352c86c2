/**
 * The two company profiles: a facility's (`/service-provider/profile/update`,
 * edited by FACILITY_SETTINGS_EDITOR) and a customer company's (`/engineer/profile/update`,
 * edited by its admins). Each side names where its routes live, who reads and who edits, and
 * which company of the caller's it is.
 */
import type { FastifyRequest } from 'fastify';
import {
  accessDenial,
  COMPANY_ADMIN,
  COMPANY_MEMBER,
  companyOf,
  FACILITY_EDITOR,
  FACILITY_MEMBER,
  facilityOf,
  type Principal,
} from '../http/access.js';

export const PROFILE_SIDES = [
  {
    prefix: '/api/v1/sp/company-profile',
    whose: 'facility',
    read: FACILITY_MEMBER,
    write: FACILITY_EDITOR,
    companyOf: facilityOf,
  },
  {
    prefix: '/api/v1/engineer/company-profile',
    whose: 'customer company',
    read: COMPANY_MEMBER,
    write: COMPANY_ADMIN,
    companyOf,
  },
] as const satisfies readonly {
  prefix: string;
  whose: string;
  read: object;
  write: object;
  companyOf: (request: FastifyRequest) => number;
}[];

/**
 * Why the caller may not edit the profile of the company it works for now (its customer company
 * on the engineer dashboard, else its facility), or undefined when it may. For routes shared by
 * both sides, such as the delivery addresses that New Order also adds to.
 */
export const profileEditDenial = (principal: Principal) =>
  accessDenial(principal, principal.dashboardRole === 'ROLE_ENGINEER' ? COMPANY_ADMIN : FACILITY_EDITOR);
