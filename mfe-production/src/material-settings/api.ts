import type { EndpointDefinitions } from '@reduxjs/toolkit/query';
import type { components } from 'shared/contracts';
import type { ProductionApi } from '../api';

export type MaterialSettings = components['schemas']['MaterialSettings'];
export type MaterialRule = MaterialSettings['rules'][number];

const URL = '/api/v1/materials/settings';

/**
 * The facility's scale tolerance and its rules per material, read and saved as one document by
 * every page that uses them: the batches (a blend's balance, a batch's breach badges), the stocks
 * (reorder points) and the settings page. Saving reads again all that shows what they decide.
 */
export const injectMaterialSettings = <D extends EndpointDefinitions>(api: ProductionApi<D>) =>
  api.injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      materialSettings: build.query<MaterialSettings, void>({ query: () => URL, providesTags: ['MaterialSettings'] }),
      saveMaterialSettings: build.mutation<MaterialSettings, MaterialSettings>({
        query: (body) => ({ url: URL, method: 'PUT', body }),
        invalidatesTags: ['MaterialSettings', { type: 'MaterialBatch', id: 'ALL' }, { type: 'MaterialStock', id: 'LIST' }],
      }),
    }),
  });
