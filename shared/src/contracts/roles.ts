/** Authorities (spec section 6): what a user is, as opposed to what they may do. */
export const AUTHORITIES = ['ROLE_SERVICE_PROVIDER', 'ROLE_ENGINEER', 'ROLE_ADMIN', 'ROLE_EMAIL_SETTINGS_EDITOR'] as const;
export type Authority = (typeof AUTHORITIES)[number];

/** The two dashboards a user can switch between (spec 2.8 Switch Dashboard). */
export const DASHBOARD_ROLES = ['ROLE_SERVICE_PROVIDER', 'ROLE_ENGINEER'] as const;
export type DashboardRole = (typeof DASHBOARD_ROLES)[number];

/** Named roles of the product (spec section 6). */
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

/** Service-provider permissions (spec section 6). */
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
 * Engineer permissions. The spec names ENG_TEAM_EDITOR as an example of the engineer
 * list; the others cover the engineer areas of spec 2.7 that hold shared company data.
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
