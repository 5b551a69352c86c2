import { api } from 'shared/api';
import type {
  components,
  Job,
  JobInput,
  JobLite,
  JobLiteSearchBody,
  JobSearchBody,
  JobSearchResult,
  NextAvailableSlot,
  OrderSearchBody,
  OrderSearchResult,
  paths,
  Preference,
  PreferenceInput,
  SavedSchedulerFilter,
} from 'shared/contracts';

type Schemas = components['schemas'];

export type Named = Schemas['Named'];
export type Machine = Schemas['Machine'];
export type Equipment = Schemas['Equipment'];
export type Material = Schemas['Material'];
export type AmProcess = Schemas['AmProcess'];
export type SimulationSoftware = Schemas['SimulationSoftware'];

/** Every material a machine runs, whatever its role. */
export const materialsOf = (e: Equipment): Named[] => [
  ...e.materials,
  ...e.supportMaterials,
  ...e.detailingAgentMaterials,
  ...e.fusingAgentMaterials,
];

/** The query string a call takes, as the server's schema declares it. */
type Query<P extends keyof paths, M extends 'get' | 'post'> = NonNullable<
  paths[P][M] extends { parameters: { query?: infer Q } } ? Q : never
>;

type JobsPage = '/api/v1/job-scheduling/getAllWithPagination/{limit}/{offset}';
/** The page (limit, offset) and the filters of the jobs list. */
export type JobsPageArgs = paths[JobsPage]['get']['parameters']['path'] & Query<JobsPage, 'get'>;

const productionApiWithTags = api.enhanceEndpoints({ addTagTypes: ['Job', 'Equipment', 'Order'] });

/** The calls of spec 7 'Reference data' and 'Orders and scheduling' the production screens make. */
export const productionApi = productionApiWithTags.injectEndpoints({
  endpoints: (build) => ({
    equipments: build.query<Equipment[], { allFacilities: boolean }>({
      query: ({ allFacilities }) => ({
        url: '/api/v3/sp/equipments',
        params: { getFromAllFacilities: allFacilities } satisfies Query<'/api/v3/sp/equipments', 'get'>,
      }),
      providesTags: ['Equipment'],
    }),
    materials: build.query<Material[], { allFacilities: boolean }>({
      query: ({ allFacilities }) => ({
        url: '/api/v3/sp/materials',
        params: { getFromAllFacilities: allFacilities } satisfies Query<'/api/v3/sp/materials', 'get'>,
      }),
    }),
    processes: build.query<AmProcess[], void>({
      query: () => ({
        url: '/api/v1/amprocess',
        params: { filter_by_match_type: true, matchingType: 'INTERNAL_FACILITY' } satisfies Query<'/api/v1/amprocess', 'get'>,
      }),
    }),
    simulationSoftware: build.query<SimulationSoftware[], void>({ query: () => '/api/v1/simulation-software' }),
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
    nextSlot: build.query<NextAvailableSlot, Query<'/api/v1/job-scheduling/getNextAvailableTimeSlot', 'get'>>({
      query: (params) => ({ url: '/api/v1/job-scheduling/getNextAvailableTimeSlot', params }),
      keepUnusedDataFor: 0,
    }),
    searchJobs: build.query<JobSearchResult, JobSearchBody & { allFacilities: boolean }>({
      query: ({ allFacilities, ...body }) => ({
        url: '/api/v4/job-scheduling/search',
        method: 'POST',
        params: { getFromAllFacilities: allFacilities } satisfies Query<'/api/v4/job-scheduling/search', 'post'>,
        body,
      }),
      providesTags: ['Job'],
    }),
    liteSearch: build.query<JobLite[], { body: JobLiteSearchBody; allFacilities: boolean }>({
      query: ({ body, allFacilities }) => ({
        url: '/api/v4/job-scheduling/search/lite',
        method: 'POST',
        params: { getFromAllFacilities: allFacilities } satisfies Query<'/api/v4/job-scheduling/search/lite', 'post'>,
        body,
      }),
      providesTags: ['Job'],
    }),
    searchOrders: build.query<OrderSearchResult, { page: number; size: number; body: OrderSearchBody }>({
      query: ({ page, size, body }) => ({
        url: '/api/v3/orders/search',
        method: 'POST',
        params: { page, size, schedulingCall: true } satisfies Query<'/api/v3/orders/search', 'post'>,
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
