import type { JobType, OrderSearchBody, OrderSearchResult } from '../contracts/index.js';
import { api } from './api.js';
import type { QueryParams } from './query-params.js';

/**
 * The facility's parts left to schedule (POST /api/v3/orders/search), for the job form's part
 * selector and the desktop tool's part selection: a page of orders with their parts, read again
 * whenever an order changes (the areas' Order tag).
 */
export const partSearchApi = api.enhanceEndpoints({ addTagTypes: ['Order'] }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /**
     * Parts left to schedule, for a job of `jobType` (a post-processing job counts what is left to
     * post-process); with the job's machine (`equipmentId`), each says whether that machine holds
     * it; `excludeItar` leaves export-controlled parts out whoever asks (the desktop tool).
     */
    searchOrders: build.query<
      OrderSearchResult,
      { page: number; size: number; jobType?: JobType; equipmentId?: number; excludeItar?: boolean; body: OrderSearchBody }
    >({
      query: ({ page, size, jobType, equipmentId, excludeItar, body }) => ({
        url: '/api/v3/orders/search',
        method: 'POST',
        params: { page, size, schedulingCall: true, jobType, equipmentId, excludeItar } satisfies QueryParams<
          '/api/v3/orders/search',
          'post'
        >,
        body,
      }),
      providesTags: ['Order'],
    }),
  }),
});
