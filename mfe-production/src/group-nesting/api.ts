import type { EndpointDefinitions } from '@reduxjs/toolkit/query';
import type { components } from 'shared/contracts';
import type { ProductionApi } from '../api';

export type GroupNesting = components['schemas']['GroupNesting'];
export type GroupNestingInput = components['schemas']['GroupNestingInput'];
export type ProposedBuild = GroupNesting['builds'][number];

const URL = '/api/v1/builds/group-nestings';

/** A proposal's change reads the proposals, the builds and the parts left to plan again. */
const changed = [
  { type: 'Build' as const, id: 'NESTINGS' },
  { type: 'Build' as const, id: 'LIST' },
  { type: 'Build' as const, id: 'PARTS' },
];

/**
 * Group nesting: the facility's open proposals, proposing builds, accepting them and discarding
 * a proposal. The live events of builds (a packing's progress, a colleague's accept) read the
 * proposals again.
 */
export const injectGroupNesting = <D extends EndpointDefinitions>(api: ProductionApi<D>) =>
  api.injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      groupNestings: build.query<components['schemas']['GroupNestingList'], void>({
        query: () => URL,
        providesTags: [{ type: 'Build', id: 'NESTINGS' }],
      }),
      proposeGroupNesting: build.mutation<GroupNesting, GroupNestingInput>({
        query: (body) => ({ url: URL, method: 'POST', body }),
        invalidatesTags: changed,
      }),
      acceptGroupNesting: build.mutation<{ accepted: number[] }, { id: number; buildIds?: number[] }>({
        query: ({ id, buildIds }) => ({ url: `${URL}/${id}/accept`, method: 'POST', body: buildIds ? { buildIds } : {} }),
        invalidatesTags: changed,
      }),
      discardGroupNesting: build.mutation<void, { id: number }>({
        query: ({ id }) => ({ url: `${URL}/${id}`, method: 'DELETE' }),
        invalidatesTags: changed,
      }),
    }),
  });
