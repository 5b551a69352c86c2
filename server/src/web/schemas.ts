import { AUTHORITIES, MENU_COUNTERS, MENU_GROUPS, NAV_ITEM_STYLES, PAGE_MENU_SECTIONS, PERMISSIONS } from 'shared/contracts';
import { LAYOUTS, PROFILE_FLAGS } from 'shared/remote';
import { LANGUAGE_KEYS, type LanguageKey } from 'shared/texts';
import { Type, type TString } from 'typebox';
import { ref, StringEnum } from '../http/schema-helpers.js';

/**
 * The remote contract of shared/remote: its types are generated from these schemas, so the
 * shell, the remotes' area.json files and this server's registry of remotes share one definition.
 */
const RouteRequirementSchema = Type.Object(
  {
    authority: Type.Optional(
      StringEnum(AUTHORITIES, {
        description: 'The authority the user must hold (the service-provider area needs ROLE_SERVICE_PROVIDER)',
      }),
    ),
    permission: Type.Optional(StringEnum(PERMISSIONS)),
    flag: Type.Optional(StringEnum(PROFILE_FLAGS)),
  },
  { $id: 'RouteRequirement' },
);

/** A text in every language of the platform (LANGUAGE_KEYS), as a route table names a page. */
const LocalizedTextSchema = Type.Object(
  Object.fromEntries(LANGUAGE_KEYS.map((language) => [language, Type.String({ minLength: 1 })])) as Record<LanguageKey, TString>,
  { $id: 'LocalizedText' },
);

const MenuEntrySchema = Type.Object(
  {
    section: StringEnum(PAGE_MENU_SECTIONS, {
      description: 'The menu: the service-provider sidebar, the customer menus (engineer), or the third-party engineer menu',
    }),
    group: StringEnum(MENU_GROUPS, {
      description: "The menu's group the item shows in ('storeFront' is the customer top navigation)",
    }),
    key: Type.String({
      minLength: 1,
      description: "The item's key in the tenant's menu config (STORE_FRONT_MENU_CONFIG), which may disable or relabel it",
    }),
    order: Type.Integer({ description: 'Its place in the group: items show by ascending order' }),
    // When it is not the route's title.
    label: Type.Optional(ref(LocalizedTextSchema)),
    url: Type.Optional(Type.String({ description: "Where the item leads when not to the route's path (e.g. with a query)" })),
    style: Type.Optional(StringEnum(NAV_ITEM_STYLES)),
    enabled: Type.Optional(Type.Boolean({ description: 'Off unless a tenant turns it on, when false' })),
    counter: Type.Optional(
      StringEnum(MENU_COUNTERS, { description: "A live count the item shows as its badge (the user's unread messages)" }),
    ),
  },
  { $id: 'MenuEntry' },
);

const RemoteRouteSchema = Type.Object(
  {
    path: Type.String({ description: "Absolute path in react-router syntax, e.g. '/service-provider/machine-platforms/:id'" }),
    title: ref(LocalizedTextSchema),
    layout: StringEnum(LAYOUTS, { description: 'The layout the route renders in' }),
    requires: Type.Optional(ref(RouteRequirementSchema)),
    screen: Type.Optional(
      Type.String({
        description:
          "The module of the remote that renders the route, relative to its src/ and exposed under that name (e.g. './jobs/schedules-page'); its default export is the screen. Absent while the screen is not built yet: the shell then shows its standard 'This area is not available yet'.",
      }),
    ),
    menu: Type.Optional(
      Type.Array(ref(MenuEntrySchema), {
        description: 'The menu items that lead to the route: its menu entries travel with the route, not in the shell',
      }),
    ),
  },
  { $id: 'RemoteRoute' },
);

export const RemoteEntrySchema = Type.Object(
  {
    name: Type.String(),
    entry: Type.String({ description: 'The remote’s manifest; the shell registers it with the federation runtime' }),
    routes: Type.Optional(
      Type.Array(ref(RemoteRouteSchema), {
        description:
          'Its route table, when this server serves the remote’s build; for a remote served elsewhere the shell reads area.json beside its manifest',
      }),
    ),
  },
  { $id: 'RemoteEntry' },
);

/** The named schemas of this module, registered by its routes. */
export const WEB_SCHEMAS = [LocalizedTextSchema, RouteRequirementSchema, MenuEntrySchema, RemoteRouteSchema, RemoteEntrySchema];
