import type { EndpointDefinitions } from '@reduxjs/toolkit/query';
import type { QueryParams } from 'shared/api';
import type { components, TeamSide } from 'shared/contracts';
import type { AdminApi } from '../api';

export type MaterialRow = components['schemas']['MaterialRow'];
export type MaterialSearch = components['schemas']['MaterialSearch'];
/** The filters of material search, as its endpoint takes them. */
export type MaterialFilters = Omit<QueryParams<'/api/v1/engineer/material-search', 'get'>, 'offset' | 'limit'>;

/** The material search's calls. */
export const injectMaterials = <D extends EndpointDefinitions>(api: AdminApi<D>) =>
  api.injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      /** Material search: the materials in reach of the caller's side, with their data sheets. */
      materialSearch: build.query<MaterialSearch, { side: TeamSide; offset: number; limit: number } & MaterialFilters>({
        query: ({ side, ...params }) => ({
          url: side === 'facility' ? '/api/v1/sp/material-search' : '/api/v1/engineer/material-search',
          params,
        }),
      }),
    }),
  });
