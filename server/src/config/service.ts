import {
  DEFAULT_MENU_CONFIG,
  FEATURE_FLAGS,
  MENU_SECTIONS,
  STOREFRONT_UI_LIMITS,
  SUPPORT_PHONE_PATTERN,
  type ConfigRecordDto,
  type ConfigType,
  type MenuConfig,
  type StorefrontUiConfig,
  type ThemeConfig,
} from 'shared/contracts';
import type { Db } from '../db/database.js';
import type { Principal } from '../http/access.js';
import { recordSettingChange } from '../settings/index.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import { parseConfigValue } from './feature-flags.js';
import { firstFontOutside, withAllowedFonts } from './theme-fonts.js';
import { DEFAULT_THEME } from './themes.js';

/** Config types a customer may read from the facility whose store they order from. */
const CUSTOMER_READABLE = new Set<ConfigType>([
  'STORE_FRONT_CONFIG',
  'STORE_FRONT_UI_CONFIG',
  'STORE_FRONT_MENU_CONFIG',
  'CURRENCY_CONFIG',
  'MULTI_RFQ_CONFIG',
  'PAYMENT_OPTIONS',
  'ITAR',
  'MACHINE_FINISH_TYPE',
  'CUSTOMER_CONFIG',
]);

const toDto = (row: {
  id: number;
  active: boolean;
  config_type: string;
  config_value: string;
  element_id: string;
  element_type: 'SERVICE_PROVIDER' | 'DOMAIN';
}): ConfigRecordDto => ({
  id: row.id,
  active: row.active,
  configType: row.config_type as ConfigType,
  configValue: row.config_value,
  elementId: row.element_id,
  elementType: row.element_type,
});

/** The facility whose configuration applies to the caller: its own, or its store's for a customer. */
async function tenantFacilityOf(db: Db, principal: Principal): Promise<number | undefined> {
  if (principal.facilityId !== null) return principal.facilityId;
  if (principal.engineerCompanyId === null) return undefined;
  const company = await db
    .selectFrom('companies')
    .select('storefront_provider_id')
    .where('id', '=', principal.engineerCompanyId)
    .executeTakeFirst();
  return company?.storefront_provider_id ?? undefined;
}

export async function facilityRecord(db: Db, facilityId: number, type: ConfigType) {
  return db
    .selectFrom('config_records')
    .select(['id', 'active', 'config_type', 'config_value', 'element_id', 'element_type'])
    .where('config_type', '=', type)
    .where('element_type', '=', 'SERVICE_PROVIDER')
    .where('element_id', '=', String(facilityId))
    .executeTakeFirst();
}

/** The caller's config record of a type, or null while it was never set (an optional setting, not an error). */
export async function configForCaller(db: Db, principal: Principal, type: ConfigType): Promise<ConfigRecordDto | null> {
  if (principal.facilityId === null && !CUSTOMER_READABLE.has(type)) {
    throw forbidden(`${type} is service-provider configuration`);
  }
  const facilityId = await tenantFacilityOf(db, principal);
  const row = facilityId === undefined ? undefined : await facilityRecord(db, facilityId, type);
  return row ? toDto(row) : null;
}

/** Config of one facility by element: the caller's current facility or an INTERNAL facility of it. */
export async function configForElement(
  db: Db,
  facilityId: number,
  type: ConfigType,
  elementId: number,
): Promise<ConfigRecordDto | null> {
  if (elementId !== facilityId) {
    const internal = await db
      .selectFrom('vendor_relations')
      .select('vendor_id')
      .where('facility_id', '=', facilityId)
      .where('vendor_id', '=', elementId)
      .where('relation', '=', 'INTERNAL')
      .executeTakeFirst();
    if (!internal) throw notFound(`Facility ${elementId} not found`);
  }
  const row = await facilityRecord(db, elementId, type);
  return row ? toDto(row) : null;
}

