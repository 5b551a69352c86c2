import type { EndpointDefinitions } from '@reduxjs/toolkit/query';
import type { QueryParams } from 'shared/api';
import type { components } from 'shared/contracts';
import type { QualityApi } from '../api';

export type CapaRow = components['schemas']['CapaRow'];
/** The CAPA list's type, status, search and page (GET /api/v1/quality/capas). */
type CapasArgs = QueryParams<'/api/v1/quality/capas', 'get'>;

/** The facility's corrective and preventive actions, a page at a time. */
export const injectCapas = <D extends EndpointDefinitions>(api: QualityApi<D>) =>
  api.injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      capas: build.query<components['schemas']['CapaList'], CapasArgs>({
        query: (params) => ({ url: '/api/v1/quality/capas', params }),
        providesTags: ['Capa'],
      }),
    }),
  });
