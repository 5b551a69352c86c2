import type { EndpointDefinitions } from '@reduxjs/toolkit/query';
import type { QueryParams } from 'shared/api';
import type { components } from 'shared/contracts';
import type { Customer, OrdersApi } from '../api';

export type CustomerList = components['schemas']['CustomerList'];
export type CustomerRow = components['schemas']['CustomerRow'];
export type InvitationInput = components['schemas']['InvitationInput'];

/** The customers pages' calls. */
export const injectCustomers = <D extends EndpointDefinitions>(api: OrdersApi<D>) =>
  api.injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      /** The facility's customer companies (the customers page). */
      customerList: build.query<CustomerList, QueryParams<'/api/v1/customers', 'get'>>({
        query: (params) => ({ url: '/api/v1/customers', params }),
        providesTags: ['Order', 'Customer'],
      }),
      inviteCustomer: build.mutation<Customer, { companyId: number; invitee: InvitationInput }>({
        query: ({ companyId, invitee }) => ({ url: `/api/v1/customers/${companyId}/invitations`, method: 'POST', body: invitee }),
        invalidatesTags: ['Customer'],
      }),
    }),
  });
