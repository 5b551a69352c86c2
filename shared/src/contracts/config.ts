import type { components } from './api-schemas.js';

type Schemas = components['schemas'];

/** Config types: a facility's settings and feature flags, a domain's theme. */
export const CONFIG_TYPES = [
  'WORKPLAN',
  'SCHEDULING',
  'ANALYTICS',
  'QMS_CONFIG',
  'QR_CODE',
  'QMS_DASHBOARD_CONFIG',
  'QMS_REPORT_CONFIG',
  'PAYMENT_OPTIONS',
  'QUOTE_RULE_ENGINE_ENABLED',
  'EMAIL_CONFIG',
  'STORE_FRONT_CONFIG',
  'MULTI_RFQ_CONFIG',
  'CURRENCY_CONFIG',
  'STORE_FRONT_UI_CONFIG',
  'STORE_FRONT_MENU_CONFIG',
  'THEME_CONFIG',
  'FAVICON_ICO_CONFIG',
  'MACHINE_FINISH_TYPE',
  'ITAR',
  'WEBHOOK_CONFIG_ENABLED',
  'MAGICS_CONFIG',
  'CUSTOMER_CONFIG',
  'QUICKBOOKS_CONFIG',
  'MATERIAL_MANAGEMENT_CONFIG',
  'ENTERPRISE_SCHEDULER_CONFIG',
] as const;
export type ConfigType = (typeof CONFIG_TYPES)[number];

/** What a config record belongs to. THEME_CONFIG belongs to a domain; most to a facility. */
export const CONFIG_ELEMENT_TYPES = ['SERVICE_PROVIDER', 'DOMAIN'] as const;
export type ConfigElementType = (typeof CONFIG_ELEMENT_TYPES)[number];

/**
 * Per-facility feature flags and the key of the config value that holds each.
 * A flag is on when its config record is active and that key is true; a missing record
 * means off, and the shell treats a failed fetch as off too.
 */
export const FEATURE_FLAGS = {
  QMS_CONFIG: 'enabled',
  QUOTE_RULE_ENGINE_ENABLED: 'enabled',
  QUICKBOOKS_CONFIG: 'enabled',
  WORKPLAN: 'questionsEnabled',
  MATERIAL_MANAGEMENT_CONFIG: 'mmEnabled',
  QR_CODE: 'enabled',
  ENTERPRISE_SCHEDULER_CONFIG: 'enabled',
  WEBHOOK_CONFIG_ENABLED: 'enabled',
  PAYMENT_OPTIONS: 'enabled',
  MULTI_RFQ_CONFIG: 'enabled',
  MACHINE_FINISH_TYPE: 'enabled',
  ITAR: 'enabled',
  ANALYTICS: 'enabled',
} as const satisfies Partial<Record<ConfigType, string>>;
export type FeatureFlag = keyof typeof FEATURE_FLAGS;
export const FEATURE_FLAG_TYPES = Object.keys(FEATURE_FLAGS) as FeatureFlag[];

/** A config record; its configValue is JSON text, in the shape its config type gives it. */
export type ConfigRecordDto = Schemas['ConfigRecord'];

/** Storefront config: the JSON text of STORE_FRONT_CONFIG's configValue. */
export interface CurrencyEntry {
  key: string;
  symbol: string;
  /** Units of this currency per unit of the default currency. */
  rate: number;
}
export interface StorefrontConfig {
  showCurrency: boolean;
  enableCurrency: boolean;
  defaultCurrency: string;
  currencies: Record<string, CurrencyEntry>;
}

/**
 * The store front's own words (STORE_FRONT_UI_CONFIG):
 * the name at the top of the store front, the welcome on New Order, and where customers reach
 * the facility. '' leaves each out.
 */
export interface StorefrontUiConfig {
  storeName: string;
  welcomeTitle: string;
  welcomeText: string;
  supportEmail: string;
  supportPhone: string;
}
export const NO_STOREFRONT_UI: StorefrontUiConfig = {
  storeName: '',
  welcomeTitle: '',
  welcomeText: '',
  supportEmail: '',
  supportPhone: '',
};
/** The longest each may be. */
export const STOREFRONT_UI_LIMITS: Record<keyof StorefrontUiConfig, number> = {
  storeName: 80,
  welcomeTitle: 120,
  welcomeText: 1000,
  supportEmail: 200,
  supportPhone: 40,
};
/** A support telephone number as people write one: digits, spaces and + ( ) - . / */
export const SUPPORT_PHONE_PATTERN = /^\+?[0-9 ()\-./]*$/;

/** A domain's theme (THEME_CONFIG); keys spelt as the API spells them. */
export type ThemeConfig = Schemas['ThemeConfig'];
export type ThemePreset = Schemas['ThemePreset'];

/** Single sign-on config. */
export type SsoConfig = Schemas['SsoConfig'];

export type LanguageEntry = Schemas['Language'];

/**
 * A user's saved choices: the scheduler's saved filters, the columns each order list shows (the
 * facility's part orders, the customer's order history), and the saved views of the part orders,
 * the part NCRs, the process NCRs, the CAPAs and the parts to plan into builds.
 */
export const PREFERENCE_TYPES = [
  'SCHEDULER_FILTERS',
  'PART_ORDER_COLUMNS',
  'ORDER_HISTORY_COLUMNS',
  'PART_ORDER_VIEWS',
  'PART_NCR_VIEWS',
  'PROCESS_NCR_VIEWS',
  'CAPA_VIEWS',
  'BUILD_PART_VIEWS',
] as const;
export type PreferenceType = (typeof PREFERENCE_TYPES)[number];

export const SCHEDULER_FILTER_KEYS = [
  'materialTypes',
  'amProcesses',
  'models',
  'manufacturers',
  'equipments',
  'materials',
  'sp',
] as const;
export type SchedulerFilterKey = (typeof SCHEDULER_FILTER_KEYS)[number];
export type SavedSchedulerFilter = Schemas['SavedSchedulerFilter'];
/** A saved view of the facility's part orders: a stage and its filters, named. */
export type PartOrderView = Schemas['PartOrderView'];
/** A preference as GET /api/v1/userPreference/{type} answers it: the saved list as JSON text. */
export type Preference = Schemas['Preference'];
export type PreferenceInput = Schemas['PreferenceInput'];
