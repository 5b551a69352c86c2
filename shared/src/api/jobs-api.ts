import type { Job, JobInput, JobSearchResult, NextAvailableSlot, paths } from '../contracts/index.js';
import { api } from './api.js';
import type { QueryParams } from './query-params.js';

type JobsPage = '/api/v1/job-scheduling/getAllWithPagination/{limit}/{offset}';
/** The page (limit, offset) and the filters of the jobs list. */
type JobsPageArgs = paths[JobsPage]['get']['parameters']['path'] & QueryParams<JobsPage, 'get'>;

/**
 * What saving a job changes besides it: the orders' parts left to schedule, its powder (every Job
 * tag: its machine, material or status) and the batches, from which a job that ends draws its powder.
 * Any call that saves a job (the desktop tool's too) invalidates these.
 */
export const JOB_SAVED_TAGS = ['Job', 'Order', { type: 'MaterialBatch', id: 'ALL' }] as const;

/**
 * A facility's jobs (/api/v1/job-scheduling), for the job form and the lists of jobs of the
 * production area and the desktop tool's pages: a job, saving one, its machine's next free slot
 * and a page of jobs. The tags are the production area's, which adds them again with its own.
 */
export const jobsApi = api
  .enhanceEndpoints({
    // JobList: the lists of jobs (the schedules, the scheduler), read again when anyone saves a job,
    // where a job's own form ({ type: 'Job', id }) is not, so that what its reader is editing is not
    // reset under them.
    addTagTypes: ['Job', 'JobList', 'Order', 'MaterialBatch'],
  })
  .injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      job: build.query<Job, number>({
        query: (id) => `/api/v1/job-scheduling/${id}`,
        providesTags: (_result, _error, id) => [{ type: 'Job', id }],
      }),
      createJob: build.mutation<Job, JobInput>({
        query: (body) => ({ url: '/api/v1/job-scheduling', method: 'POST', body }),
        invalidatesTags: [...JOB_SAVED_TAGS],
      }),
      updateJob: build.mutation<Job, JobInput>({
        query: (body) => ({ url: '/api/v1/job-scheduling', method: 'PUT', body }),
        invalidatesTags: [...JOB_SAVED_TAGS],
      }),
      nextSlot: build.query<NextAvailableSlot, QueryParams<'/api/v1/job-scheduling/getNextAvailableTimeSlot', 'get'>>({
        query: (params) => ({ url: '/api/v1/job-scheduling/getNextAvailableTimeSlot', params }),
        keepUnusedDataFor: 0,
      }),
      jobsPage: build.query<JobSearchResult, JobsPageArgs>({
        query: ({ limit, offset, ...params }) => ({
          url: `/api/v1/job-scheduling/getAllWithPagination/${limit}/${offset}`,
          params: Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined)),
        }),
        providesTags: ['Job', 'JobList'],
      }),
    }),
  });
