import type { EndpointDefinitions } from '@reduxjs/toolkit/query';
import type { components, TeamSide } from 'shared/contracts';
import type { AdminApi } from '../api';

export type FacilityRow = components['schemas']['FacilityRow'];
export type FacilityRelation = NonNullable<FacilityRow['relation']>;
export interface FacilityQuery {
  search?: string;
  relation?: FacilityRelation | 'NONE';
  offset: number;
  limit: number;
}

/** Where each side's facilities calls go (server/src/facilities). */
const FACILITY_PATHS: Record<TeamSide, string> = { facility: '/api/v1/sp/facilities', engineer: '/api/v1/engineer/facilities' };

/** The facilities page's calls. */
export const injectFacilities = <D extends EndpointDefinitions>(api: AdminApi<D>) =>
  api.injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      /** The facilities page: a facility's vendors, or the network a customer's orders may reach. */
      facilities: build.query<{ totalCount: number; rows: FacilityRow[] }, { side: TeamSide } & FacilityQuery>({
        query: ({ side, ...params }) => ({ url: FACILITY_PATHS[side], params }),
        providesTags: ['Facility'],
      }),
      setFacilityRelation: build.mutation<
        null,
        { side: TeamSide; id: number; relation: Exclude<FacilityRelation, 'INTERNAL'> | null }
      >({
        query: ({ side, id, relation }) => ({ url: `${FACILITY_PATHS[side]}/${id}/relation`, method: 'PUT', body: { relation } }),
        invalidatesTags: ['Facility'],
      }),
    }),
  });
