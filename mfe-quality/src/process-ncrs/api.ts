import type { EndpointDefinitions } from '@reduxjs/toolkit/query';
import type { components } from 'shared/contracts';
import type { Ncr, QualityApi } from '../api';

export type NcrInput = components['schemas']['NcrInput'];

/** Raising an NCR by hand (a process NCR here). */
export const injectProcessNcrs = <D extends EndpointDefinitions>(api: QualityApi<D>) =>
  api.injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      raiseNcr: build.mutation<Ncr, NcrInput>({
        query: (body) => ({ url: '/api/v1/quality/ncrs', method: 'POST', body }),
        invalidatesTags: [{ type: 'Ncr', id: 'LIST' }],
      }),
    }),
  });
