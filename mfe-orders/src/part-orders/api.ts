import type { EndpointDefinitions } from '@reduxjs/toolkit/query';
import type { QueryParams } from 'shared/api';
import type { components, PartOrderList, PartOrderView } from 'shared/contracts';
import type { OrdersApi } from '../api';

/** The stage tab, search and page of the facility's part orders (GET /api/v1/part-orders). */
export type PartOrdersArgs = QueryParams<'/api/v1/part-orders', 'get'>;

/** The part orders list's calls: the list and the user's saved views. */
export const injectPartOrders = <D extends EndpointDefinitions>(api: OrdersApi<D>) =>
  api.injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      partOrders: build.query<PartOrderList, PartOrdersArgs>({
        query: (params) => ({ url: '/api/v1/part-orders', params }),
        providesTags: ['Order'],
      }),
      /** The user's saved views of the part orders (a preference kept as JSON text). */
      partOrderViews: build.query<PartOrderView[], void>({
        query: () => '/api/v1/userPreference/PART_ORDER_VIEWS',
        transformResponse: (response: components['schemas']['Preference']) => JSON.parse(response.preference) as PartOrderView[],
        providesTags: ['PartOrderViews'],
      }),
      savePartOrderViews: build.mutation<unknown, PartOrderView[]>({
        query: (preference) => ({
          url: '/api/v1/userPreference/PART_ORDER_VIEWS',
          method: 'POST',
          body: { preferenceType: 'PART_ORDER_VIEWS', preference },
        }),
        invalidatesTags: ['PartOrderViews'],
      }),
    }),
  });
