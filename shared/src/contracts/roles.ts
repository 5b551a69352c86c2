/** Authorities: what a user is, as opposed to what they may do. */
export const AUTHORITIES = ['ROLE_SERVICE_PROVIDER', 'ROLE_ENGINEER', 'ROLE_ADMIN', 'ROLE_EMAIL_SETTINGS_EDITOR'] as const;
export type Authority = (typeof AUTHORITIES)[number];

/** The two dashboards a user can switch between (Switch Dashboard in the user menu). */
export const DASHBOARD_ROLES = ['ROLE_SERVICE_PROVIDER', 'ROLE_ENGINEER'] as const;
export type DashboardRole = (typeof DASHBOARD_ROLES)[number];

/** Named roles of the product. */
export const NAMED_ROLES = [
  'ENG_SUPER_ADMIN',
  'ENG_ADMIN',
  'ENG_NON_ADMIN',
  'ENG_PURCHASE',
  'ENG_LEGAL',
  'ENG_APPLICATION_ENGINEER',
  'ENG_MANAGER',
  'SP_SUPER_ADMIN',
  'SP_ADMIN',
  'SP_NON_ADMIN',
  'SP_LEGAL',
  'SP_PURCHASE',
  'SP_APPLICATION_ENGINEER',
  'SP_MANAGER',
  'FINANCIAL_CONTROLLER',
  'ITAR_ADMIN',
  'LOT_USER',
  'SWITCH_DASHBOARD',
  'FACILITY_CONFIG_EDITOR',
] as const;
export type NamedRole = (typeof NAMED_ROLES)[number];

export const ROLE_NAMES = [...AUTHORITIES, ...NAMED_ROLES] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

/** Service-provider permissions. */
export const SP_PERMISSIONS = [
  'MES_SETTINGS_EDITOR',
  'MATERIAL_MANAGEMENT_EDITOR',
  'ENTERPRISE_SCHEDULER_VIEW',
  'CUSTOMER_PORTAL_EDITOR',
  'DIGITAL_CATALOG_EDITOR',
  'FACILITY_SETTINGS_EDITOR',
  'QMS_SETTINGS_EDITOR',
  'TAGS_SETTINGS_EDITOR',
  'EMAIL_SETTINGS_EDITOR',
  'SP_TEAM_EDITOR',
  'MC_SETTINGS_EDITOR',
  'PRICING_RULES_EDITOR',
  'STOREFRONT_CONFIG_EDITOR',
  'RFQ_CONFIG_EDITOR',
] as const;
export type SpPermission = (typeof SP_PERMISSIONS)[number];

/**
 * Engineer permissions: the team page's, and one for each engineer area that holds data the
 * whole customer company shares (its catalogue, part inventory and projects).
 */
export const ENG_PERMISSIONS = [
  'ENG_TEAM_EDITOR',
  'ENG_DIGITAL_CATALOG_EDITOR',
  'ENG_PART_INVENTORY_EDITOR',
  'ENG_PROJECT_EDITOR',
] as const;
export type EngPermission = (typeof ENG_PERMISSIONS)[number];

export const PERMISSIONS = [...SP_PERMISSIONS, ...ENG_PERMISSIONS] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * The roles a team editor assigns on each side; the authority of the side
 * (ROLE_SERVICE_PROVIDER, ROLE_ENGINEER) comes with membership and is not assigned.
 */
export const SP_TEAM_ROLES = [
  'SP_SUPER_ADMIN',
  'SP_ADMIN',
  'SP_MANAGER',
  'SP_NON_ADMIN',
  'SP_APPLICATION_ENGINEER',
  'SP_PURCHASE',
  'SP_LEGAL',
  'FINANCIAL_CONTROLLER',
  'ITAR_ADMIN',
  'LOT_USER',
  'FACILITY_CONFIG_EDITOR',
  'SWITCH_DASHBOARD',
  'ROLE_ADMIN',
] as const satisfies readonly RoleName[];
export const ENG_TEAM_ROLES = [
  'ENG_SUPER_ADMIN',
  'ENG_ADMIN',
  'ENG_MANAGER',
  'ENG_NON_ADMIN',
  'ENG_APPLICATION_ENGINEER',
  'ENG_PURCHASE',
  'ENG_LEGAL',
] as const satisfies readonly RoleName[];

/** The two teams: a facility's people and a customer company's people. */
export const TEAM_SIDES = ['facility', 'engineer'] as const;
export type TeamSide = (typeof TEAM_SIDES)[number];
export type TeamRole = (typeof SP_TEAM_ROLES)[number] | (typeof ENG_TEAM_ROLES)[number];
