import { referenceApi } from 'shared/api';
import type { components } from 'shared/contracts';

export type ApiKey = components['schemas']['ApiKey'];
export type NewApiKey = components['schemas']['NewApiKey'];

/** The admin area's calls: the one place in this remote that injects endpoints. */
export const adminApi = referenceApi.enhanceEndpoints({ addTagTypes: ['ApiKey'] }).injectEndpoints({
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
