/**
 * Menu config: the server supplies it per tenant; the shell falls
 * back to DEFAULT_MENU_CONFIG when the fetch fails. A tenant's saved config only needs
 * the items it changes; the server merges it over these defaults.
 */
import type { components } from './api-schemas.js';

export const NAV_ITEM_STYLES = ['TOP_NAV_LINK', 'ICON_BUTTON'] as const;
export type NavItemStyle = (typeof NAV_ITEM_STYLES)[number];
/** A live count a menu item may show as its badge: the user's unread order messages. */
export const MENU_COUNTERS = ['UNREAD_MESSAGES'] as const;
export type MenuCounter = (typeof MENU_COUNTERS)[number];

export type MenuItemConfig = components['schemas']['MenuItemConfig'];

export const MENU_SECTIONS = ['serviceProvider', 'engineer', 'profile', 'dashboardColumns', 'thirdPartyEng'] as const;

/** The menus a page's item can show in (a route's menu entries, shared/remote). */
export const PAGE_MENU_SECTIONS = ['serviceProvider', 'engineer', 'thirdPartyEng'] as const;
export type PageMenuSection = (typeof PAGE_MENU_SECTIONS)[number];

/**
 * The groups of those menus: the service-provider sidebar's sections, the engineer sidebar's and
 * the third-party menu's, and the customer top navigation, 'storeFront'. The shell lays them out;
 * an entry names the one it belongs to.
 */
export const MENU_GROUPS = [
  'orderManagement',
  'productionManagement',
  'qualityManagement',
  'expert',
  'businessIntelligence',
  'admin',
  'order',
  'storeFront',
] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

/**
 * The service-provider sidebar, the customer top navigation and engineer sidebar, the profile
 * dropdown, the order dashboard columns (each user turns them on and off) and the third-party
 * engineer menu.
 */
export type MenuConfig = components['schemas']['MenuConfig'];

const item = (label: string, url: string, extra: Partial<MenuItemConfig> = {}): MenuItemConfig => ({
  enabled: true,
  label,
  url,
  ...extra,
});

/** The order dashboards' columns on by default for a service provider and for an engineer. */
export const SP_COLUMNS_ON = ['id', 'quantity', 'targetDate', 'customer', 'creator', 'facility', 'orderFilesList'] as const;
export const ENG_COLUMNS_ON = ['id', 'quantity', 'targetDate', 'customer', 'creator', 'quote'] as const;
export const COLUMNS_OFF = [
  'customerContactName',
  'customerEmail',
  'customerPhone',
  'exportControlled',
  'NDARequired',
  'partNumber',
  'serviceType',
  'primaryUseCase',
  'industryFocus',
  'materials',
  'machines',
  'deliveryMethod',
  'createdOn',
  'quoteDueDate',
  'thirdPartyOrderId',
  'rfqConfigName',
] as const;

/** Every column of the order dashboards (each user chooses which show), in the order they show. */
export const DASHBOARD_COLUMNS = [
  ...new Set([...SP_COLUMNS_ON, ...ENG_COLUMNS_ON, ...COLUMNS_OFF]),
] as readonly DashboardColumn[];
export type DashboardColumn = (typeof SP_COLUMNS_ON)[number] | (typeof ENG_COLUMNS_ON)[number] | (typeof COLUMNS_OFF)[number];

/**
 * The facility's part orders' own columns beyond the dashboard's: a planner shows or hides them
 * with the others, so a list at a laptop's width need not carry every one of them.
 */
export const PART_ORDER_OWN_COLUMNS = ['assignee', 'priority', 'tags'] as const;
export type PartOrderOwnColumn = (typeof PART_ORDER_OWN_COLUMNS)[number];
/** A column a user may show or hide in an order list. */
export type OrderListColumn = DashboardColumn | PartOrderOwnColumn;

/** The columns an order list sorts by on the server (its own title and status, and these dashboard columns). */
export const ORDER_LIST_SORTS = ['id', 'title', 'status', 'quantity', 'targetDate', 'createdOn', 'quoteDueDate'] as const;
export type OrderListSort = (typeof ORDER_LIST_SORTS)[number];

function dashboardColumns(): MenuConfig['dashboardColumns'] {
  const columns: MenuConfig['dashboardColumns'] = {};
  for (const key of DASHBOARD_COLUMNS) {
    columns[key] = {
      spEnabled: (SP_COLUMNS_ON as readonly string[]).includes(key),
      engEnabled: (ENG_COLUMNS_ON as readonly string[]).includes(key),
    };
  }
  return columns;
}

/**
 * The platform's menu defaults for what is not a page of an area: the profile dropdown's and the
 * footer's links, and the dashboard columns. A page's menu item travels with its route, in its
 * area's route table (`menu` of the route, shared/remote), and the shell places its own few
 * items (the desktop-tool launchers); a tenant's config changes either by the item's key.
 */
export const DEFAULT_MENU_CONFIG: MenuConfig = {
  serviceProvider: {},
  engineer: {},
  profile: {
    userProfile: item('User Profile', '/profile/update'),
    knowledgeBase: item('Knowledge Base', 'https://support.example.com/knowledge-base'),
    support: item('Support', 'https://support.example.com'),
    logout: item('Log Out', '/logout'),
    // Footer links of the store front.
    contactUs: item('Contact Us', 'https://support.example.com/contact'),
    termsOfUse: item('Terms of Use', 'https://support.example.com/terms'),
  },
  dashboardColumns: dashboardColumns(),
  thirdPartyEng: {},
};
