import type { EndpointDefinitions } from '@reduxjs/toolkit/query';
import type { QueryParams } from 'shared/api';
import type { components } from 'shared/contracts';
import type { FilterOptions, StorefrontApi } from '../api';

export type CatalogItem = components['schemas']['CatalogItem'];
export type CustomerCatalogItem = components['schemas']['CustomerCatalogItem'];
export type CustomerCatalogItemDetail = components['schemas']['CustomerCatalogItemDetail'];
export type CatalogItemInput = components['schemas']['CatalogItemInput'];
export type CatalogArgs = QueryParams<'/api/v1/engineer/digital-catalog', 'get'>;
const FACILITY_CATALOG = '/api/v1/sp/digital-catalog';
const CUSTOMER_CATALOG = '/api/v1/engineer/digital-catalog';

/** The digital catalogue's calls. */
export const injectDigitalCatalog = <D extends EndpointDefinitions>(api: StorefrontApi<D>) =>
  api.injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      /** The digital catalogue (server/src/digital-catalog); changes arrive as catalog.changed events. */
      facilityCatalog: build.query<{ totalCount: number; rows: CatalogItem[] }, CatalogArgs>({
        query: (params) => ({ url: FACILITY_CATALOG, params }),
        providesTags: ['CatalogItem'],
      }),
      facilityCatalogItem: build.query<CatalogItem, number>({
        query: (id) => `${FACILITY_CATALOG}/${id}`,
        providesTags: ['CatalogItem'],
      }),
      /** The facility's customers an item may be published to. */
      catalogCustomers: build.query<{ id: number; name: string }[], void>({
        query: () => `${FACILITY_CATALOG}/customers`,
      }),
      saveCatalogItem: build.mutation<CatalogItem, { id?: number; item: CatalogItemInput }>({
        query: ({ id, item }) =>
          id === undefined
            ? { url: FACILITY_CATALOG, method: 'POST', body: item }
            : { url: `${FACILITY_CATALOG}/${id}`, method: 'PUT', body: item },
        invalidatesTags: ['CatalogItem'],
      }),
      deleteCatalogItem: build.mutation<void, number>({
        query: (id) => ({ url: `${FACILITY_CATALOG}/${id}`, method: 'DELETE' }),
        invalidatesTags: ['CatalogItem'],
      }),
      catalogFilterOptions: build.query<FilterOptions, 'customer' | 'facility'>({
        query: (side) => `${side === 'customer' ? CUSTOMER_CATALOG : FACILITY_CATALOG}/filter-options`,
        providesTags: ['CatalogItem'],
      }),
      customerCatalog: build.query<{ totalCount: number; rows: CustomerCatalogItem[] }, CatalogArgs>({
        query: (params) => ({ url: CUSTOMER_CATALOG, params }),
        providesTags: ['CatalogItem'],
      }),
      customerCatalogItem: build.query<CustomerCatalogItemDetail, number>({
        query: (id) => `${CUSTOMER_CATALOG}/${id}`,
        providesTags: ['CatalogItem'],
      }),
      /** Orders an item at its price: the order waits for the facility's confirmation. */
      orderFromCatalog: build.mutation<
        { orderId: number },
        { id: number; quantity: number; deliveryAddressId: number; title: string; notes: string; termsVersion?: number }
      >({
        query: ({ id, ...body }) => ({ url: `${CUSTOMER_CATALOG}/${id}/orders`, method: 'POST', body }),
        invalidatesTags: ['Order', 'Part', 'CatalogItem'],
      }),
    }),
  });
