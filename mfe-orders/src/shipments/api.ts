import type { EndpointDefinitions } from '@reduxjs/toolkit/query';
import type { QueryParams } from 'shared/api';
import type { components } from 'shared/contracts';
import type { OrdersApi } from '../api';

/** The shipments page's stage, search, customer and page (GET /api/v1/shipments). */
export type ShipmentsArgs = QueryParams<'/api/v1/shipments', 'get'>;
export type ShipmentStage = ShipmentsArgs['stage'];
export type ShipmentRow = components['schemas']['ShipmentList']['rows'][number];

/** The shipments page's calls. */
export const injectShipments = <D extends EndpointDefinitions>(api: OrdersApi<D>) =>
  api.injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      shipments: build.query<components['schemas']['ShipmentList'], ShipmentsArgs>({
        query: (params) => ({ url: '/api/v1/shipments', params }),
        providesTags: ['Order'],
      }),
    }),
  });
