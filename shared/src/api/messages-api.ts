import type { components } from '../contracts/index.js';
import { referenceApi } from './reference-api.js';

export type OrderMessages = components['schemas']['OrderMessages'];
export type MessageThread = components['schemas']['MessageThread'];
export type OrderMessage = components['schemas']['OrderMessage'];
export type UnreadMessages = components['schemas']['UnreadMessages'];

/**
 * The order messages' calls, for both sides of an order and the shell's unread badge. Tagged
 * 'Message': the live event stream's message.posted reads them again.
 */
export const messagesApi = referenceApi.enhanceEndpoints({ addTagTypes: ['Message'] }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    orderMessages: build.query<OrderMessages, number>({
      query: (orderId) => `/api/v1/orders/${orderId}/messages`,
      providesTags: ['Message'],
    }),
    unreadMessages: build.query<UnreadMessages, void>({
      query: () => '/api/v1/messages/unread',
      providesTags: ['Message'],
    }),
    postMessage: build.mutation<{ id: number }, { matchId: number; text: string; fileIds: number[] }>({
      query: ({ matchId, ...body }) => ({ url: `/api/v1/matches/${matchId}/messages`, method: 'POST', body }),
      invalidatesTags: ['Message'],
    }),
    markMessagesRead: build.mutation<void, { matchId: number; upTo: number }>({
      query: ({ matchId, upTo }) => ({ url: `/api/v1/matches/${matchId}/messages/read`, method: 'POST', body: { upTo } }),
      invalidatesTags: ['Message'],
    }),
  }),
});
