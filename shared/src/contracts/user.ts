import type { CompanyKind } from './companies.js';
import type { DashboardRole, Permission, RoleName } from './roles.js';

export const DASHBOARDS = ['STORE_FRONT', 'ENGINEER', 'SERVICE_PROVIDER'] as const;
export type Dashboard = (typeof DASHBOARDS)[number];

export interface CompanyRef {
  id: number;
  companyName: string;
  kind: CompanyKind;
}

/** The user as GET /api/v1/users/getUser returns it (spec 3 User). */
export interface UserDto {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  /** Spelt so in the API (spec 3). */
  emailVerfied: boolean;
  roles: { roleName: RoleName }[];
  defaultRole: DashboardRole;
  /** The dashboard this session shows; changed by switch/{role}. */
  currentRole: DashboardRole;
  dashboard: Dashboard;
  dateFormat: string;
  switchAccountEnabled: boolean;
  permissions: Permission[];
  /** The facility this session works in (service providers), changed by switch-facility/{id}. */
  serviceProvider: CompanyRef | null;
  engineerCompany: CompanyRef | null;
}

/** Token response (spec 3). */
export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
}

/** Every error response of the API. */
export interface ApiError {
  message: string;
  code: string;
  details?: unknown;
}
