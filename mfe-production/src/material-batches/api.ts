import type { EndpointDefinitions } from '@reduxjs/toolkit/query';
import type { QueryParams, RequestBody } from 'shared/api';
import type { components } from 'shared/contracts';
import type { ProductionApi } from '../api';

export type BatchRow = components['schemas']['BatchRow'];
export type Batch = components['schemas']['Batch'];
export type BatchEvent = components['schemas']['BatchEvent'];
export type BlendInput = components['schemas']['BlendInput'];
export type { MaterialSettings } from '../material-settings/api';
/** The batches list's search, state, powder state, material and machine filters and page (GET /api/v1/materials/batches). */
export type BatchesArgs = QueryParams<'/api/v1/materials/batches', 'get'>;
type SieveInput = RequestBody<'/api/v1/materials/batches/{id}/sieve', 'post'>;
type LoadInput = RequestBody<'/api/v1/materials/batches/{id}/load', 'post'>;
type UnloadInput = RequestBody<'/api/v1/materials/machines/{id}/unload', 'post'>;
type ScrapInput = RequestBody<'/api/v1/materials/batches/{id}/scrap', 'post'>;

const URL = '/api/v1/materials/batches';

/**
 * What an event on the floor changes: every batch (an event makes new ones and empties others, and
 * a list row shows its mass and where it is) and every lot (a blend takes from lots, and a lot
 * lists the batches it went into). Read again after a refusal too: the powder may have moved meanwhile.
 */
const moved = [
  { type: 'MaterialBatch' as const, id: 'ALL' },
  { type: 'MaterialLot' as const, id: 'LIST' },
];

/**
 * The facility's batches: a page of them, one with its composition and events, the events the
 * floor records (blend, sieve, load, unload, scrap) and where a batch is stored; and the
 * facility's material settings, whose tolerance and rules a batch is shown against. Its tag,
 * MaterialBatch, and the lots' one, which its events invalidate, are the area's (src/api.ts), so
 * that every feature's injection takes the area's api whatever order they are chained in.
 */
export const injectMaterialBatches = <D extends EndpointDefinitions>(api: ProductionApi<D>) =>
  api.injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      batches: build.query<components['schemas']['BatchList'], BatchesArgs>({
        query: (params) => ({ url: URL, params }),
        providesTags: [{ type: 'MaterialBatch', id: 'ALL' }],
      }),
      batch: build.query<Batch, number>({
        query: (id) => `${URL}/${id}`,
        providesTags: [{ type: 'MaterialBatch', id: 'ALL' }],
      }),
      blendBatch: build.mutation<Batch, BlendInput>({
        query: (body) => ({ url: URL, method: 'POST', body }),
        invalidatesTags: moved,
      }),
      sieveBatch: build.mutation<Batch, { id: number } & SieveInput>({
        query: ({ id, ...body }) => ({ url: `${URL}/${id}/sieve`, method: 'POST', body }),
        invalidatesTags: moved,
      }),
      // The machine now holds powder of the batch's material, which its record shows.
      loadBatch: build.mutation<Batch, { id: number } & LoadInput>({
        query: ({ id, ...body }) => ({ url: `${URL}/${id}/load`, method: 'POST', body }),
        invalidatesTags: [...moved, 'Equipment'],
      }),
      unloadMachine: build.mutation<{ reclaimed: Batch | null }, { equipmentId: number } & UnloadInput>({
        query: ({ equipmentId, ...body }) => ({ url: `/api/v1/materials/machines/${equipmentId}/unload`, method: 'POST', body }),
        invalidatesTags: [...moved, 'Equipment'],
      }),
      scrapBatch: build.mutation<Batch, { id: number } & ScrapInput>({
        query: ({ id, ...body }) => ({ url: `${URL}/${id}/scrap`, method: 'POST', body }),
        invalidatesTags: moved,
      }),
      changeBatchLocation: build.mutation<Batch, { id: number; location: string }>({
        query: ({ id, location }) => ({ url: `${URL}/${id}`, method: 'PATCH', body: { location } }),
        invalidatesTags: [{ type: 'MaterialBatch', id: 'ALL' }],
      }),
      // Named for this screen: another screen of the area may read the same settings under its own name.
    }),
  });
