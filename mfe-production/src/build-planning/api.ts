import type { EndpointDefinitions } from '@reduxjs/toolkit/query';
import type { QueryParams } from 'shared/api';
import type { components } from 'shared/contracts';
import type { ProductionApi } from '../api';

export type Build = components['schemas']['Build'];
export type BuildRow = components['schemas']['BuildRow'];
export type BuildInput = components['schemas']['BuildInput'];
export type PlanningPart = components['schemas']['PlanningPart'];
export type PlanningView = components['schemas']['PlanningView'];
/** The planner's list's search, filters and page (GET /api/v1/builds/parts). */
export type PlanningArgs = QueryParams<'/api/v1/builds/parts', 'get'>;
export type BuildsArgs = QueryParams<'/api/v1/builds', 'get'>;
export type BuildMove = components['schemas']['BuildMove']['to'];
export type PieceMove = components['schemas']['PieceMove'];
export type PieceCheck = components['schemas']['PieceCheck'];

const URL = '/api/v1/builds';

/** The build a write changed, the builds list, and the parts left to plan, read again (after a refusal too: it may have moved meanwhile). */
const changed = (_result: unknown, _error: unknown, { id }: { id: number }) => [
  { type: 'Build' as const, id },
  { type: 'Build' as const, id: 'LIST' },
  { type: 'Build' as const, id: 'PARTS' },
];

/**
 * The facility's builds: the parts left to plan, the builds, one build, and planning, packing,
 * saving as a job and the floor's moves. The live events read them again when a colleague or a
 * packing changes them.
 */
export const injectBuildPlanning = <D extends EndpointDefinitions>(api: ProductionApi<D>) =>
  api.injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      planningParts: build.query<components['schemas']['PlanningList'], PlanningArgs>({
        query: (params) => ({ url: `${URL}/parts`, params }),
        providesTags: [{ type: 'Build', id: 'PARTS' }],
      }),
      builds: build.query<components['schemas']['BuildList'], BuildsArgs>({
        query: (params) => ({ url: URL, params }),
        providesTags: [{ type: 'Build', id: 'LIST' }],
      }),
      build: build.query<Build, number>({
        query: (id) => `${URL}/${id}`,
        providesTags: (_result, _error, id) => [{ type: 'Build', id }],
      }),
      createBuild: build.mutation<Build, BuildInput>({
        query: (body) => ({ url: URL, method: 'POST', body }),
        invalidatesTags: [
          { type: 'Build', id: 'LIST' },
          { type: 'Build', id: 'PARTS' },
        ],
      }),
      updateBuild: build.mutation<Build, { id: number; body: BuildInput }>({
        query: ({ id, body }) => ({ url: `${URL}/${id}`, method: 'PUT', body }),
        invalidatesTags: changed,
      }),
      deleteBuild: build.mutation<void, { id: number }>({
        query: ({ id }) => ({ url: `${URL}/${id}`, method: 'DELETE' }),
        invalidatesTags: changed,
      }),
      packBuild: build.mutation<Build, { id: number; body: components['schemas']['BuildPack'] }>({
        query: ({ id, body }) => ({ url: `${URL}/${id}/pack`, method: 'POST', body }),
        invalidatesTags: changed,
      }),
      stopPacking: build.mutation<Build, { id: number }>({
        query: ({ id }) => ({ url: `${URL}/${id}/pack/stop`, method: 'POST' }),
        invalidatesTags: changed,
      }),
      saveBuildJob: build.mutation<Build, { id: number; body: components['schemas']['BuildJobInput'] }>({
        query: ({ id, body }) => ({ url: `${URL}/${id}/job`, method: 'POST', body }),
        invalidatesTags: (result, error, args) => [...changed(result, error, args), 'Job'],
      }),
      planningViews: build.query<PlanningView[], void>({
        query: () => '/api/v1/userPreference/BUILD_PART_VIEWS',
        transformResponse: (response: components['schemas']['Preference']) => JSON.parse(response.preference) as PlanningView[],
        providesTags: [{ type: 'Preference', id: 'BUILD_PART_VIEWS' }],
      }),
      savePlanningViews: build.mutation<unknown, PlanningView[]>({
        query: (views) => ({
          url: '/api/v1/userPreference/BUILD_PART_VIEWS',
          method: 'POST',
          body: { preferenceType: 'BUILD_PART_VIEWS', preference: views },
        }),
        invalidatesTags: [{ type: 'Preference', id: 'BUILD_PART_VIEWS' }],
      }),
      checkPiece: build.mutation<PieceCheck, { id: number; index: number; move: PieceMove }>({
        query: ({ id, index, move }) => ({ url: `${URL}/${id}/pieces/${index}/check`, method: 'POST', body: move }),
      }),
      movePiece: build.mutation<Build, { id: number; index: number; move: PieceMove }>({
        query: ({ id, index, move }) => ({ url: `${URL}/${id}/pieces/${index}`, method: 'PUT', body: move }),
        invalidatesTags: changed,
      }),
      moveBuild: build.mutation<Build, { id: number; to: BuildMove }>({
        query: ({ id, to }) => ({ url: `${URL}/${id}/moves`, method: 'POST', body: { to } }),
        invalidatesTags: changed,
      }),
    }),
  });
