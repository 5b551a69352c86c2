import type { EndpointDefinitions } from '@reduxjs/toolkit/query';
import type { QueryParams } from 'shared/api';
import type { Chip, components } from 'shared/contracts';
import type { FilterOptions, InventorySide, StorefrontApi } from '../api';

export type PartRow = components['schemas']['PartRow'];
export type PartRevision = components['schemas']['PartRevision'];
export type PartInventoryArgs = { side: InventorySide } & QueryParams<'/api/v1/engineer/part-inventory', 'get'>;
export const INVENTORY_PATHS: Record<InventorySide, string> = {
  engineer: '/api/v1/engineer/part-inventory',
  facility: '/api/v1/sp/part-inventory',
};

/** The part inventory's calls. */
export const injectPartInventory = <D extends EndpointDefinitions>(api: StorefrontApi<D>) =>
  api.injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      /** The digital part inventory (server/src/parts); a new revision or an order of a part reads it again. */
      partInventory: build.query<{ totalCount: number; more: boolean; rows: PartRow[] }, PartInventoryArgs>({
        query: ({ side, ...params }) => ({ url: INVENTORY_PATHS[side], params }),
        providesTags: ['Part'],
      }),
      partFilterOptions: build.query<FilterOptions, InventorySide>({
        query: (side) => `${INVENTORY_PATHS[side]}/filter-options`,
        providesTags: ['Part'],
      }),
      /** The facility's tags on a part it makes. */
      tagPart: build.mutation<Chip[], { id: number; tagIds: number[] }>({
        query: ({ id, tagIds }) => ({ url: `${INVENTORY_PATHS.facility}/${id}/tags`, method: 'PUT', body: { tagIds } }),
        invalidatesTags: ['Part'],
      }),
      /** A draft order of the parts' latest revisions as last ordered; New Order opens it. */
      reorderParts: build.mutation<{ orderId: number }, number[]>({
        query: (partIds) => ({ url: `${INVENTORY_PATHS.engineer}/reorder`, method: 'POST', body: { partIds } }),
        invalidatesTags: ['Order'],
      }),
    }),
  });
