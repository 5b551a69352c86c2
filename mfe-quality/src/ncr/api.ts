import type { EndpointDefinitions } from '@reduxjs/toolkit/query';
import type { components } from 'shared/contracts';
import type { Ncr, QualityApi } from '../api';

export type NcrChange = components['schemas']['NcrChange'];
export type DispositionInput = components['schemas']['DispositionInput'];

/** The NCR a write changed and the lists that show it, read again (after a refusal too: a 409 means it moved meanwhile). */
const changed = (_result: unknown, _error: unknown, { id }: { id: number }) => [
  { type: 'Ncr' as const, id },
  { type: 'Ncr' as const, id: 'LIST' },
];

/** What the facility does to an NCR: change it while open, record the board's signed decision, close it, cancel it. */
export const injectNcr = <D extends EndpointDefinitions>(api: QualityApi<D>) =>
  api.injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      changeNcr: build.mutation<Ncr, { id: number; change: NcrChange }>({
        query: ({ id, change }) => ({ url: `/api/v1/quality/ncrs/${id}`, method: 'PATCH', body: change }),
        invalidatesTags: changed,
      }),
      disposeNcr: build.mutation<Ncr, { id: number; decision: DispositionInput }>({
        query: ({ id, decision }) => ({ url: `/api/v1/quality/ncrs/${id}/disposition`, method: 'POST', body: decision }),
        invalidatesTags: changed,
      }),
      closeNcr: build.mutation<Ncr, { id: number }>({
        query: ({ id }) => ({ url: `/api/v1/quality/ncrs/${id}/close`, method: 'POST' }),
        invalidatesTags: changed,
      }),
      cancelNcr: build.mutation<Ncr, { id: number; reason: string }>({
        query: ({ id, reason }) => ({ url: `/api/v1/quality/ncrs/${id}/cancel`, method: 'POST', body: { reason } }),
        invalidatesTags: changed,
      }),
    }),
  });
