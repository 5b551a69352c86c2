import type { OrderListColumn, PreferenceType } from '../contracts/index.js';
import type { components } from '../contracts/index.js';
import { referenceApi } from './reference-api.js';

/** The order lists whose columns a user chooses, each its own preference. */
export type OrderColumnsPreference = Extract<PreferenceType, 'PART_ORDER_COLUMNS' | 'ORDER_HISTORY_COLUMNS'>;

/**
 * The columns a user chose for an order list (GET/POST /api/v1/userPreference/:type), or
 * undefined when they chose none yet: the list then shows the tenant's defaults.
 */
export const orderColumnsApi = referenceApi.enhanceEndpoints({ addTagTypes: ['OrderColumns'] }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    orderColumns: build.query<OrderListColumn[] | undefined, OrderColumnsPreference>({
      query: (type) => `/api/v1/userPreference/${type}`,
      // The server keeps the choice as JSON text, '[]' before the first.
      transformResponse: (response: components['schemas']['Preference']) => {
        const saved = JSON.parse(response.preference) as { columns?: OrderListColumn[] };
        return Array.isArray(saved.columns) ? saved.columns : undefined;
      },
      providesTags: (_result, _error, type) => [{ type: 'OrderColumns', id: type }],
    }),
    saveOrderColumns: build.mutation<unknown, { type: OrderColumnsPreference; columns: OrderListColumn[] }>({
      query: ({ type, columns }) => ({
        url: `/api/v1/userPreference/${type}`,
        method: 'POST',
        body: { preferenceType: type, preference: { columns } },
      }),
      invalidatesTags: (_result, _error, { type }) => [{ type: 'OrderColumns', id: type }],
    }),
  }),
});
