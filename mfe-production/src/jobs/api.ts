import type { EndpointDefinitions } from '@reduxjs/toolkit/query';
import type { QueryParams, RequestBody } from 'shared/api';
import type { components, Job, JobInput, NextAvailableSlot } from 'shared/contracts';
import type { ProductionApi } from '../api';

/** A job's powder: the batches it drew from, or the batch it would start on, its broken rules, top-up and overrides. */
export type JobPowder = components['schemas']['JobPowder'];
type StartOverride = RequestBody<'/api/v1/materials/jobs/{id}/start-override', 'post'>;

/**
 * What saving a job changes besides it: the orders' parts left to schedule, its powder (every Job
 * tag: its machine, material or status) and the batches, from which a job that ends draws its powder.
 */
const SAVED = ['Job', 'Order', { type: 'MaterialBatch', id: 'ALL' }] as const;

/**
 * A job's powder under the area's Job tag, apart from the job's own ({ type: 'Job', id }): an
 * override leaves the job as it is, whose form a refetch would reset.
 */
const powderTag = (id: number) => ({ type: 'Job' as const, id: `POWDER-${id}` });

/**
 * The job form's calls: a job, its next free slot, and its powder
 * with the quality manager's signed override of the start gate.
 */
export const injectJobs = <D extends EndpointDefinitions>(api: ProductionApi<D>) =>
  api.injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      job: build.query<Job, number>({
        query: (id) => `/api/v1/job-scheduling/${id}`,
        providesTags: (_result, _error, id) => [{ type: 'Job', id }],
      }),
      createJob: build.mutation<Job, JobInput>({
        query: (body) => ({ url: '/api/v1/job-scheduling', method: 'POST', body }),
        invalidatesTags: [...SAVED],
      }),
      updateJob: build.mutation<Job, JobInput>({
        query: (body) => ({ url: '/api/v1/job-scheduling', method: 'PUT', body }),
        invalidatesTags: [...SAVED],
      }),
      nextSlot: build.query<NextAvailableSlot, QueryParams<'/api/v1/job-scheduling/getNextAvailableTimeSlot', 'get'>>({
        query: (params) => ({ url: '/api/v1/job-scheduling/getNextAvailableTimeSlot', params }),
        keepUnusedDataFor: 0,
      }),
      // The batch on the machine changes with the floor's events on batches.
      jobPowder: build.query<JobPowder, number>({
        query: (id) => `/api/v1/materials/jobs/${id}/powder`,
        providesTags: (_result, _error, id) => [powderTag(id), { type: 'MaterialBatch', id: 'ALL' }],
      }),
      overrideStartGate: build.mutation<JobPowder, { id: number } & StartOverride>({
        query: ({ id, ...body }) => ({ url: `/api/v1/materials/jobs/${id}/start-override`, method: 'POST', body }),
        // Read again after a refusal too: the job may have started, or the batch changed, meanwhile.
        invalidatesTags: (_result, _error, { id }) => [powderTag(id)],
      }),
    }),
  });