/** Checks a config value for its type; answers 400 naming the field, in the settings page's own words where it has them. */
function validateConfigValue(type: ConfigType, text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('body.configValue must be JSON text of an object', 'body.configValue');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest('body.configValue must be JSON text of an object', 'body.configValue');
  }
  const record = value as Record<string, unknown>;
  if (type === 'THEME_CONFIG')
    throw badRequest('THEME_CONFIG is set per domain through /api/v1/domain-config/THEME_CONFIG', 'body.configType');
  if (type in FEATURE_FLAGS) {
    const key = FEATURE_FLAGS[type as keyof typeof FEATURE_FLAGS];
    if (typeof record[key] !== 'boolean') throw badRequest(`configValue.${key} must be true or false`, `body.configValue.${key}`);
  }
  if (type === 'MAGICS_CONFIG') {
    if (typeof record.nonItarAdapterUrl !== 'string' || !record.nonItarAdapterUrl.trim()) {
      throw badRequest('Please enter Non Itar Adapter URL', 'body.configValue.nonItarAdapterUrl');
    }
    if (typeof record.itarAdapterUrl !== 'string' || !record.itarAdapterUrl.trim()) {
      throw badRequest('Please enter Itar Adapter URL', 'body.configValue.itarAdapterUrl');
    }
    // The launcher opens them with a launch intent added: each must be a whole address.
    for (const key of ['nonItarAdapterUrl', 'itarAdapterUrl'] as const) {
      if (!URL.canParse(String(record[key]).trim())) {
        throw badRequest('Please enter a full address, such as https://adapter.example.com', `body.configValue.${key}`);
      }
    }
  }
  if (type === 'STORE_FRONT_CONFIG') {
    for (const key of ['showCurrency', 'enableCurrency'] as const) {
      if (typeof record[key] !== 'boolean')
        throw badRequest(`configValue.${key} must be true or false`, `body.configValue.${key}`);
    }
    const currencies = record.currencies;
    if (
      !currencies ||
      typeof currencies !== 'object' ||
      typeof record.defaultCurrency !== 'string' ||
      !(record.defaultCurrency in currencies)
    ) {
      throw badRequest('configValue.defaultCurrency must be one of configValue.currencies', 'body.configValue.defaultCurrency');
    }
    // They moved to the RFQ configuration (migration 0039-rfq-config): a client still sending them is told where.
    if (record.distributions !== undefined) {
      throw badRequest(
        'Where orders may go is set in the RFQ configuration (PUT /api/v1/sp/rfq-config), not here',
        'body.configValue.distributions',
      );
    }
  }
  if (type === 'STORE_FRONT_UI_CONFIG') validateStorefrontUi(record);
  if (type === 'STORE_FRONT_MENU_CONFIG') {
    const unknown = Object.keys(record).find((key) => !(MENU_SECTIONS as readonly string[]).includes(key));
    if (unknown) throw badRequest(`configValue.${unknown} is not a menu section`, `body.configValue.${unknown}`);
  }
  return record;
}

/** The store front's own words: known keys, text within their limits, a support address and number that are ones. */
function validateStorefrontUi(record: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(record)) {
    const field = `body.configValue.${key}`;
    if (!(key in STOREFRONT_UI_LIMITS)) throw badRequest(`configValue.${key} is not a store front option`, field);
    if (typeof value !== 'string') throw badRequest(`configValue.${key} must be text`, field);
    const limit = STOREFRONT_UI_LIMITS[key as keyof StorefrontUiConfig];
    if (value.length > limit) throw badRequest(`configValue.${key} must be at most ${limit} characters`, field);
  }
  const { supportEmail, supportPhone, welcomeTitle, welcomeText } = record as Partial<StorefrontUiConfig>;
  if (welcomeText?.trim() && !welcomeTitle?.trim())
    throw badRequest('Please give the welcome a title', 'body.configValue.welcomeTitle');
  if (supportEmail && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(supportEmail.trim()))
    throw badRequest('Please enter a valid support email address', 'body.configValue.supportEmail');
  if (supportPhone && !SUPPORT_PHONE_PATTERN.test(supportPhone.trim()))
    throw badRequest('A support telephone number holds digits, spaces and + ( ) - . / only', 'body.configValue.supportPhone');
}

/** A record's value as the settings audit keeps it. */
const audited = (row: { active: boolean; config_value: string } | undefined) =>
  row ? { active: row.active, value: parseConfigValue(row.config_value) } : null;

/** Creates or replaces a config record of the facility; the change is audited. */
export async function saveFacilityConfig(
  db: Db,
  scope: { facilityId: number; userId: number | null },
  input: { configType: ConfigType; configValue: string; active?: boolean; elementId?: string },
): Promise<ConfigRecordDto> {
  const { facilityId } = scope;
  if (input.elementId !== undefined && input.elementId !== String(facilityId)) {
    throw forbidden('Configuration can only be saved for your current facility');
  }
  const value = validateConfigValue(input.configType, input.configValue);
  const text = JSON.stringify(value);
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('config_records')
      .select(['active', 'config_value'])
      .where('config_type', '=', input.configType)
      .where('element_type', '=', 'SERVICE_PROVIDER')
      .where('element_id', '=', String(facilityId))
      .forUpdate()
      .executeTakeFirst();
    const row = await trx
      .insertInto('config_records')
      .values({
        facility_id: facilityId,
        config_type: input.configType,
        element_type: 'SERVICE_PROVIDER',
        element_id: String(facilityId),
        config_value: text,
        active: input.active ?? true,
      })
      .onConflict((oc) =>
        oc.columns(['config_type', 'element_type', 'element_id']).doUpdateSet({
          config_value: text,
          active: input.active ?? true,
          updated_at: new Date(),
        }),
      )
      .returning(['id', 'active', 'config_type', 'config_value', 'element_id', 'element_type'])
      .executeTakeFirstOrThrow();
    await recordSettingChange(trx, {
      ...scope,
      setting: input.configType,
      before: audited(before),
      after: audited(row),
    });
    return toDto(row);
  });
}

