import type { EndpointDefinitions } from '@reduxjs/toolkit/query';
import type { components } from 'shared/contracts';
import type { AdminApi } from '../api';

export type QualitySettings = components['schemas']['QualitySettings'];

/** The quality settings' calls (server/src/quality): read by the quality people, saved by QMS_SETTINGS_EDITOR. */
export const injectQualitySettings = <D extends EndpointDefinitions>(api: AdminApi<D>) =>
  api.injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      qualitySettings: build.query<QualitySettings, void>({
        query: () => '/api/v1/quality/settings',
        providesTags: ['Settings'],
      }),
      saveQualitySettings: build.mutation<QualitySettings, QualitySettings>({
        query: (body) => ({ url: '/api/v1/quality/settings', method: 'PUT', body }),
        invalidatesTags: ['Settings'],
      }),
    }),
  });
