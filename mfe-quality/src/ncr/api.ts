import type { EndpointDefinitions } from '@reduxjs/toolkit/query';
import type { components } from 'shared/contracts';
import type { Ncr, QualityApi } from '../api';

export type NcrChange = components['schemas']['NcrChange'];
export type DispositionInput = components['schemas']['DispositionInput'];
/** The material behind an NCR: its jobs, the batches they drew from, and each supplier lot's share. */
export type BackTrace = components['schemas']['BackTrace'];
/** The other parts made from a batch behind an NCR: candidates for the same NCR. */
export type SharedBatchParts = components['schemas']['SharedBatchParts'];

/** The NCR a write changed and the lists that show it, read again (after a refusal too: a 409 means it moved meanwhile). */
const changed = (_result: unknown, _error: unknown, { id }: { id: number }) => [
  { type: 'Ncr' as const, id },
  { type: 'Ncr' as const, id: 'LIST' },
];

/**
 * What the facility does to an NCR: change it while open, record the board's signed decision, close it, cancel it;
 * and the material behind it with the other parts built from the same batch (material management's calls, read
 * again with the NCR).
 */
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
      ncrMaterial: build.query<BackTrace, number>({
        query: (ncrId) => ({ url: '/api/v1/materials/genealogy/trace', params: { ncrId } }),
        providesTags: (_result, _error, id) => [{ type: 'Ncr', id }],
      }),
      ncrSharedBatchParts: build.query<SharedBatchParts, number>({
        query: (id) => `/api/v1/materials/genealogy/ncrs/${id}/shared-batch-parts`,
        providesTags: (_result, _error, id) => [{ type: 'Ncr', id }],
      }),
    }),
  });
