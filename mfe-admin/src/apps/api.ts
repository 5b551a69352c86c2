import type { EndpointDefinitions } from '@reduxjs/toolkit/query';
import type { App } from 'shared/auth';
import type { AdminApi } from '../api';

/** What an app is saved with (POST and PUT /api/v1/apps). */
export type AppInput = Omit<App, 'id' | 'appType'>;

/** The app store's calls. */
export const injectApps = <D extends EndpointDefinitions>(api: AdminApi<D>) =>
  api.injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      /** The facility's apps; the session's list (the sidebar's) follows their changes ('Config'). */
      apps: build.query<App[], void>({ query: () => '/api/v1/apps', providesTags: ['Config'] }),
      saveApp: build.mutation<App, { id?: number; app: AppInput }>({
        query: ({ id, app }) => ({ url: id ? `/api/v1/apps/${id}` : '/api/v1/apps', method: id ? 'PUT' : 'POST', body: app }),
        invalidatesTags: ['Config', 'Settings'],
      }),
      deleteApp: build.mutation<null, number>({
        query: (id) => ({ url: `/api/v1/apps/${id}`, method: 'DELETE' }),
        invalidatesTags: ['Config', 'Settings'],
      }),
    }),
  });
