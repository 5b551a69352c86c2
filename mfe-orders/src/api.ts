import { referenceApi, type QueryParams } from 'shared/api';
import type { BidInput, OrderDetails, PartOrderList, PartOrderView, components } from 'shared/contracts';

/** The stage tab, search and page of the facility's part orders (GET /api/v1/part-orders). */
export type PartOrdersArgs = QueryParams<'/api/v1/part-orders', 'get'>;
export type PromiseDate = components['schemas']['PromiseDate'];
export type OrderRulePrice = components['schemas']['OrderRulePrice'];
/** The shipments page's stage, search, customer and page (GET /api/v1/shipments). */
export type ShipmentsArgs = QueryParams<'/api/v1/shipments', 'get'>;
export type ShipmentStage = ShipmentsArgs['stage'];
export type ShipmentRow = components['schemas']['ShipmentList']['rows'][number];
export type CustomerList = components['schemas']['CustomerList'];
export type CustomerRow = components['schemas']['CustomerRow'];
export type Customer = components['schemas']['Customer'];
export type InvitationInput = components['schemas']['InvitationInput'];
/** Order history's tab, search and page (GET /api/v1/vendor-orders). */
export type VendorOrdersArgs = QueryParams<'/api/v1/vendor-orders', 'get'>;
export type VendorType = VendorOrdersArgs['vendorType'];
export type VendorOrderList = components['schemas']['VendorOrderList'];

/**
 * The facility's order calls: its part orders, an order as the facility reads it, and what it
 * does with its offer (NDA, decline, bid, confirmation). The one place in this remote that
 * injects endpoints.
 */
export const ordersApi = referenceApi.enhanceEndpoints({ addTagTypes: ['Order', 'PartOrderViews', 'Customer'] }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    partOrders: build.query<PartOrderList, PartOrdersArgs>({
      query: (params) => ({ url: '/api/v1/part-orders', params }),
      providesTags: ['Order'],
    }),
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
    shipments: build.query<components['schemas']['ShipmentList'], ShipmentsArgs>({
      query: (params) => ({ url: '/api/v1/shipments', params }),
      providesTags: ['Order'],
    }),
    customers: build.query<{ id: number; name: string }[], void>({
      query: () => '/api/v1/part-orders/customers',
      providesTags: ['Order'],
    }),
    /** The facility's customer companies (the customers page). */
    customerList: build.query<CustomerList, QueryParams<'/api/v1/customers', 'get'>>({
      query: (params) => ({ url: '/api/v1/customers', params }),
      providesTags: ['Order', 'Customer'],
    }),
    customer: build.query<Customer, number>({
      query: (id) => `/api/v1/customers/${id}`,
      providesTags: ['Order', 'Customer'],
    }),
    inviteCustomer: build.mutation<Customer, { companyId: number; invitee: InvitationInput }>({
      query: ({ companyId, invitee }) => ({ url: `/api/v1/customers/${companyId}/invitations`, method: 'POST', body: invitee }),
      invalidatesTags: ['Customer'],
    }),
    vendorOrders: build.query<VendorOrderList, VendorOrdersArgs>({
      query: (params) => ({ url: '/api/v1/vendor-orders', params }),
      providesTags: ['Order'],
    }),
    /** The user's saved views of the part orders (a preference kept as JSON text). */
    partOrderViews: build.query<PartOrderView[], void>({
      query: () => '/api/v1/userPreference/PART_ORDER_VIEWS',
      transformResponse: (response: components['schemas']['Preference']) => JSON.parse(response.preference) as PartOrderView[],
      providesTags: ['PartOrderViews'],
    }),
    savePartOrderViews: build.mutation<unknown, PartOrderView[]>({
      query: (preference) => ({
        url: '/api/v1/userPreference/PART_ORDER_VIEWS',
        method: 'POST',
        body: { preferenceType: 'PART_ORDER_VIEWS', preference },
      }),
      invalidatesTags: ['PartOrderViews'],
    }),
    assignees: build.query<{ id: number; name: string }[], void>({ query: () => '/api/v1/part-orders/assignees' }),
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
