import type { EndpointDefinitions } from '@reduxjs/toolkit/query';
import type { BidInput, components, OrderDetails } from 'shared/contracts';
import type { OrdersApi } from '../api';

export type PromiseDate = components['schemas']['PromiseDate'];
export type OrderRulePrice = components['schemas']['OrderRulePrice'];

/** The part order page's calls: the order as the facility reads it, and what it does with its offer (NDA, decline, bid, confirmation). */
export const injectPartOrder = <D extends EndpointDefinitions>(api: OrdersApi<D>) =>
  api.injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      facilityOrder: build.query<OrderDetails, number>({
        query: (id) => `/api/v1/orders/${id}`,
        providesTags: (_result, _error, id) => [{ type: 'Order', id }],
      }),
      /** The offer priced by the facility's pricing rules (server/src/pricing), asked for when the bid form fills from it. */
      rulePrice: build.query<OrderRulePrice, number>({ query: (matchId) => `/api/v1/matches/${matchId}/rule-price` }),
      promiseDate: build.query<PromiseDate, number>({
        query: (matchId) => `/api/v1/matches/${matchId}/promise-date`,
        providesTags: ['Order'],
      }),
      /** nda (the signed NDA), decline, confirm, decline-award: an action on the facility's match. */
      actOnMatch: build.mutation<
        OrderDetails,
        { matchId: number; action: 'nda' | 'decline' | 'confirm' | 'decline-award'; fileId?: number; reason?: string }
      >({
        query: ({ matchId, action, fileId, reason }) => ({
          url: `/api/v1/matches/${matchId}/${action}`,
          method: 'POST',
          body: action === 'nda' ? { fileId } : action === 'confirm' ? {} : { reason: reason ?? '' },
        }),
        invalidatesTags: ['Order'],
      }),
      assignMatch: build.mutation<OrderDetails, { matchId: number; userId: number | null }>({
        query: ({ matchId, userId }) => ({ url: `/api/v1/matches/${matchId}/assignee`, method: 'PUT', body: { userId } }),
        invalidatesTags: ['Order'],
      }),
      /** The facility's priority label and tags on its offer. */
      labelMatch: build.mutation<OrderDetails, { matchId: number; priorityLabelId: number | null; tagIds: number[] }>({
        query: ({ matchId, ...body }) => ({ url: `/api/v1/matches/${matchId}/labels`, method: 'PUT', body }),
        invalidatesTags: ['Order'],
      }),
      submitBid: build.mutation<OrderDetails, { matchId: number; bid: BidInput }>({
        query: ({ matchId, bid }) => ({ url: `/api/v1/matches/${matchId}/bid`, method: 'PUT', body: bid }),
        invalidatesTags: ['Order'],
      }),
    }),
  });
