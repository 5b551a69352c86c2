import { referenceApi, type QueryParams } from 'shared/api';
import type { FileList } from 'shared/contracts';

/** The search and page of the company's part files (GET /api/v1/files). */
export type PartFilesArgs = QueryParams<'/api/v1/files', 'get'>;

/**
 * The storefront's own calls; reference data comes from `referenceApi` in shared/api. The one
 * place in this remote that injects endpoints.
 */
export const storefrontApi = referenceApi.enhanceEndpoints({ addTagTypes: ['PartFile'] }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    partFiles: build.query<FileList, PartFilesArgs>({
      query: (params) => ({ url: '/api/v1/files', params }),
      providesTags: ['PartFile'],
    }),
  }),
});
