import type { EndpointDefinitions } from '@reduxjs/toolkit/query';
import type { components } from 'shared/contracts';
import type { QualityApi } from '../api';

export type Capa = components['schemas']['Capa'];
export type CapaInput = components['schemas']['CapaInput'];
export type CapaChange = components['schemas']['CapaChange'];
type CapaActionInput = components['schemas']['CapaActionInput'];
type CapaActionChange = components['schemas']['CapaActionChange'];
export type RootCause = components['schemas']['RootCause'];
type VerifyInput = components['schemas']['CapaVerifyInput'];
type EffectivenessInput = components['schemas']['CapaEffectivenessInput'];
type SignatureInput = components['schemas']['SignatureInput'];
/**
 * A write to a CAPA reads every CAPA again — its record, the list, the dashboard's CAPAs due — even
 * after a refusal: a 409 may mean it moved meanwhile.
 */
const CHANGED = ['Capa' as const];

/** One CAPA and what the facility does to it: change it, record its root cause, plan and tick off its actions, move it. */
export const injectCapa = <D extends EndpointDefinitions>(api: QualityApi<D>) =>
  api.injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      capa: build.query<Capa, number>({
        query: (id) => `/api/v1/quality/capas/${id}`,
        providesTags: (_result, _error, id) => [{ type: 'Capa', id }],
      }),
      raiseCapa: build.mutation<Capa, CapaInput>({
        query: (body) => ({ url: '/api/v1/quality/capas', method: 'POST', body }),
        invalidatesTags: CHANGED,
      }),
      changeCapa: build.mutation<Capa, { id: number; change: CapaChange }>({
        query: ({ id, change }) => ({ url: `/api/v1/quality/capas/${id}`, method: 'PATCH', body: change }),
        invalidatesTags: CHANGED,
      }),
      recordRootCause: build.mutation<Capa, { id: number; rootCause: RootCause }>({
        query: ({ id, rootCause }) => ({ url: `/api/v1/quality/capas/${id}/root-cause`, method: 'PUT', body: rootCause }),
        invalidatesTags: CHANGED,
      }),
      addCapaAction: build.mutation<Capa, { id: number; action: CapaActionInput }>({
        query: ({ id, action }) => ({ url: `/api/v1/quality/capas/${id}/actions`, method: 'POST', body: action }),
        invalidatesTags: CHANGED,
      }),
      changeCapaAction: build.mutation<Capa, { id: number; actionId: number; change: CapaActionChange }>({
        query: ({ id, actionId, change }) => ({
          url: `/api/v1/quality/capas/${id}/actions/${actionId}`,
          method: 'PATCH',
          body: change,
        }),
        invalidatesTags: CHANGED,
      }),
      startCapaActions: build.mutation<Capa, { id: number }>({
        query: ({ id }) => ({ url: `/api/v1/quality/capas/${id}/start-actions`, method: 'POST' }),
        invalidatesTags: CHANGED,
      }),
      verifyCapa: build.mutation<Capa, { id: number; check: VerifyInput }>({
        query: ({ id, check }) => ({ url: `/api/v1/quality/capas/${id}/verify`, method: 'POST', body: check }),
        invalidatesTags: CHANGED,
      }),
      recordEffectiveness: build.mutation<Capa, { id: number; check: EffectivenessInput }>({
        query: ({ id, check }) => ({ url: `/api/v1/quality/capas/${id}/effectiveness`, method: 'POST', body: check }),
        invalidatesTags: CHANGED,
      }),
      closeCapa: build.mutation<Capa, { id: number; signature: SignatureInput }>({
        query: ({ id, signature }) => ({ url: `/api/v1/quality/capas/${id}/close`, method: 'POST', body: { signature } }),
        invalidatesTags: CHANGED,
      }),
      cancelCapa: build.mutation<Capa, { id: number; reason: string }>({
        query: ({ id, reason }) => ({ url: `/api/v1/quality/capas/${id}/cancel`, method: 'POST', body: { reason } }),
        invalidatesTags: CHANGED,
      }),
    }),
  });
