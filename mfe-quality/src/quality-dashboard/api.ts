import type { EndpointDefinitions } from '@reduxjs/toolkit/query';
import type { QueryParams } from 'shared/api';
import type { components, QualityDashboardWidget } from 'shared/contracts';
import type { QualityApi } from '../api';

export type QualityDashboard = components['schemas']['QualityDashboard'];
/** A widget's figures, which the dashboard's answer holds when the facility shows the widget. */
export type Figures<Widget extends QualityDashboardWidget> = NonNullable<QualityDashboard[Widget]>;
/** The span the figures count (GET /api/v1/quality/dashboard): from, and to (exclusive), epoch ms. */
export type DashboardSpan = QueryParams<'/api/v1/quality/dashboard', 'get'>;

/**
 * The quality dashboard's figures, read again whenever an NCR or a CAPA changes: the open NCRs,
 * the counts, the CAPAs due and the trends (whose open CAPA a new one fills in) all follow them;
 * and whenever the facility's config changes, which chooses the widgets it shows.
 */
export const injectQualityDashboard = <D extends EndpointDefinitions>(api: QualityApi<D>) =>
  api.injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      qualityDashboard: build.query<QualityDashboard, DashboardSpan>({
        query: (params) => ({ url: '/api/v1/quality/dashboard', params }),
        providesTags: ['Ncr', 'Capa', 'Config'],
      }),
    }),
  });
