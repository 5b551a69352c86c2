import type { EndpointDefinitions } from '@reduxjs/toolkit/query';
import type { QueryParams, RequestBody } from 'shared/api';
import type { components } from 'shared/contracts';
import type { ProductionApi } from '../api';

export type LotRow = components['schemas']['LotRow'];
export type Lot = components['schemas']['Lot'];
export type LotInput = components['schemas']['LotInput'];
export type LotChange = components['schemas']['LotChange'];
/** The lots list's search, status, material and supplier filters and page (GET /api/v1/materials/lots). */
export type LotsArgs = QueryParams<'/api/v1/materials/lots', 'get'>;
type LotRelease = RequestBody<'/api/v1/materials/lots/{id}/release', 'post'>;

/** A page of lots: its rows and how many there are in all. */
type LotPage = components['schemas']['LotList'];

const URL = '/api/v1/materials/lots';

/** The lot a write changed, and the lists that show it, read again (after a refusal too: it may have moved meanwhile). */
const changed = (_result: unknown, _error: unknown, { id }: { id: number }) => [
  { type: 'MaterialLot' as const, id },
  { type: 'MaterialLot' as const, id: 'LIST' },
];

/**
 * The facility's lots: a page of them, one, receiving one into quarantine, changing where it is
 * stored, its expiry or certificate, its signed release and its rejection.
 * Its tag, MaterialLot, is added here with the calls that use it.
 */
export const injectMaterialLots = <D extends EndpointDefinitions>(api: ProductionApi<D>) =>
  api.enhanceEndpoints({ addTagTypes: ['MaterialLot'] }).injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      lots: build.query<LotPage, LotsArgs>({
        query: (params) => ({ url: URL, params }),
        providesTags: [{ type: 'MaterialLot', id: 'LIST' }],
      }),
      lot: build.query<Lot, number>({
        query: (id) => `${URL}/${id}`,
        providesTags: (_result, _error, id) => [{ type: 'MaterialLot', id }],
      }),
      // A supplier's list counts the lots it delivered.
      receiveLot: build.mutation<Lot, LotInput>({
        query: (body) => ({ url: URL, method: 'POST', body }),
        invalidatesTags: [
          { type: 'MaterialLot', id: 'LIST' },
          { type: 'MaterialSupplier', id: 'LIST' },
        ],
      }),
      changeLot: build.mutation<Lot, { id: number; change: LotChange }>({
        query: ({ id, change }) => ({ url: `${URL}/${id}`, method: 'PATCH', body: change }),
        invalidatesTags: changed,
      }),
      releaseLot: build.mutation<Lot, { id: number } & LotRelease>({
        query: ({ id, signature }) => ({ url: `${URL}/${id}/release`, method: 'POST', body: { signature } }),
        invalidatesTags: changed,
      }),
      rejectLot: build.mutation<Lot, { id: number; reason: string }>({
        query: ({ id, reason }) => ({ url: `${URL}/${id}/reject`, method: 'POST', body: { reason } }),
        invalidatesTags: changed,
      }),
      // Named apart from the quality area's own read of the settings: every area injects into the one api.
    }),
  });
