import type { EndpointDefinitions } from '@reduxjs/toolkit/query';
import type { RequestBody } from 'shared/api';
import type { components } from 'shared/contracts';
import type { ProductionApi } from '../api';

export type PlanProposal = components['schemas']['PlanProposal'];
export type PlanProgress = components['schemas']['PlanProgress'];
export type PlanRemakes = components['schemas']['PlanRemakes'];
export type PlanRequest = RequestBody<'/api/v1/job-scheduling/plan', 'post'>;
export type MachinePlanning = components['schemas']['MachinePlanning'];
export type PlanSettings = components['schemas']['PlanSettings'];
export type PlanWeights = components['schemas']['PlanWeights'];

/** What applying a proposal changes: the jobs it moves (and their machines' timelines), and the proposal. */
const APPLIED = ['Job', 'Order', 'PlanProposal'] as const;

/**
 * The auto-scheduler's calls: a proposal made, read, applied or discarded; the search's progress;
 * the pieces to make again;
 * a job pinned; a machine's planning; the facility's planning settings and weights.
 */
export const injectAutoPlan = <D extends EndpointDefinitions>(api: ProductionApi<D>) =>
  api.injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      plan: build.mutation<PlanProposal, PlanRequest>({
        query: (body) => ({ url: '/api/v1/job-scheduling/plan', method: 'POST', body }),
      }),
      proposal: build.query<PlanProposal, number>({
        query: (id) => `/api/v1/job-scheduling/plan/${id}`,
        providesTags: (_result, _error, id) => [{ type: 'PlanProposal', id }],
      }),
      planProgress: build.query<PlanProgress | null, void>({
        query: () => '/api/v1/job-scheduling/plan-progress',
        providesTags: ['PlanProgress'],
      }),
      // Read again whenever a job is saved, an order's progress moves (an inspection) or a build changes.
      planRemakes: build.query<PlanRemakes, void>({
        query: () => '/api/v1/job-scheduling/plan-remakes',
        providesTags: ['JobList', 'Order', 'Build'],
      }),
      applyPlan: build.mutation<{ moved: number; made: number }, number>({
        query: (id) => ({ url: `/api/v1/job-scheduling/plan/${id}/apply`, method: 'POST' }),
        invalidatesTags: [...APPLIED],
      }),
      discardPlan: build.mutation<void, number>({
        query: (id) => ({ url: `/api/v1/job-scheduling/plan/${id}/discard`, method: 'POST' }),
        invalidatesTags: ['PlanProposal'],
      }),
      machinePlanning: build.query<MachinePlanning, number>({
        query: (id) => `/api/v1/equipment/${id}/planning`,
        providesTags: (_result, _error, id) => [{ type: 'MachinePlanning', id }],
      }),
      saveMachinePlanning: build.mutation<MachinePlanning, { id: number; body: MachinePlanning }>({
        query: ({ id, body }) => ({ url: `/api/v1/equipment/${id}/planning`, method: 'PUT', body }),
        invalidatesTags: (_result, _error, { id }) => [{ type: 'MachinePlanning', id }],
      }),
      planSettings: build.query<PlanSettings, void>({
        query: () => '/api/v1/job-scheduling/plan-settings',
        providesTags: ['PlanSettings'],
      }),
      savePlanSettings: build.mutation<PlanSettings, PlanSettings>({
        query: (body) => ({ url: '/api/v1/job-scheduling/plan-settings', method: 'PUT', body }),
        invalidatesTags: ['PlanSettings'],
      }),
      planWeights: build.query<PlanWeights, void>({
        query: () => '/api/v1/job-scheduling/plan-weights',
        providesTags: ['PlanWeights'],
      }),
      savePlanWeights: build.mutation<PlanWeights, PlanWeights>({
        query: (body) => ({ url: '/api/v1/job-scheduling/plan-weights', method: 'PUT', body }),
        invalidatesTags: ['PlanWeights'],
      }),
      pinJob: build.mutation<{ id: number; pinned: boolean }, { id: number; pinned: boolean }>({
        query: ({ id, pinned }) => ({ url: `/api/v1/job-scheduling/${id}/pin`, method: 'PUT', body: { pinned } }),
        invalidatesTags: (_result, _error, { id }) => ['Job', { type: 'Job', id }],
      }),
    }),
  });
