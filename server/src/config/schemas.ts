import {
  CONFIG_ELEMENT_TYPES,
  CONFIG_TYPES,
  FEATURE_FLAG_TYPES,
  NAV_ITEM_STYLES,
  PREFERENCE_TYPES,
  SCHEDULER_FILTER_KEYS,
  DASHBOARD_COLUMNS,
  PART_ORDER_OWN_COLUMNS,
} from 'shared/contracts';
import { Type } from 'typebox';
import { EngineerSchema, ServiceProviderSchema, VendorSchema } from '../accounts/index.js';
import { AppSchema } from '../apps/index.js';
import { ref, StringEnum } from '../http/schema-helpers.js';
import { PART_ORDER_TABS, PartOrderFilterObject } from '../orders/index.js';
import { PlanningViewSchema } from '../builds/index.js';
import { CapaViewSchema, NcrViewSchema } from '../quality/index.js';

export const ConfigTypeParam = StringEnum(CONFIG_TYPES);
const ElementType = StringEnum(CONFIG_ELEMENT_TYPES);

export const ConfigRecordSchema = Type.Object(
  {
    id: Type.Integer(),
    active: Type.Boolean(),
    configType: ConfigTypeParam,
    configValue: Type.String({ description: 'JSON text' }),
    elementId: Type.String(),
    elementType: ElementType,
  },
  { $id: 'ConfigRecord' },
);

export const ConfigRecordBody = Type.Object(
  {
    configType: ConfigTypeParam,
    configValue: Type.String({ minLength: 2, maxLength: 65536, description: 'JSON text of an object' }),
    active: Type.Optional(Type.Boolean()),
    elementType: Type.Optional(Type.Literal('SERVICE_PROVIDER')),
    elementId: Type.Optional(Type.String({ maxLength: 20, description: 'Defaults to the caller’s current facility' })),
    id: Type.Optional(Type.Integer()),
  },
  { additionalProperties: false },
);

const CssValue = Type.String({ maxLength: 500 });
const Url = Type.String({ maxLength: 2000 });
export const ThemeConfigSchema = Type.Object(
  {
    'root-css': Type.Record(Type.String({ pattern: '^--[a-zA-Z0-9-]+$' }), CssValue),
    title: Type.String({ minLength: 1, maxLength: 120 }),
    description: Type.String({ maxLength: 500 }),
    fonts: Type.Array(Url, { maxItems: 10 }),
    favicon: Url,
    'show-materialise-info': Type.Boolean(),
    'navigation-logo-type': Type.Union([Type.Literal('LOGO'), Type.Literal('LOGO_AND_TEXT'), Type.Literal('TEXT')]),
    'hero-image': Url,
    logos: Type.Object({ navigation: Url, login: Url, footer: Type.Optional(Url) }, { additionalProperties: false }),
  },
  { additionalProperties: false, $id: 'ThemeConfig' },
);

export const ThemePresetSchema = Type.Object({ name: Type.String(), config: ref(ThemeConfigSchema) }, { $id: 'ThemePreset' });

/**
 * A menu item as the tenant has it: for a page's item (its route's menu entry) only what the
 * tenant changed, the rest coming from the route; the platform's own items come complete.
 */
const MenuItemConfigSchema = Type.Object(
  {
    enabled: Type.Optional(Type.Boolean()),
    label: Type.Optional(Type.String({ maxLength: 100 })),
    url: Type.Optional(Type.String({ maxLength: 2000 })),
    badge: Type.Optional(Type.String({ maxLength: 30 })),
    badgeEnabled: Type.Optional(Type.Boolean()),
    style: Type.Optional(StringEnum(NAV_ITEM_STYLES)),
  },
  { additionalProperties: false, $id: 'MenuItemConfig' },
);
const MenuSection = Type.Record(Type.String(), ref(MenuItemConfigSchema));
export const MenuConfigSchema = Type.Object(
  {
    serviceProvider: MenuSection,
    engineer: MenuSection,
    profile: MenuSection,
    dashboardColumns: Type.Record(Type.String(), Type.Object({ spEnabled: Type.Boolean(), engEnabled: Type.Boolean() })),
    thirdPartyEng: MenuSection,
  },
  { $id: 'MenuConfig' },
);

