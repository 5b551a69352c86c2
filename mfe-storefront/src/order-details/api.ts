import type { EndpointDefinitions } from '@reduxjs/toolkit/query';
import type { OrderDetails } from 'shared/contracts';
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
    }),
  });
