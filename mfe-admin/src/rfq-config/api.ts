import type { EndpointDefinitions } from '@reduxjs/toolkit/query';
import type { components } from 'shared/contracts';
import type { AdminApi } from '../api';

export type RfqConfig = components['schemas']['RfqConfig'];
export type RfqConfigInput = components['schemas']['RfqConfigInput'];

/** The quote request configuration's calls. */
export const injectRfqConfig = <D extends EndpointDefinitions>(api: AdminApi<D>) =>
  api.injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      /** What the store front asks of New Order (server/src/rfq-config); changes arrive as settings.changed. */
      rfqConfig: build.query<RfqConfig, void>({
        query: () => '/api/v1/sp/rfq-config',
        providesTags: ['Settings'],
      }),
      saveRfqConfig: build.mutation<RfqConfig, RfqConfigInput>({
        query: (body) => ({ url: '/api/v1/sp/rfq-config', method: 'PUT', body }),
        invalidatesTags: ['Settings'],
      }),
    }),
  });
