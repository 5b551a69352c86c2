import type { EndpointDefinitions } from '@reduxjs/toolkit/query';
import { referenceApi, type AreaApi, type QueryParams } from 'shared/api';
import type { components, CustomerOrderList, Distribution, FileList, OrderDetails, OrderOffer } from 'shared/contracts';
import type { OrderInput } from 'shared/orders';
import { injectDigitalCatalog } from './digital-catalog/api';
import { injectNewOrder } from './new-order/api';
import { injectOrderDetails } from './order-details/api';
import { injectPartInventory, INVENTORY_PATHS } from './part-inventory/api';
import { injectProjects } from './projects/api';

// The features' types, which their components import from here with storefrontApi.
export type { CatalogItem, CustomerCatalogItem, CustomerCatalogItemDetail } from './digital-catalog/api';
export type { InstantPrice } from './new-order/api';
export type { PartRevision, PartRow } from './part-inventory/api';
export type { Project, ProjectRow, ProjectSide } from './projects/api';

/** The search and page of the company's part files (GET /api/v1/files). */
export type PartFilesArgs = QueryParams<'/api/v1/files', 'get'>;
/** The search, status filter and page of the order history (GET /api/v1/orders). */
export type OrdersArgs = QueryParams<'/api/v1/orders', 'get'>;

/** The processes and materials a list's filters offer: those of the rows the caller sees. */
export type FilterOptions = components['schemas']['FilterOptions'];
export type PartDetails = components['schemas']['PartDetails'];
/** Whose inventory: a customer company's own parts, or those of a facility's awarded orders. */
export type InventorySide = 'engineer' | 'facility';

/**
 * The storefront's tags on the one api, and the calls several of its folders make: the
 * customer's part files, a part, and the orders. Reference data comes from `referenceApi` in
 * shared/api.
 */
const areaApi = referenceApi
  .enhanceEndpoints({ addTagTypes: ['PartFile', 'Order', 'Part', 'Project', 'CatalogItem', 'Ncr'] })
  .injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      partFiles: build.query<FileList, PartFilesArgs>({
        query: (params) => ({ url: '/api/v1/files', params }),
        providesTags: ['PartFile'],
      }),
      part: build.query<PartDetails, { side: InventorySide; id: number }>({
        query: ({ side, id }) => `${INVENTORY_PATHS[side]}/${id}`,
        providesTags: ['Part'],
      }),
      /** What New Order offers; with the saved draft, the facilities counted are those that make its parts. */
      orderOffer: build.query<OrderOffer, { distribution: Distribution; orderId?: number }>({
        query: (params) => ({ url: '/api/v1/orders/offer', params }),
        providesTags: ['Order'],
      }),
      customerOrders: build.query<CustomerOrderList, OrdersArgs>({
        query: (params) => ({ url: '/api/v1/orders', params }),
        providesTags: ['Order'],
      }),
      customerOrder: build.query<OrderDetails, number>({
        query: (id) => `/api/v1/orders/${id}`,
        providesTags: (_result, _error, id) => [{ type: 'Order', id }],
      }),
      createOrder: build.mutation<OrderDetails, OrderInput>({
        query: (body) => ({ url: '/api/v1/orders', method: 'POST', body }),
        invalidatesTags: ['Order'],
      }),
      /** submit, reopen, withdraw: a move of the order; the answer is the order as it now is. */
      moveOrder: build.mutation<OrderDetails, { id: number; move: 'submit' | 'reopen' | 'withdraw'; reason?: string }>({
        query: ({ id, move, reason }) => ({ url: `/api/v1/orders/${id}/${move}`, method: 'POST', body: { reason } }),
        invalidatesTags: ['Order'],
      }),
    }),
  });

/** The area's api holding the endpoints D, as each feature folder's api.ts takes it. */
export type StorefrontApi<D extends EndpointDefinitions> = AreaApi<typeof areaApi, D>;

/** The storefront's calls, the ones of every feature folder. */
export const storefrontApi = injectOrderDetails(
  injectNewOrder(injectDigitalCatalog(injectProjects(injectPartInventory(areaApi)))),
);
