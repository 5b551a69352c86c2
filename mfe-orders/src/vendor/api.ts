import type { EndpointDefinitions } from '@reduxjs/toolkit/query';
import type { QueryParams } from 'shared/api';
import type { components } from 'shared/contracts';
import type { OrdersApi } from '../api';

/** Order history's tab, search and page (GET /api/v1/vendor-orders). */
export type VendorOrdersArgs = QueryParams<'/api/v1/vendor-orders', 'get'>;
export type VendorType = VendorOrdersArgs['vendorType'];
export type VendorOrderList = components['schemas']['VendorOrderList'];

/** The vendor orders page's calls. */
export const injectVendorOrders = <D extends EndpointDefinitions>(api: OrdersApi<D>) =>
  api.injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      vendorOrders: build.query<VendorOrderList, VendorOrdersArgs>({
        query: (params) => ({ url: '/api/v1/vendor-orders', params }),
        providesTags: ['Order'],
      }),
    }),
  });
