import { remoteRoute, type RemoteModule } from 'shared/remote';

const storeFront = remoteRoute('storeFront', 'ROLE_ENGINEER');
const engineer = remoteRoute('engineer', 'ROLE_ENGINEER');

/** Customer side (spec 2.2, 2.7): store front, orders, projects, inventory, catalog, engineer area. */
const area: RemoteModule = {
  name: 'mfe_storefront',
  routes: [
    storeFront('/store-front', 'page.newOrder'),
    storeFront('/order-history', 'page.orderHistory'),
    storeFront('/order-details/:id', 'page.orderDetails'),
    storeFront('/order/:id/messages', 'page.orderMessages'),
    storeFront('/order/:id/cad-viewer', 'page.cadViewer'),
    storeFront('/order/create', 'page.requestQuote'),
    storeFront('/projects', 'page.projects'),
    storeFront('/digital-part-inventory', 'page.digitalPartInventory'),
    storeFront('/digital-catalog', 'page.digitalCatalog'),
    storeFront('/profile/update', 'page.userProfile'),
    engineer('/engineer', 'page.orders'),
    engineer('/engineer/digital-catalog', 'page.digitalCatalog'),
    engineer('/engineer/part-inventory', 'page.partInventory'),
    engineer('/engineer/archive', 'page.archive'),
    engineer('/engineer/projects', 'page.projects'),
    engineer('/engineer/facilities', 'page.facilities'),
    engineer('/engineer/material-search', 'page.materialSearch'),
    engineer('/engineer/profile/update', 'page.companyProfile'),
    engineer('/engineer/user/profile/update', 'page.userProfile'),
  ],
};

export default area;
