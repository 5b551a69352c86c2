import type { EndpointDefinitions } from '@reduxjs/toolkit/query';
import type { QueryParams, RequestBody } from 'shared/api';
import type { components } from 'shared/contracts';
import type { ProductionApi } from '../api';

export type WorkCenter = components['schemas']['WorkCenter'];
export type WorkplanLot = components['schemas']['WorkplanLot'];
export type WorkplanQuestion = components['schemas']['WorkplanQuestion'];
type WorkplanLotList = components['schemas']['WorkplanLotList'];
type WorkplanLotMove = components['schemas']['WorkplanLotMove'];
/** The floor's lots filtered by work center and state, searched, a page at a time (GET /api/v1/work-center/lots). */
type WorkplanLotsArgs = QueryParams<'/api/v1/work-center/lots', 'get'>;
/** Finishing a lot's step: how many, of them failed (inspect steps), and the step's answers. */
export type FinishLotBody = RequestBody<'/api/v1/work-center/lots/{id}/finish', 'post'>;

const URL = '/api/v1/work-center/lots';

/**
 * Every list of lots is read again after a move: a start or a split makes a lot, a finish moves
 * pieces to the next step (another work center's queue), a merge takes lots away. A refusal too,
 * since the lot may have moved meanwhile (another operator, the jobs of a print step).
 */
const LOTS = [{ type: 'WorkplanLot' as const, id: 'LIST' }];

/**
 * The work center's calls: the facility's work centers to choose from, its lots at their steps,
 * and an operator's start, finish, split and merge (server/src/work-center). An inspect step's
 * finish records the order's inspection, so the order reads again too. The work centers' read is
 * named apart from the MES settings' own: every area injects into the one api.
 */
export const injectWorkCenter = <D extends EndpointDefinitions>(api: ProductionApi<D>) =>
  api.enhanceEndpoints({ addTagTypes: ['WorkplanLot', 'WorkCenter'] }).injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      floorWorkCenters: build.query<WorkCenter[], void>({
        query: () => '/api/v1/mes/work-centers',
        providesTags: ['WorkCenter'],
      }),
      workplanLots: build.query<WorkplanLotList, WorkplanLotsArgs>({
        query: (params) => ({ url: URL, params }),
        providesTags: LOTS,
      }),
      workplanLot: build.query<WorkplanLot, number>({ query: (id) => `${URL}/${id}`, providesTags: LOTS }),
      startWorkplanLot: build.mutation<WorkplanLotMove, { id: number; quantity: number }>({
        query: ({ id, quantity }) => ({ url: `${URL}/${id}/start`, method: 'POST', body: { quantity } }),
        invalidatesTags: LOTS,
      }),
      finishWorkplanLot: build.mutation<WorkplanLotMove, { id: number; body: FinishLotBody }>({
        query: ({ id, body }) => ({ url: `${URL}/${id}/finish`, method: 'POST', body }),
        invalidatesTags: [...LOTS, 'Order'],
      }),
      splitWorkplanLot: build.mutation<WorkplanLotMove, { id: number; quantity: number }>({
        query: ({ id, quantity }) => ({ url: `${URL}/${id}/split`, method: 'POST', body: { quantity } }),
        invalidatesTags: LOTS,
      }),
      mergeWorkplanLots: build.mutation<WorkplanLotMove, number[]>({
        query: (lotIds) => ({ url: `${URL}/merge`, method: 'POST', body: { lotIds } }),
        invalidatesTags: LOTS,
      }),
    }),
  });
