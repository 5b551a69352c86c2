import type { EndpointDefinitions } from '@reduxjs/toolkit/query';
import type { components } from 'shared/contracts';
import type { AdminApi } from '../api';

export type QualitySettings = components['schemas']['QualitySettings'];
export type QualityDashboardConfig = components['schemas']['QualityDashboardConfig'];
export type QualityReportConfig = components['schemas']['QualityReportConfig'];

/**
 * The quality settings' calls (server/src/quality): the settings, the dashboard's widgets and the
 * records' PDFs, read by the quality people, saved by QMS_SETTINGS_EDITOR. Saving the widgets
 * reads the dashboard again ('Config').
 */
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
      qualityDashboardConfig: build.query<QualityDashboardConfig, void>({
        query: () => '/api/v1/quality/settings/dashboard',
        providesTags: ['Settings'],
      }),
      saveQualityDashboardConfig: build.mutation<QualityDashboardConfig, QualityDashboardConfig>({
        query: (body) => ({ url: '/api/v1/quality/settings/dashboard', method: 'PUT', body }),
        invalidatesTags: ['Settings', 'Config'],
      }),
      qualityReportConfig: build.query<QualityReportConfig, void>({
        query: () => '/api/v1/quality/settings/report',
        providesTags: ['Settings'],
      }),
      saveQualityReportConfig: build.mutation<QualityReportConfig, QualityReportConfig>({
        query: (body) => ({ url: '/api/v1/quality/settings/report', method: 'PUT', body }),
        invalidatesTags: ['Settings'],
      }),
    }),
  });
