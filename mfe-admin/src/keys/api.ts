import type { EndpointDefinitions } from '@reduxjs/toolkit/query';
import type { components } from 'shared/contracts';
import type { AdminApi } from '../api';

export type ApiKey = components['schemas']['ApiKey'];
export type NewApiKey = components['schemas']['NewApiKey'];

/** The API keys page's calls. */
export const injectKeys = <D extends EndpointDefinitions>(api: AdminApi<D>) =>
  api.injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      /** The signed-in person's named API keys (the keys page). */
      apiKeys: build.query<ApiKey[], void>({ query: () => '/api/v1/users/api-keys', providesTags: ['ApiKey'] }),
      createApiKey: build.mutation<{ apiKey: ApiKey; key: string }, NewApiKey>({
        query: (body) => ({ url: '/api/v1/users/api-keys', method: 'POST', body }),
        invalidatesTags: ['ApiKey'],
      }),
      revokeApiKey: build.mutation<null, number>({
        query: (id) => ({ url: `/api/v1/users/api-keys/${id}`, method: 'DELETE' }),
        invalidatesTags: ['ApiKey'],
      }),
    }),
  });