export const PreferenceType = StringEnum(PREFERENCE_TYPES);
const SavedFilterSchema = Type.Object(
  {
    label: Type.String({ maxLength: 100 }),
    searchFilters: Type.Object(
      Object.fromEntries(
        SCHEDULER_FILTER_KEYS.map((key) => [
          key,
          Type.Optional(Type.Array(Type.Union([Type.Integer(), Type.String({ maxLength: 200 })]), { maxItems: 500 })),
        ]),
      ),
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false, $id: 'SavedSchedulerFilter' },
);
const OrderColumnsSchema = Type.Object(
  {
    columns: Type.Array(StringEnum([...DASHBOARD_COLUMNS, ...PART_ORDER_OWN_COLUMNS]), {
      maxItems: DASHBOARD_COLUMNS.length + PART_ORDER_OWN_COLUMNS.length,
      description: 'The columns the user shows, in the order of the list (assignee, priority and tags only in the part orders)',
    }),
  },
  { additionalProperties: false, $id: 'OrderColumnsPreference' },
);
export const PartOrderViewSchema = Type.Object(
  {
    label: Type.String({ maxLength: 100 }),
    stage: StringEnum(PART_ORDER_TABS),
    filter: PartOrderFilterObject,
  },
  { additionalProperties: false, $id: 'PartOrderView' },
);
export const PreferenceBody = Type.Object(
  {
    preferenceType: PreferenceType,
    preference: Type.Union(
      [
        Type.Array(ref(SavedFilterSchema), { maxItems: 100 }),
        ref(OrderColumnsSchema),
        Type.Array(ref(PartOrderViewSchema), { maxItems: 100 }),
        Type.Array(ref(NcrViewSchema), { maxItems: 100 }),
        Type.Array(ref(CapaViewSchema), { maxItems: 100 }),
        Type.Array(ref(PlanningViewSchema), { maxItems: 100 }),
      ],
      {
        description:
          'SCHEDULER_FILTERS: the saved filters; PART_ORDER_COLUMNS, ORDER_HISTORY_COLUMNS: the columns shown; PART_ORDER_VIEWS: the saved views of the part orders (a stage and filters, each named); PART_NCR_VIEWS, PROCESS_NCR_VIEWS, CAPA_VIEWS: the saved views of the part NCRs, the process NCRs and the CAPAs (a search, filters and a sort, each named); BUILD_PART_VIEWS: the saved views of the parts to plan into builds (a search and filters, each named)',
      },
    ),
  },
  { additionalProperties: false, $id: 'PreferenceInput' },
);
export const PreferenceSchema = Type.Object(
  { preferenceType: PreferenceType, preference: Type.String({ description: 'JSON text of the saved list' }) },
  { $id: 'Preference' },
);

export const LanguageSchema = Type.Object(
  { key: Type.String(), name: Type.String(), nativeName: Type.String() },
  { $id: 'Language' },
);

/** GET /api/v1/ui/session: what the signed-in shell needs besides the user (config/session-config.ts). */
export const SessionConfigSchema = Type.Object(
  {
    menu: ref(MenuConfigSchema),
    storefront: Type.Union([ref(ConfigRecordSchema), Type.Null()], { description: 'STORE_FRONT_CONFIG, when set' }),
    storefrontUi: Type.Union([ref(ConfigRecordSchema), Type.Null()], {
      description: 'STORE_FRONT_UI_CONFIG (the store front’s name, welcome and support contacts), when set',
    }),
    serviceProvider: Type.Union([ref(ServiceProviderSchema), Type.Null()], {
      description: 'The current facility, for its members',
    }),
    engineer: Type.Union([ref(EngineerSchema), Type.Null()], { description: 'The customer company, for its engineers' }),
    internalFacilities: Type.Array(ref(VendorSchema), { description: 'The enterprise’s facilities (facility members)' }),
    apps: Type.Array(ref(AppSchema), { description: 'Apps of the current facility (facility members)' }),
    features: Type.Array(StringEnum(FEATURE_FLAG_TYPES), { description: 'The feature flags on for the current facility' }),
  },
  { $id: 'SessionConfig' },
);

/** The named schemas of this module, registered by its routes. */
export const CONFIG_SCHEMAS = [
  ConfigRecordSchema,
  ThemeConfigSchema,
  ThemePresetSchema,
  MenuItemConfigSchema,
  MenuConfigSchema,
  SavedFilterSchema,
  OrderColumnsSchema,
  PartOrderViewSchema,
  NcrViewSchema,
  CapaViewSchema,
  PlanningViewSchema,
  PreferenceBody,
  PreferenceSchema,
  LanguageSchema,
  AppSchema,
  SessionConfigSchema,
];
