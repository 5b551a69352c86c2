import { DEFAULT_MENU_CONFIG, type MenuConfig, type MenuItemConfig, type UserDto } from 'shared/contracts';
import type { App } from 'shared/auth';
import type { RouteRequirement } from 'shared/remote';
import type { ProfileFlags } from '../auth/profile-flags';
import type { ShellTextId } from '../texts';

export interface MenuLink {
  key: string;
  /** Translation id of the default label; a label the tenant changed is shown as it is. */
  labelId: string;
  label: string;
  url: string;
  badge?: string;
  external?: boolean;
}

export interface MenuSection {
  key: string;
  titleId: ShellTextId;
  items: MenuLink[];
}

export interface MenuContext {
  menu: MenuConfig;
  user: UserDto;
  flags: ProfileFlags;
  apps: App[];
  /** What the page at a URL needs, from the remotes' contracts; undefined when no loaded route serves it. */
  requirementOf: (url: string) => RouteRequirement | undefined;
}

/** Whether the user meets a route's requirement: role, permission and profile flag (spec 2.8). */
export function meets(requirement: RouteRequirement | undefined, user: UserDto, flags: ProfileFlags): boolean {
  if (!requirement) return true;
  if (requirement.authority && !user.roles.some((r) => r.roleName === requirement.authority)) return false;
  if (requirement.permission && !user.permissions.includes(requirement.permission)) return false;
  if (requirement.flag && !flags[requirement.flag]) return false;
  return true;
}

const isExternal = (url: string) => /^[a-z][a-z0-9+.-]*:/i.test(url);

function link(section: keyof MenuConfig, key: string, item: MenuItemConfig): MenuLink {
  const defaultLabel = (DEFAULT_MENU_CONFIG[section] as Record<string, MenuItemConfig>)[key]?.label;
  return {
    key,
    // A label the tenant changed is shown as it is; the default one is translated.
    labelId: item.label === defaultLabel ? `menu.${section}.${key}` : '',
    label: item.label,
    url: item.url,
    badge: item.badgeEnabled ? item.badge : undefined,
    external: isExternal(item.url),
  };
}

/**
 * Whether a menu item shows: enabled in the tenant's config, and for a page of the platform
 * a loaded route that the user may open. A page whose remote failed to load stays hidden:
 * its requirements are unknown, so the menu fails closed.
 */
function visible(context: MenuContext, item: MenuItemConfig | undefined): item is MenuItemConfig {
  if (!item?.enabled) return false;
  if (isExternal(item.url)) return true;
  const requirement = context.requirementOf(item.url);
  return requirement !== undefined && meets(requirement, context.user, context.flags);
}

function section(context: MenuContext, menuSection: keyof MenuConfig, key: string, keys: string[]): MenuSection {
  const items = (context.menu[menuSection] ?? {}) as Record<string, MenuItemConfig>;
  return {
    key,
    titleId: `nav.${key}` as ShellTextId,
    items: keys
      .filter((itemKey) => visible(context, items[itemKey]))
      .map((itemKey) => link(menuSection, itemKey, items[itemKey]!)),
  };
}

function appSection(key: string, apps: App[]): MenuSection {
  return {
    key,
    titleId: `nav.${key}` as ShellTextId,
    items: apps
      .filter((app) => app.enabled)
      .map((app) => ({ key: `app-${app.id}`, labelId: '', label: app.name, url: app.appURL, external: true })),
  };
}

/**
 * The service-provider sidebar (spec 2.6): an item shows only when the tenant's menu config
 * enables it and the user meets what its page needs; empty sections are dropped.
 */
export function serviceProviderMenu(context: MenuContext): MenuSection[] {
  const sections = [
    section(context, 'serviceProvider', 'orderManagement', [
      'partOrders',
      'digitalCatalog',
      'partInventory',
      'shipments',
      'customers',
      'projects',
      'archive',
    ]),
    section(context, 'serviceProvider', 'productionManagement', [
      'buildPlanning',
      'machinePlatforms',
      'schedules',
      'schedulerView',
      'groupNesting',
      'workCenter',
      'workCenterOld',
      'materialManagement',
    ]),
    section(context, 'serviceProvider', 'qualityManagement', ['processNcr', 'partNcr', 'capa']),
    appSection(
      'internalApps',
      context.apps.filter((app) => app.internalApp),
    ),
    section(context, 'serviceProvider', 'expert', [
      'magicsLauncher',
      'streamicsLauncher',
      'machineConnectivity',
      'materialSearch',
    ]),
    section(context, 'serviceProvider', 'businessIntelligence', ['analytics']),
    appSection(
      'appsAndExtensions',
      context.apps.filter((app) => !app.internalApp),
    ),
    section(context, 'serviceProvider', 'admin', [
      'digitalCatalogManagement',
      'facilityProfile',
      'facilities',
      'settings',
      'customers',
      'mesSettings',
      'qualitySettings',
      'magicsSettings',
      'quickbooks',
      'tags',
      'emailConfig',
      'emailTemplates',
      'team',
      'machineConnectivitySettings',
      'pricingRules',
      'storeFrontConfig',
      'rfqConfig',
      'appStore',
      'appStoreAdmin',
      'webhooks',
    ]),
  ];
  return sections.filter((s) => s.items.length > 0);
}

/** The engineer sidebar (spec 2.7), or the reduced third-party menu for a b2cDashboard engineer. */
export function engineerMenu(context: MenuContext, thirdParty: boolean): MenuSection[] {
  if (thirdParty) {
    return [section(context, 'thirdPartyEng', 'order', ['orders', 'partInventory', 'digitalCatalog', 'archive'])].filter(
      (s) => s.items.length,
    );
  }
  return [
    section(context, 'engineer', 'order', ['orders', 'engDigitalCatalog', 'partInventory', 'archive', 'engProjects']),
    section(context, 'engineer', 'expert', ['facilities', 'materialSearch']),
    section(context, 'engineer', 'admin', ['team']),
  ].filter((s) => s.items.length > 0);
}

/** The customer top navigation (spec 2.2). */
export function storeFrontNav(context: MenuContext): MenuLink[] {
  return section(context, 'engineer', 'storeFront', [
    'newOrder',
    'orderHistory',
    'projects',
    'digitalPartInventory',
    'digitalCatalog',
    'requestQuote',
  ]).items;
}
