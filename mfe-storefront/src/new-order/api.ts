import type { EndpointDefinitions } from '@reduxjs/toolkit/query';
import type { components, OrderDetails } from 'shared/contracts';
import type { OrderInput } from 'shared/orders';
import type { StorefrontApi } from '../api';

export type InstantPrice = components['schemas']['InstantPrice'];

/** New Order's own calls: saving the draft and its instant prices. */
export const injectNewOrder = <D extends EndpointDefinitions>(api: StorefrontApi<D>) =>
  api.injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      updateOrder: build.mutation<OrderDetails, { id: number; body: OrderInput & { updatedAt?: number } }>({
        query: ({ id, body }) => ({ url: `/api/v1/orders/${id}`, method: 'PUT', body }),
        invalidatesTags: ['Order'],
      }),
      /** The draft priced at once by the facilities that quote automatically; asked again after each save (updatedAt). */
      instantPrices: build.query<InstantPrice[], { id: number; updatedAt: number }>({
        query: ({ id }) => `/api/v1/orders/${id}/instant-prices`,
      }),
      acceptInstantPrice: build.mutation<null, { id: number; facilityId: number; totalMinor: number }>({
        query: ({ id, ...body }) => ({ url: `/api/v1/orders/${id}/instant-accept`, method: 'POST', body }),
        invalidatesTags: ['Order'],
      }),
    }),
  });
