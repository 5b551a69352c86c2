import type { EndpointDefinitions } from '@reduxjs/toolkit/query';
import { referenceApi, type AreaApi } from 'shared/api';
import type { components } from 'shared/contracts';
import { injectCustomers } from './customers/api';
import { injectPartOrder } from './part-order/api';
import { injectPartOrders } from './part-orders/api';
import { injectShipments } from './shipments/api';
import { injectVendorOrders } from './vendor/api';

// The features' types, which their components import from here with ordersApi.
export type { CustomerRow, InvitationInput } from './customers/api';
export type { PartOrdersArgs } from './part-orders/api';
export type { ShipmentRow, ShipmentStage } from './shipments/api';
export type { VendorOrderList, VendorType } from './vendor/api';

export type Customer = components['schemas']['Customer'];

/**
 * The facility's order area's tags on the one api, and the calls several of its folders make:
 * the assignees the lists filter by, and a customer company. The customers they filter by are
 * `referenceApi`'s (shared/api), which other areas' filters read too.
 */
const areaApi = referenceApi.enhanceEndpoints({ addTagTypes: ['Order', 'PartOrderViews', 'Customer'] }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    customer: build.query<Customer, number>({
      query: (id) => `/api/v1/customers/${id}`,
      providesTags: ['Order', 'Customer'],
    }),
    assignees: build.query<{ id: number; name: string }[], void>({ query: () => '/api/v1/part-orders/assignees' }),
  }),
});

/** The area's api holding the endpoints D, as each feature folder's api.ts takes it. */
export type OrdersApi<D extends EndpointDefinitions> = AreaApi<typeof areaApi, D>;

/**
 * The facility's order calls: its part orders, an order as the facility reads it and what it
 * does with its offer, shipments, customers and vendor orders, each feature folder's injected by
 * its api.ts.
 */
export const ordersApi = injectVendorOrders(injectCustomers(injectShipments(injectPartOrder(injectPartOrders(areaApi)))));
