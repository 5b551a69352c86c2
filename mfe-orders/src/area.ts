import { remoteRoute, type RemoteModule } from 'shared/remote';

const sp = remoteRoute('serviceProvider', 'ROLE_SERVICE_PROVIDER');

/** Facility order management (spec 2.6 Order Management and parts of Admin). */
const area: RemoteModule = {
  name: 'mfe_orders',
  routes: [
    sp('/service-provider', 'page.partOrders'),
    sp('/service-provider/digital-catalog', 'page.digitalCatalog'),
    sp('/service-provider/part-inventory', 'page.partInventory'),
    sp('/service-provider/shipments', 'page.shipments'),
    sp('/service-provider/customers', 'page.customers', { permission: 'CUSTOMER_PORTAL_EDITOR' }),
    sp('/service-provider/projects', 'page.projects'),
    sp('/service-provider/archive', 'page.archive'),
    sp('/service-provider/facilities', 'page.facilitiesAndVendors'),
    sp('/service-provider/vendor', 'page.orderHistory'),
    sp('/service-provider/digital-catalog-management', 'page.digitalCatalogManagement', { permission: 'DIGITAL_CATALOG_EDITOR' }),
  ],
};

export default area;
