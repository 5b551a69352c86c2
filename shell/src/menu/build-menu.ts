import type { MenuConfig, MenuCounter, MenuGroup, MenuItemConfig, PageMenuSection, UserDto } from 'shared/contracts';
import type { LaunchTool } from 'shared/api';
import type { App } from 'shared/auth';
import { meets, type MenuEntry, type ProfileFlags, type RemoteRoute, type RouteRequirement } from 'shared/remote';
import type { LanguageKey } from 'shared/texts';
import type { ShellTextId } from '../texts';

export interface MenuLink {
  key: string;
  /** In the current language: the tenant's label when it set one, else the entry's own. */
  label: string;
  url: string;
  badge?: string;
  /** A live count shown beside the label, when the route's entry names one. */
  counter?: MenuCounter;
  external?: boolean;
  /** A desktop-tool launcher: opened through a new launch intent, not its URL. */
  launcher?: LaunchTool;
}

export interface MenuSection {
  key: string;
  titleId: ShellTextId;
  items: MenuLink[];
}

export interface MenuContext {
  /** The tenant's menu config: what it changed of each item, and the platform's own items. */
  menu: MenuConfig;
  user: UserDto;
  flags: ProfileFlags;
  apps: App[];
  /** The routes of every remote whose route table loaded; their menu entries make the menus. */
  routes: RemoteRoute[];
  language: LanguageKey;
}

/** A menu entry with what it leads to: a route's (its title, path and requirement) or one of the shell's own items. */
interface PlacedEntry extends MenuEntry {
  label: NonNullable<MenuEntry['label']>;
  url: string;
  requires?: RouteRequirement;
  launcher?: LaunchTool;
}

/**
 * The shell's own sidebar items, which lead to no page of an area: the desktop-tool launchers,
 * off until a tenant turns them on. Each opens the facility's adapter with a new launch intent;
 * a tenant that points one at its own URL gets a plain link instead.
 */
const SHELL_ENTRIES: PlacedEntry[] = [
  {
    section: 'serviceProvider',
    group: 'expert',
    key: 'magicsLauncher',
    order: 10,
    label: { en_US: 'Magics', de_DE: 'Magics' },
    url: 'materialise-magics://open',
    enabled: false,
    launcher: 'MAGICS',
  },
  {
    section: 'serviceProvider',
    group: 'expert',
    key: 'streamicsLauncher',
    order: 20,
    label: { en_US: 'Streamics', de_DE: 'Streamics' },
    url: 'materialise-streamics://open',
    enabled: false,
    launcher: 'STREAMICS',
  },
];

const isExternal = (url: string) => /^[a-z][a-z0-9+.-]*:/i.test(url);

/** Every entry of a menu: the routes' and the shell's. */
function entriesOf(context: MenuContext, section: PageMenuSection): PlacedEntry[] {
  const fromRoutes = context.routes.flatMap((route) =>
    (route.menu ?? []).map((entry) => ({
      ...entry,
      label: entry.label ?? route.title,
      url: entry.url ?? route.path,
      requires: route.requires ?? {},
    })),
  );
  return [...fromRoutes, ...SHELL_ENTRIES].filter((entry) => entry.section === section);
}

/**
 * The item an entry shows as, or undefined when it is hidden: the tenant's config disables it
 * (or leaves an item that is off by default off), or the user does not meet its route's requirement.
 */
function link(context: MenuContext, entry: PlacedEntry): MenuLink | undefined {
  const settings: MenuItemConfig = (context.menu[entry.section] ?? {})[entry.key] ?? {};
  if (!(settings.enabled ?? entry.enabled ?? true)) return undefined;
  if (!meets(entry.requires, context.user, context.flags)) return undefined;
  const url = settings.url ?? entry.url;
  return {
    key: entry.key,
    label: settings.label ?? entry.label[context.language],
    url,
    badge: settings.badgeEnabled ? settings.badge : undefined,
    counter: entry.counter,
    external: isExternal(url),
    ...(entry.launcher && settings.url === undefined ? { launcher: entry.launcher } : {}),
  };
}

/**
 * The groups of one menu: each its visible items by their order, its title the shell's text
 * `nav.<group>`. The menu's entries are gathered once for all its groups.
 */
function groupsOf(context: MenuContext, menuSection: PageMenuSection): (group: MenuGroup) => MenuSection {
  const entries = entriesOf(context, menuSection).sort((a, b) => a.order - b.order);
  return (group) => ({
    key: group,
    titleId: `nav.${group}`,
    items: entries
      .filter((entry) => entry.group === group)
      .map((entry) => link(context, entry))
      .filter((item) => item !== undefined),
  });
}

function appSection(key: 'internalApps' | 'appsAndExtensions', apps: App[]): MenuSection {
  return {
    key,
    titleId: `nav.${key}`,
    items: apps
      .filter((app) => app.enabled)
      .map((app) => ({ key: `app-${app.id}`, label: app.name, url: app.appURL, external: true })),
  };
}

/**
 * The service-provider sidebar: an item shows only when the tenant's menu config
 * enables it and the user meets what its page needs; empty sections are dropped. A page whose
 * remote's route table did not load has no entry: what it needs is unknown, so the menu fails closed.
 */
export function serviceProviderMenu(context: MenuContext): MenuSection[] {
  const group = groupsOf(context, 'serviceProvider');
  const sections = [
    group('orderManagement'),
    group('productionManagement'),
    group('qualityManagement'),
    appSection(
      'internalApps',
      context.apps.filter((app) => app.internalApp),
    ),
    group('expert'),
    group('businessIntelligence'),
    appSection(
      'appsAndExtensions',
      context.apps.filter((app) => !app.internalApp),
    ),
    group('admin'),
  ];
  return sections.filter((s) => s.items.length > 0);
}

/** The engineer sidebar, or the reduced third-party menu for a b2cDashboard engineer. */
export function engineerMenu(context: MenuContext, thirdParty: boolean): MenuSection[] {
  const group = groupsOf(context, thirdParty ? 'thirdPartyEng' : 'engineer');
  const sections = thirdParty ? [group('order')] : [group('order'), group('expert'), group('admin')];
  return sections.filter((s) => s.items.length > 0);
}

/** The customer top navigation: the engineer menu config's storeFront group. */
export function storeFrontNav(context: MenuContext): MenuLink[] {
  return groupsOf(context, 'engineer')('storeFront').items;
}
