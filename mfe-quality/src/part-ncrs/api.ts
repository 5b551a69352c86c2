import type { EndpointDefinitions } from '@reduxjs/toolkit/query';
import type { components } from 'shared/contracts';
import type { Ncr, QualityApi } from '../api';

export type NcrInboxEntry = components['schemas']['NcrInboxEntry'];

/** The inbox of inspections whose failed pieces wait for an NCR, and raising one from it. */
export const injectPartNcrs = <D extends EndpointDefinitions>(api: QualityApi<D>) =>
  api.injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      ncrInbox: build.query<NcrInboxEntry[], void>({
        query: () => '/api/v1/quality/ncr-inbox',
        providesTags: [{ type: 'Ncr', id: 'INBOX' }, 'Order'],
      }),
      raiseFromInbox: build.mutation<Ncr, number>({
        query: (inspectionId) => ({ url: `/api/v1/quality/ncr-inbox/${inspectionId}`, method: 'POST', body: {} }),
        invalidatesTags: [
          { type: 'Ncr', id: 'INBOX' },
          { type: 'Ncr', id: 'LIST' },
        ],
      }),
    }),
  });
