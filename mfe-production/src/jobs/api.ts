import type { EndpointDefinitions } from '@reduxjs/toolkit/query';
import type { QueryParams } from 'shared/api';
import type { Job, JobInput, JobType, NextAvailableSlot, OrderSearchBody, OrderSearchResult } from 'shared/contracts';
import type { ProductionApi } from '../api';

/** The job form's calls: a job, its next free slot and the parts left to schedule. */
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
        invalidatesTags: ['Job', 'Order'],
      }),
      updateJob: build.mutation<Job, JobInput>({
        query: (body) => ({ url: '/api/v1/job-scheduling', method: 'PUT', body }),
        invalidatesTags: ['Job', 'Order'],
      }),
      nextSlot: build.query<NextAvailableSlot, QueryParams<'/api/v1/job-scheduling/getNextAvailableTimeSlot', 'get'>>({
        query: (params) => ({ url: '/api/v1/job-scheduling/getNextAvailableTimeSlot', params }),
        keepUnusedDataFor: 0,
      }),
      /** Parts left to schedule, for a job of `jobType` (a post-processing job counts what is left to post-process). */
      searchOrders: build.query<OrderSearchResult, { page: number; size: number; jobType: JobType; body: OrderSearchBody }>({
        query: ({ page, size, jobType, body }) => ({
          url: '/api/v3/orders/search',
          method: 'POST',
          params: { page, size, schedulingCall: true, jobType } satisfies QueryParams<'/api/v3/orders/search', 'post'>,
          body,
        }),
        providesTags: ['Order'],
      }),
    }),
  });
