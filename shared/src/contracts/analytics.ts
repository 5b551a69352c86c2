import type { components } from './api-schemas.js';

type Schemas = components['schemas'];

/** The lengths a chart's series is counted in: days, weeks (from Monday) or months of the reader's time zone. */
export const ANALYTICS_PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

/** The analytics figures, one answer per chart. */
export type AnalyticsUtilisation = Schemas['AnalyticsUtilisation'];
export type AnalyticsOee = Schemas['AnalyticsOee'];
export type AnalyticsOnTime = Schemas['AnalyticsOnTime'];
export type AnalyticsQuotes = Schemas['AnalyticsQuotes'];
export type AnalyticsLeadTime = Schemas['AnalyticsLeadTime'];
export type AnalyticsScrap = Schemas['AnalyticsScrap'];
export type AnalyticsMaterial = Schemas['AnalyticsMaterial'];
