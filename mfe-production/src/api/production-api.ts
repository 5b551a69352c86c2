import { api } from 'shared/api';
import type {
  Job,
  JobInput,
  JobLite,
  JobLiteSearchBody,
  JobSearchBody,
  JobSearchResult,
  JobStatus,
  JobType,
  MachineKind,
  NextAvailableSlot,
  OrderSearchBody,
  OrderSearchResult,
  SavedSchedulerFilter,
} from 'shared/contracts';

export interface Named {
  id: number;
  name: string;
}
export interface Machine {
  id: number;
  modelName: string;
  amProcess: string;
  kind: MachineKind;
  manufacturer: Named;
  generalMaterialTypes: Named[];
}
export interface Equipment {
  id: number;
  displayName: string;
  spId: number;
  facilityName: string;
  machineDTO: { model: string };
  machine: Machine;
  materials: Named[];
  supportMaterials: Named[];
  detailingAgentMaterials: Named[];
  fusingAgentMaterials: Named[];
  currentlyUsedMaterialId: number | null;
  imageUrl: string | null;
}
/** Every material a machine runs, whatever its role. */
export const materialsOf = (e: Equipment): Named[] => [
  ...e.materials,
  ...e.supportMaterials,
  ...e.detailingAgentMaterials,
  ...e.fusingAgentMaterials,
];

export interface Material extends Named {
  generalMaterialType: Named;
}
export interface AmProcess extends Named {
  displayName: string;
}

export interface JobsPageArgs {
  limit: number;
  offset: number;
  jobType?: JobType;
  jobStatus?: JobStatus;
  equipmentId?: number;
  fromDate?: number;
  toDate?: number;
}

const productionApiWithTags = api.enhanceEndpoints({ addTagTypes: ['Job', 'Equipment', 'Order'] });

/** The calls of spec 7 'Reference data' and 'Orders and scheduling' the production screens make. */
export const productionApi = productionApiWithTags.injectEndpoints({
  endpoints: (build) => ({
    equipments: build.query<Equipment[], { allFacilities: boolean }>({
      query: ({ allFacilities }) => ({ url: '/api/v3/sp/equipments', params: { getFromAllFacilities: allFacilities } }),
      providesTags: ['Equipment'],
    }),
    materials: build.query<Material[], { allFacilities: boolean }>({
      query: ({ allFacilities }) => ({ url: '/api/v3/sp/materials', params: { getFromAllFacilities: allFacilities } }),
    }),
    processes: build.query<AmProcess[], void>({
      query: () => ({ url: '/api/v1/amprocess', params: { filter_by_match_type: true, matchingType: 'INTERNAL_FACILITY' } }),
    }),
    simulationSoftware: build.query<Named[], void>({ query: () => '/api/v1/simulation-software' }),
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
    nextSlot: build.query<NextAvailableSlot, { equipment: number; totalHours: number; excludeJobId?: number }>({
      query: (params) => ({ url: '/api/v1/job-scheduling/getNextAvailableTimeSlot', params }),
      keepUnusedDataFor: 0,
    }),
    searchJobs: build.query<JobSearchResult, JobSearchBody & { allFacilities: boolean }>({
      query: ({ allFacilities, ...body }) => ({
        url: '/api/v4/job-scheduling/search',
        method: 'POST',
        params: { getFromAllFacilities: allFacilities },
        body,
      }),
      providesTags: ['Job'],
    }),
    liteSearch: build.query<JobLite[], { body: JobLiteSearchBody; allFacilities: boolean }>({
      query: ({ body, allFacilities }) => ({
        url: '/api/v4/job-scheduling/search/lite',
        method: 'POST',
        params: { getFromAllFacilities: allFacilities },
        body,
      }),
      providesTags: ['Job'],
    }),
    searchOrders: build.query<OrderSearchResult, { page: number; size: number; body: OrderSearchBody }>({
      query: ({ page, size, body }) => ({
        url: '/api/v3/orders/search',
        method: 'POST',
        params: { page, size, schedulingCall: true },
        body,
      }),
      providesTags: ['Order'],
    }),
    savedFilters: build.query<SavedSchedulerFilter[], void>({
      query: () => '/api/v1/userPreference/SCHEDULER_FILTERS',
      transformResponse: (response: { preference: string | SavedSchedulerFilter[] }) =>
        typeof response.preference === 'string'
          ? (JSON.parse(response.preference) as SavedSchedulerFilter[])
          : response.preference,
      providesTags: ['Preference'],
    }),
    saveFilters: build.mutation<unknown, SavedSchedulerFilter[]>({
      query: (preference) => ({
        url: '/api/v1/userPreference/SCHEDULER_FILTERS',
        method: 'POST',
        body: { preferenceType: 'SCHEDULER_FILTERS', preference },
      }),
      invalidatesTags: ['Preference'],
    }),
  }),
});