const hostOnly = (hostname: string) => hostname.toLowerCase();

/** The theme of a domain; of its fonts only those THEME_FONT_ORIGINS (or the platform itself) serves. */
export async function themeForHost(db: Db, hostname: string, fontOrigins: readonly string[]): Promise<ThemeConfig> {
  const row = await db
    .selectFrom('config_records')
    .select('config_value')
    .where('config_type', '=', 'THEME_CONFIG')
    .where('element_type', '=', 'DOMAIN')
    .where('element_id', '=', hostOnly(hostname))
    .where('active', '=', true)
    .executeTakeFirst();
  const theme = row ? { ...DEFAULT_THEME, ...(parseConfigValue(row.config_value) as Partial<ThemeConfig>) } : DEFAULT_THEME;
  return withAllowedFonts(theme, fontOrigins);
}

/**
 * Saves the theme of a domain the caller's facility owns (audited); other domains answer 404,
 * and a font from an origin the operator has not allowed is refused (400).
 */
export async function saveTheme(
  db: Db,
  scope: { facilityId: number; userId: number | null },
  hostname: string,
  theme: ThemeConfig,
  fontOrigins: readonly string[],
): Promise<ThemeConfig> {
  const outside = firstFontOutside(theme.fonts, fontOrigins);
  if (outside !== undefined) {
    const allowed = fontOrigins.length ? `or come from ${fontOrigins.join(', ')}` : '(no other origin is allowed)';
    throw badRequest(
      `body.fonts.${outside} must be a file of the platform, such as /assets/fonts/brand.css, ${allowed}`,
      `body.fonts.${outside}`,
    );
  }
  const { facilityId } = scope;
  const domain = hostOnly(hostname);
  const owned = await db
    .selectFrom('domains')
    .select('domain')
    .where('domain', '=', domain)
    .where('facility_id', '=', facilityId)
    .executeTakeFirst();
  if (!owned) throw notFound(`The domain ${domain} is not one of this facility's domains`);
  const text = JSON.stringify(theme);
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('config_records')
      .select(['active', 'config_value'])
      .where('config_type', '=', 'THEME_CONFIG')
      .where('element_type', '=', 'DOMAIN')
      .where('element_id', '=', domain)
      .forUpdate()
      .executeTakeFirst();
    await trx
      .insertInto('config_records')
      .values({
        facility_id: facilityId,
        config_type: 'THEME_CONFIG',
        element_type: 'DOMAIN',
        element_id: domain,
        config_value: text,
      })
      .onConflict((oc) =>
        oc.columns(['config_type', 'element_type', 'element_id']).doUpdateSet({ config_value: text, updated_at: new Date() }),
      )
      .execute();
    await recordSettingChange(trx, {
      ...scope,
      setting: 'THEME_CONFIG',
      before: audited(before),
      after: { active: true, value: theme },
    });
  });
  return theme;
}

/** The tenant's menu: its saved STORE_FRONT_MENU_CONFIG merged item by item over the defaults. */
export async function menuConfigFor(db: Db, principal: Principal): Promise<MenuConfig> {
  const facilityId = await tenantFacilityOf(db, principal);
  const row = facilityId === undefined ? undefined : await facilityRecord(db, facilityId, 'STORE_FRONT_MENU_CONFIG');
  if (!row?.active) return DEFAULT_MENU_CONFIG;
  const saved = parseConfigValue(row.config_value) as Partial<Record<keyof MenuConfig, Record<string, object>>>;
  const merged = structuredClone(DEFAULT_MENU_CONFIG) as unknown as Record<string, Record<string, object>>;
  for (const section of MENU_SECTIONS) {
    for (const [key, item] of Object.entries(saved[section] ?? {})) {
      merged[section]![key] = { ...(merged[section]![key] ?? {}), ...item };
    }
  }
  return merged as unknown as MenuConfig;
}
