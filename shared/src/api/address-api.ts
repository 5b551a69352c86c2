import type { DeliveryAddress } from '../contracts/index.js';
import type { DeliveryAddressInput } from '../orders/order-rules.js';
import { referenceApi } from './reference-api.js';

/**
 * A company's delivery addresses (server/src/geo): New Order lists them and adds one; the
 * facility's and the company's profile also rewrite and remove them. One set of endpoints for
 * both areas, so that a page showing both keeps one cache.
 */
export const addressApi = referenceApi.enhanceEndpoints({ addTagTypes: ['DeliveryAddress'] }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    deliveryAddresses: build.query<DeliveryAddress[], void>({
      query: () => '/api/v1/deliveryAddress',
      providesTags: ['DeliveryAddress'],
    }),
    addDeliveryAddress: build.mutation<DeliveryAddress, DeliveryAddressInput>({
      query: (body) => ({ url: '/api/v1/deliveryAddress', method: 'POST', body }),
      invalidatesTags: ['DeliveryAddress'],
    }),
    updateDeliveryAddress: build.mutation<DeliveryAddress, { id: number; address: DeliveryAddressInput }>({
      query: ({ id, address }) => ({ url: `/api/v1/deliveryAddress/${id}`, method: 'PUT', body: address }),
      invalidatesTags: ['DeliveryAddress'],
    }),
    removeDeliveryAddress: build.mutation<null, number>({
      query: (id) => ({ url: `/api/v1/deliveryAddress/${id}`, method: 'DELETE' }),
      invalidatesTags: ['DeliveryAddress'],
    }),
  }),
});
