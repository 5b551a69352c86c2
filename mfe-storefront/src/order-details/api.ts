import type { EndpointDefinitions } from '@reduxjs/toolkit/query';
import type { components, OrderDetails } from 'shared/contracts';
import type { StorefrontApi } from '../api';

/** The order page's own calls. */
export const injectOrderDetails = <D extends EndpointDefinitions>(api: StorefrontApi<D>) =>
  api.injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      /** accept, reject (a bid) and nda-review (a signed NDA) on a facility's match. */
      answerMatch: build.mutation<
        OrderDetails,
        { id: number; matchId: number; answer: 'accept' | 'reject' | 'nda-review'; approved?: boolean; reason?: string }
      >({
        query: ({ id, matchId, answer, approved, reason }) => ({
          url: `/api/v1/orders/${id}/matches/${matchId}/${answer}`,
          method: 'POST',
          body: answer === 'nda-review' ? { approved, reason } : { reason },
        }),
        invalidatesTags: ['Order'],
      }),
      /** The NCRs on the order, and what of them waits for the customer's approval. */
      orderNcrs: build.query<CustomerNcr[], number>({
        query: (orderId) => `/api/v1/orders/${orderId}/ncrs`,
        providesTags: ['Ncr'],
      }),
      /** The customer's signed answer to a decision that uses pieces as they are or repairs them. */
      answerNcrApproval: build.mutation<null, { decisionId: number } & components['schemas']['ApprovalInput']>({
        query: ({ decisionId, ...body }) => ({ url: `/api/v1/quality/approvals/${decisionId}`, method: 'POST', body }),
        invalidatesTags: ['Ncr', 'Order'],
      }),
    }),
  });

export type CustomerNcr = components['schemas']['CustomerNcr'];
