import type { EndpointDefinitions } from '@reduxjs/toolkit/query';
import type { QueryParams } from 'shared/api';
import type {
  AnalyticsLeadTime,
  AnalyticsMaterial,
  AnalyticsOee,
  AnalyticsOnTime,
  AnalyticsQuotes,
  AnalyticsScrap,
  AnalyticsUtilisation,
} from 'shared/contracts';
import type { ProductionApi } from '../api';

/** What every figure is asked with: the span, the reader's zone, the periods' length and the filters. */
export type AnalyticsArgs = QueryParams<'/api/v1/analytics/utilisation', 'get'>;

const figure = (path: string) => (params: AnalyticsArgs) => ({ url: `/api/v1/analytics/${path}`, params });

/**
 * The analytics figures (server/src/analytics), one call per chart, so that each card shows as
 * soon as its own answer is in. Tagged 'Analytics': the live topics of what they count (a
 * machine's report, a job saved, an order's or a shipment's move, an NCR) read them again.
 */
export const injectAnalytics = <D extends EndpointDefinitions>(api: ProductionApi<D>) =>
  api.injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      analyticsUtilisation: build.query<AnalyticsUtilisation, AnalyticsArgs>({
        query: figure('utilisation'),
        providesTags: ['Analytics'],
      }),
      analyticsOee: build.query<AnalyticsOee, AnalyticsArgs>({ query: figure('oee'), providesTags: ['Analytics'] }),
      analyticsOnTime: build.query<AnalyticsOnTime, AnalyticsArgs>({
        query: figure('on-time-delivery'),
        providesTags: ['Analytics'],
      }),
      analyticsQuotes: build.query<AnalyticsQuotes, AnalyticsArgs>({ query: figure('quotes'), providesTags: ['Analytics'] }),
      analyticsLeadTime: build.query<AnalyticsLeadTime, AnalyticsArgs>({
        query: figure('lead-time'),
        providesTags: ['Analytics'],
      }),
      analyticsScrap: build.query<AnalyticsScrap, AnalyticsArgs>({ query: figure('scrap'), providesTags: ['Analytics'] }),
      analyticsMaterial: build.query<AnalyticsMaterial, AnalyticsArgs>({
        query: figure('material'),
        providesTags: ['Analytics'],
      }),
    }),
  });
