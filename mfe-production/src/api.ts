import { referenceApi, type QueryParams } from 'shared/api';
import type {
  Equipment,
  EquipmentInput,
  Job,
  JobInput,
  JobLite,
  JobLiteSearchBody,
  JobSearchBody,
  JobSearchResult,
  JobType,
  NextAvailableSlot,
  OrderSearchBody,
  OrderSearchResult,
  paths,
  Preference,
  PreferenceInput,
  SavedSchedulerFilter,
} from 'shared/contracts';

type JobsPage = '/api/v1/job-scheduling/getAllWithPagination/{limit}/{offset}';
/** The page (limit, offset) and the filters of the jobs list. */
export type JobsPageArgs = paths[JobsPage]['get']['parameters']['path'] & QueryParams<JobsPage, 'get'>;

/**
 * The production area's own calls (orders and scheduling, and the machine platforms' writes);
 * the reference data it reads comes from `referenceApi` in shared/api. The one place in this
 * remote that injects endpoints.
 */
export const productionApi = referenceApi.enhanceEndpoints({ addTagTypes: ['Job', 'Order'] }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    equipment: build.query<Equipment, number>({
      query: (id) => `/api/v1/sp/equipments/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Equipment', id }],
    }),
    createEquipment: build.mutation<Equipment, EquipmentInput>({
      query: (body) => ({ url: '/api/v1/sp/equipments', method: 'POST', body }),
      invalidatesTags: ['Equipment'],
    }),
    updateEquipment: build.mutation<Equipment, { id: number; body: EquipmentInput }>({
      query: ({ id, body }) => ({ url: `/api/v1/sp/equipments/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Equipment'],
    }),
    jobsPage: build.query<JobSearchResult, JobsPageArgs>({
      query: ({ limit, offset, ...params }) => ({
        url: `/api/v1/job-scheduling/getAllWithPagination/${limit}/${offset}`,
        params: Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined)),
      }),
      providesTags: ['Job'],
    }),
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
    searchJobs: build.query<JobSearchResult, JobSearchBody & { allFacilities: boolean }>({
      query: ({ allFacilities, ...body }) => ({
        url: '/api/v4/job-scheduling/search',
        method: 'POST',
        params: { getFromAllFacilities: allFacilities } satisfies QueryParams<'/api/v4/job-scheduling/search', 'post'>,
        body,
      }),
      providesTags: ['Job'],
    }),
    liteSearch: build.query<JobLite[], { body: JobLiteSearchBody; allFacilities: boolean }>({
      query: ({ body, allFacilities }) => ({
        url: '/api/v4/job-scheduling/search/lite',
        method: 'POST',
        params: { getFromAllFacilities: allFacilities } satisfies QueryParams<'/api/v4/job-scheduling/search/lite', 'post'>,
        body,
      }),
      providesTags: ['Job'],
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
    savedFilters: build.query<SavedSchedulerFilter[], void>({
      query: () => '/api/v1/userPreference/SCHEDULER_FILTERS',
      // The server keeps the list as JSON text.
      transformResponse: (response: Preference) => JSON.parse(response.preference) as SavedSchedulerFilter[],
      providesTags: ['Preference'],
    }),
    saveFilters: build.mutation<Preference, SavedSchedulerFilter[]>({
      query: (preference) => ({
        url: '/api/v1/userPreference/SCHEDULER_FILTERS',
        method: 'POST',
        body: { preferenceType: 'SCHEDULER_FILTERS', preference } satisfies PreferenceInput,
      }),
      invalidatesTags: ['Preference'],
    }),
  }),
});
