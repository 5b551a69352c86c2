import type { EndpointDefinitions } from '@reduxjs/toolkit/query';
import type { RequestBody } from 'shared/api';
import type { components } from 'shared/contracts';
import type { AdminApi } from '../api';

export type PricingRules = components['schemas']['PricingRules'];
export type PricingRulesVersion = components['schemas']['PricingRulesVersion'];
export type PricePreview = components['schemas']['PricePreview'];
export type PriceTerm = components['schemas']['PriceTerm'];
export type PreviewAsk = RequestBody<'/api/v1/pricing-rules/preview', 'post'>;
export type InventoryPart = components['schemas']['PartRow'];

/** The pricing rules' calls. */
export const injectPricing = <D extends EndpointDefinitions>(api: AdminApi<D>) =>
  api.injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      /** The facility's pricing rules (server/src/pricing): the current version, older ones, a preview. */
      pricingRules: build.query<PricingRulesVersion, void>({
        query: () => '/api/v1/pricing-rules',
        providesTags: ['PricingRules'],
      }),
      pricingRulesHistory: build.query<{ version: number; savedAt: number; savedBy: string | null }[], void>({
        query: () => '/api/v1/pricing-rules/versions',
        providesTags: ['PricingRules'],
      }),
      pricingRulesVersion: build.query<PricingRulesVersion, number>({
        query: (version) => `/api/v1/pricing-rules/versions/${version}`,
      }),
      savePricingRules: build.mutation<PricingRulesVersion, { baseVersion: number; rules: PricingRules }>({
        query: (body) => ({ url: '/api/v1/pricing-rules', method: 'PUT', body }),
        invalidatesTags: ['PricingRules', 'Settings'],
      }),
      previewPrice: build.mutation<PricePreview, PreviewAsk>({
        query: (body) => ({ url: '/api/v1/pricing-rules/preview', method: 'POST', body }),
      }),
      /** The parts the facility makes (its part inventory), to preview a price on. */
      pricingParts: build.query<InventoryPart[], string>({
        query: (search) => ({ url: '/api/v1/sp/part-inventory', params: { search: search || undefined, offset: 0, limit: 50 } }),
        transformResponse: (list: { rows: InventoryPart[] }) => list.rows,
      }),
    }),
  });
