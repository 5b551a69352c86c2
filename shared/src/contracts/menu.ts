/**
 * Menu config (spec 3 Menu config): the server supplies it per tenant; the shell falls
 * back to DEFAULT_MENU_CONFIG when the fetch fails. A tenant's saved config only needs
 * the items it changes; the server merges it over these defaults.
 */
import type { components } from './api-schemas.js';

export const NAV_ITEM_STYLES = ['TOP_NAV_LINK', 'ICON_BUTTON'] as const;
export type NavItemStyle = (typeof NAV_ITEM_STYLES)[number];

export type MenuItemConfig = components['schemas']['MenuItemConfig'];

export const MENU_SECTIONS = ['serviceProvider', 'engineer', 'profile', 'dashboardColumns', 'thirdPartyEng'] as const;

/**
 * The service-provider sidebar (spec 2.6), the customer top navigation (spec 2.2) and engineer
 * sidebar (spec 2.7), the profile dropdown (spec 2.2), the order dashboard columns (spec 3
 * Dashboard column toggles) and the third-party engineer menu (spec 2.7).
 */
export type MenuConfig = components['schemas']['MenuConfig'];

const item = (label: string, url: string, extra: Partial<MenuItemConfig> = {}): MenuItemConfig => ({
  enabled: true,
  label,
  url,
  ...extra,
});

const SP_COLUMNS_ON = ['id', 'quantity', 'targetDate', 'customer', 'creator', 'facility', 'orderFilesList'];
const ENG_COLUMNS_ON = ['id', 'quantity', 'targetDate', 'customer', 'creator', 'quote'];
const COLUMNS_OFF = [
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
];

function dashboardColumns(): MenuConfig['dashboardColumns'] {
  const columns: MenuConfig['dashboardColumns'] = {};
  for (const key of new Set([...SP_COLUMNS_ON, ...ENG_COLUMNS_ON, ...COLUMNS_OFF])) {
    columns[key] = { spEnabled: SP_COLUMNS_ON.includes(key), engEnabled: ENG_COLUMNS_ON.includes(key) };
  }
  return columns;
}

export const DEFAULT_MENU_CONFIG: MenuConfig = {
  serviceProvider: {
    partOrders: item('Part Orders', '/service-provider'),
    digitalCatalog: item('Digital Catalog', '/service-provider/digital-catalog'),
    partInventory: item('Part Inventory', '/service-provider/part-inventory'),
    shipments: item('Shipments', '/service-provider/shipments'),
    customers: item('Customers', '/service-provider/customers'),
    projects: item('Projects', '/service-provider/projects'),
    archive: item('Archive', '/service-provider/archive'),
    buildPlanning: item('Build Planning', '/service-provider/build-planning-new'),
    machinePlatforms: item('Machine Platforms', '/service-provider/machine-platforms'),
    schedules: item('Schedules', '/service-provider/schedules'),
    schedulerView: item('Enterprise Scheduler', '/service-provider/scheduler-view'),
    groupNesting: item('Group Nesting', '/service-provider/groupNesting'),
    workCenter: item('Work Center', '/service-provider/work-center'),
    workCenterOld: item('Work Center (classic)', '/service-provider/work-center-old'),
    materialManagement: item('Material Management', '/service-provider/material-management/batches'),
    processNcr: item('Process NCR', '/service-provider/quality-management/quality-dashboard'),
    partNcr: item('Part NCR', '/service-provider/quality-management/compliance'),
    capa: item('CAPA', '/service-provider/quality-management/capa'),
    // Expert: hidden unless a tenant enables them; the launchers open the desktop tools by protocol.
    magicsLauncher: item('Magics', 'materialise-magics://open', { enabled: false }),
    streamicsLauncher: item('Streamics', 'materialise-streamics://open', { enabled: false }),
    machineConnectivity: item('Machine Connectivity', '/service-provider/machine-connectivity', { enabled: false }),
    materialSearch: item('Material Search', '/service-provider/material-search', { enabled: false }),
    analytics: item('Analytics', '/service-provider/analytics'),
    digitalCatalogManagement: item('Digital Catalog Management', '/service-provider/digital-catalog-management'),
    facilityProfile: item('Facility Profile', '/service-provider/profile/update'),
    facilities: item('Facilities And Vendors', '/service-provider/facilities'),
    settings: item('Settings', '/service-provider/settings'),
    mesSettings: item('MES Settings', '/service-provider/settings/mes'),
    qualitySettings: item('Quality Management Settings', '/service-provider/settings/quality-management'),
    magicsSettings: item('Magics Settings', '/service-provider/settings/magics'),
    quickbooks: item('QuickBooks', '/service-provider/settings/quickbooks'),
    tags: item('Tags', '/service-provider/settings/tags'),
    emailConfig: item('Email Configuration', '/service-provider/settings/email-config'),
    emailTemplates: item('Email Templates', '/service-provider/service-provider/email-templates'),
    team: item('Team', '/service-provider/team'),
    machineConnectivitySettings: item('Machine Connectivity Settings', '/service-provider/settings/machine-connectivity'),
    pricingRules: item('Pricing Rules', '/pricing-rules'),
    storeFrontConfig: item('Store Front Config', '/store-front-config'),
    rfqConfig: item('RFQ Config', '/service-provider/rfq/config'),
    appStore: item('App Store', '/service-provider/app-marketplace'),
    appStoreAdmin: item('App Store Admin', '/service-provider/app-marketplace-admin'),
    webhooks: item('Webhooks', '/service-provider/settings/webhook'),
  },
  engineer: {
    newOrder: item('New Order', '/store-front', { style: 'TOP_NAV_LINK' }),
    orderHistory: item('Order History', '/order-history', { style: 'TOP_NAV_LINK' }),
    projects: item('Projects', '/projects', { style: 'TOP_NAV_LINK' }),
    digitalPartInventory: item('Digital Part Inventory', '/digital-part-inventory', { style: 'TOP_NAV_LINK' }),
    digitalCatalog: item('Digital Catalog', '/digital-catalog', { style: 'TOP_NAV_LINK' }),
    requestQuote: item('Request Quote', '/order/create?from=sf', { style: 'ICON_BUTTON' }),
    orders: item('Orders', '/engineer'),
    engDigitalCatalog: item('Digital Catalog', '/engineer/digital-catalog'),
    partInventory: item('Part Inventory', '/engineer/part-inventory'),
    archive: item('Archive', '/engineer/archive'),
    engProjects: item('Projects', '/engineer/projects'),
    facilities: item('Facilities', '/engineer/facilities'),
    materialSearch: item('Material Search', '/engineer/material-search'),
    team: item('Team', '/engineer/team'),
  },
  profile: {
    userProfile: item('User Profile', '/profile/update'),
    knowledgeBase: item('Knowledge Base', 'https://support.example.com/knowledge-base'),
    support: item('Support', 'https://support.example.com'),
    logout: item('Log Out', '/logout'),
    // Footer links of the store front (spec 2.2).
    contactUs: item('Contact Us', 'https://support.example.com/contact'),
    termsOfUse: item('Terms of Use', 'https://support.example.com/terms'),
  },
  dashboardColumns: dashboardColumns(),
  thirdPartyEng: {
    orders: item('Orders', '/engineer'),
    partInventory: item('Part Inventory', '/engineer/part-inventory'),
    digitalCatalog: item('Digital Catalog', '/engineer/digital-catalog'),
    archive: item('Archive', '/engineer/archive'),
  },
};
