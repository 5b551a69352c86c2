import type { EndpointDefinitions } from '@reduxjs/toolkit/query';
import type { QueryParams } from 'shared/api';
import type {
  JobLite,
  JobLiteSearchBody,
  JobSearchBody,
  JobSearchResult,
  Preference,
  PreferenceInput,
  SavedSchedulerFilter,
} from 'shared/contracts';
import type { ProductionApi } from '../api';

/** The enterprise scheduler's calls: its job searches and the user's saved filters. */
export const injectScheduler = <D extends EndpointDefinitions>(api: ProductionApi<D>) =>
  api.injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      searchJobs: build.query<JobSearchResult, JobSearchBody & { allFacilities: boolean }>({
        query: ({ allFacilities, ...body }) => ({
          url: '/api/v4/job-scheduling/search',
          method: 'POST',
          params: { getFromAllFacilities: allFacilities } satisfies QueryParams<'/api/v4/job-scheduling/search', 'post'>,
          body,
        }),
        providesTags: ['Job', 'JobList'],
      }),
      liteSearch: build.query<JobLite[], { body: JobLiteSearchBody; allFacilities: boolean }>({
        query: ({ body, allFacilities }) => ({
          url: '/api/v4/job-scheduling/search/lite',
          method: 'POST',
          params: { getFromAllFacilities: allFacilities } satisfies QueryParams<'/api/v4/job-scheduling/search/lite', 'post'>,
          body,
        }),
        providesTags: ['Job', 'JobList'],
      }),
      savedFilters: build.query<SavedSchedulerFilter[], void>({
        query: () => '/api/v1/userPreference/SCHEDULER_FILTERS',
        // The server keeps the list as JSON text.
        transformResponse: (response: Preference) => JSON.parse(response.preference) as SavedSchedulerFilter[],
      }),
      saveFilters: build.mutation<Preference, SavedSchedulerFilter[]>({
        query: (preference) => ({
          url: '/api/v1/userPreference/SCHEDULER_FILTERS',
          method: 'POST',
          body: { preferenceType: 'SCHEDULER_FILTERS', preference } satisfies PreferenceInput,
        }),
        // No tag to invalidate: the saved-filters box writes the server's answer into the list.
      }),
    }),
  });
