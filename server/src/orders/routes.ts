import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { DISTRIBUTIONS, ORDER_STATUS_FILTERS } from 'shared/contracts';
import { Type } from 'typebox';
import { facilityPeople } from '../accounts/index.js';
import { mediaLinks } from '../files/index.js';
import { Id, IdParams, Named, ref, StringEnum } from '../http/schema-helpers.js';
import { COMPANY_MEMBER, companyOf, FACILITY_MEMBER, facilityOf, principalOf } from '../http/access.js';
import { badRequest, notFound } from '../http/errors.js';
import {
  acceptBid,
  assignMatch,
  labelMatch,
  confirmAward,
  declineAward,
  declineToQuote,
  rejectBid,
  reviewNda,
  sendSignedNda,
  submitBid,
} from './match-service.js';
import { orderDetailsDto } from './order-details.js';
import { facilityCustomers, listCustomerOrders, listPartOrders } from './order-lists.js';
import { readOrder } from './order-read.js';
import { fileJobStatus, searchOrders } from './part-search.js';
import { orderOfMatch } from './queries.js';
import {
  AssigneeBody,
  MatchLabelsBody,
  BidInputSchema,
  BidLineSchema,
  BidSchema,
  CustomerOrderListSchema,
  CustomerOrdersQuery,
  FileBody,
  NdaReviewBody,
  OrderDetailsSchema,
  OrderInputSchema,
  OrderOfferSchema,
  OrderPartInputSchema,
  OrderSearchBodySchema,
  OrderSearchQuery,
  OrderSearchResultSchema,
  OrderUpdateSchema,
  PartOrderListSchema,
  PartOrdersQuery,
  PromiseDateSchema,
  ReasonBody,
  RequiredReasonBody,
  RfqSchema,
} from './schemas.js';
import { promiseDate } from './promise-date.js';
import { processMaterialOffer, reachableFacilities, storefrontRules } from './reach.js';
import { dashboardFields } from './dashboard-fields.js';
import { ORDER_PARTY, orderViewerOf } from './viewer.js';
import { createDraft, reachCount, reopenDraft, submitOrder, updateDraft, withdrawOrder } from './service.js';

const orderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.ctx;
  const links = mediaLinks(config);
  [
    RfqSchema,
    OrderSearchBodySchema,
    OrderSearchResultSchema,
    OrderPartInputSchema,
    OrderInputSchema,
    OrderUpdateSchema,
    BidLineSchema,
    BidInputSchema,
    BidSchema,
    OrderDetailsSchema,
    OrderOfferSchema,
    CustomerOrderListSchema,
    PartOrderListSchema,
    PromiseDateSchema,
  ].forEach((schema) => app.addSchema(schema));
  const tags = ['orders'];
  const customer = (request: FastifyRequest) => ({ userId: principalOf(request).userId, companyId: companyOf(request) });
  const facility = (request: FastifyRequest) => ({
    userId: principalOf(request).userId,
    facilityId: facilityOf(request),
    itarCleared: principalOf(request).roles.includes('ITAR_ADMIN'),
  });
  /** The order as the caller reads it: a customer its company's, a facility one it went to. */
  const details = async (request: FastifyRequest, id: number) => {
    const principal = principalOf(request);
    const viewer = orderViewerOf(request);
    const read = await readOrder(db, id, viewer);
    if (!read) throw notFound(`Order ${id} not found`);
    return orderDetailsDto(read, {
      viewer,
      userId: principal.userId,
      link: links.link,
      itarCleared: principal.roles.includes('ITAR_ADMIN'),
    });
  };
  const customerAction = { config: { access: COMPANY_MEMBER } } as const;
  const facilityAction = { config: { access: FACILITY_MEMBER } } as const;
  const detailsReply = { 200: ref(OrderDetailsSchema) };

  app.post(
    '/api/v1/orders',
    {
      ...customerAction,
      schema: {
        tags,
        summary: 'Saves a new order as a DRAFT (New Order’s first save); the order as saved',
        body: ref(OrderInputSchema),
        response: { 201: ref(OrderDetailsSchema) },
      },
    },
    async (request, reply) => {
      const id = await createDraft(db, customer(request), request.body, Date.now());
      return reply.code(201).send(await details(request, id));
    },
  );

  app.get(
    '/api/v1/orders',
    {
      ...customerAction,
      schema: {
        tags,
        summary: 'The company’s orders, newest first (the order history), with search, status filter and pages',
        querystring: CustomerOrdersQuery,
        response: { 200: ref(CustomerOrderListSchema) },
      },
    },
    async (request) => {
      const { rows, ...total } = await listCustomerOrders(db, companyOf(request), {
        ...request.query,
        statuses: request.query.status,
      });
      return {
        ...total,
        orders: rows.map((row) => ({
          id: row.id,
          displayTitle: row.display_title,
          status: row.status,
          createdAt: row.created_at.getTime(),
          quoteDueDate: row.quote_due_date?.getTime() ?? null,
          estimatedDeliveryDate: row.estimated_delivery_date?.getTime() ?? null,
          partCount: row.part_count,
          quantity: row.quantity,
          ...dashboardFields(row),
        })),
      };
    },
  );

  app.get(
    '/api/v1/part-orders',
    {
      ...facilityAction,
      schema: {
        tags,
        summary:
          'The orders that went to the caller’s facility, by the stage of its offer (its part orders), with the order search filters that apply',
        querystring: PartOrdersQuery,
        response: { 200: ref(PartOrderListSchema) },
      },
    },
    async (request) => {
      const { rows, tags: tagsOf, ...total } = await listPartOrders(db, facilityOf(request), request.query);
      return {
        ...total,
        orders: rows.map((row) => ({
          id: row.id,
          matchId: row.match_id,
          matchStatus: row.match_status,
          status: row.status,
          displayTitle: row.display_title,
          createdAt: row.created_at.getTime(),
          quoteDueDate: row.quote_due_date?.getTime() ?? null,
          estimatedDeliveryDate: row.estimated_delivery_date?.getTime() ?? null,
          partCount: row.part_count,
          quantity: row.quantity,
          assigneeName: row.assignee_name,
          priorityLabel:
            row.priority_label_id === null
              ? null
              : { id: row.priority_label_id, name: row.priority_label!, color: row.priority_color! },
          tags: tagsOf.get(row.match_id) ?? [],
          ...dashboardFields(row),
        })),
      };
    },
  );

  app.get(
    '/api/v1/orders/offer',
    {
      ...customerAction,
      schema: {
        tags,
        summary:
          'The processes and materials the facilities an order of this distribution reaches actually run (New Order offers these)',
        querystring: Type.Object(
          {
            distribution: StringEnum(DISTRIBUTIONS),
            orderId: Type.Optional(Id({ description: 'A draft of the caller’s: count only the facilities that make its parts' })),
          },
          { additionalProperties: false },
        ),
        response: { 200: ref(OrderOfferSchema) },
      },
    },
    async (request) => {
      const { distribution, orderId } = request.query;
      const facilities = await reachableFacilities(db, companyOf(request), distribution);
      const offer = await processMaterialOffer(db, facilities);
      const { providerId: _provider, ...rules } = await storefrontRules(db, companyOf(request));
      return {
        facilityCount: await reachCount(db, companyOf(request), distribution, orderId),
        ...rules,
        options: offer.map(({ facilityIds, ...option }) => ({ ...option, facilityCount: facilityIds.length })),
      };
    },
  );

  app.get(
    '/api/v1/orders/:id',
    {
      config: { access: ORDER_PARTY },
      schema: {
        tags,
        summary: 'An order: its parts, the facilities it went to with their bids (a facility: its own only), and its history',
        params: IdParams,
        response: detailsReply,
      },
    },
    async (request) => details(request, request.params.id),
  );

  app.put(
    '/api/v1/orders/:id',
    {
      ...customerAction,
      schema: {
        tags,
        summary: 'Saves a draft’s fields (409 when someone saved it since updatedAt)',
        params: IdParams,
        body: ref(OrderUpdateSchema),
        response: detailsReply,
      },
    },
    async (request) => {
      await updateDraft(db, customer(request), request.params.id, request.body, Date.now());
      return details(request, request.params.id);
    },
  );

  /** A customer's move of its order: the move, then the order as it now is. */
  const customerMove = (
    path: string,
    summary: string,
    move: (scope: { userId: number; companyId: number }, id: number, reason: string | undefined) => Promise<void>,
  ) =>
    app.post(
      `/api/v1/orders/:id/${path}`,
      { ...customerAction, schema: { tags, summary, params: IdParams, body: ReasonBody, response: detailsReply } },
      async (request) => {
        await move(customer(request), request.params.id, request.body?.reason);
        return details(request, request.params.id);
      },
    );
  customerMove(
    'submit',
    'Submits a draft: to the facilities that can make it (DISTRIBUTED), or UNMATCHED with the reason',
    (scope, id) => submitOrder(db, scope, id, Date.now()),
  );
  customerMove('reopen', 'An UNMATCHED order back to DRAFT, to change it', (scope, id) => reopenDraft(db, scope, id));
  customerMove(
    'withdraw',
    'Withdraws the order (until the facility confirms); its open offers are archived',
    (scope, id, reason) => withdrawOrder(db, scope, id, reason),
  );

  const MatchParams = Type.Object({ id: Id(), matchId: Id() });
  app.post(
    '/api/v1/orders/:id/matches/:matchId/nda-review',
    {
      ...customerAction,
      schema: {
        tags,
        summary: 'The customer approves or rejects a facility’s signed NDA',
        params: MatchParams,
        body: NdaReviewBody,
        response: detailsReply,
      },
    },
    async (request) => {
      await reviewNda(db, customer(request), request.params.matchId, request.body.approved, request.body.reason);
      return details(request, request.params.id);
    },
  );
  app.post(
    '/api/v1/orders/:id/matches/:matchId/accept',
    {
      ...customerAction,
      schema: {
        tags,
        summary: 'Accepts a facility’s bid: the others are lost (409 when another was accepted first)',
        params: MatchParams,
        response: detailsReply,
      },
    },
    async (request) => {
      await acceptBid(db, customer(request), request.params.matchId, Date.now());
      return details(request, request.params.id);
    },
  );
  app.post(
    '/api/v1/orders/:id/matches/:matchId/reject',
    {
      ...customerAction,
      schema: { tags, summary: 'Turns a facility’s bid down', params: MatchParams, body: ReasonBody, response: detailsReply },
    },
    async (request) => {
      await rejectBid(db, customer(request), request.params.matchId, request.body.reason);
      return details(request, request.params.id);
    },
  );

  const FacilityMatchParams = Type.Object({ matchId: Id() });
  /** The order a facility's match belongs to, as the facility now reads it. */
  const afterFacilityAction = async (request: FastifyRequest, matchId: number) => {
    return details(request, await orderOfMatch(db, matchId));
  };
  app.post(
    '/api/v1/matches/:matchId/nda',
    {
      ...facilityAction,
      schema: {
        tags,
        summary: 'The facility sends the NDA it signed (a file it uploaded) for the customer to review',
        params: FacilityMatchParams,
        body: FileBody,
        response: detailsReply,
      },
    },
    async (request) => {
      await sendSignedNda(db, facility(request), request.params.matchId, request.body.fileId);
      return afterFacilityAction(request, request.params.matchId);
    },
  );
  app.post(
    '/api/v1/matches/:matchId/decline',
    {
      ...facilityAction,
      schema: {
        tags,
        summary: 'The facility declines to quote, with its reason',
        params: FacilityMatchParams,
        body: RequiredReasonBody,
        response: detailsReply,
      },
    },
    async (request) => {
      await declineToQuote(db, facility(request), request.params.matchId, request.body.reason);
      return afterFacilityAction(request, request.params.matchId);
    },
  );
  app.put(
    '/api/v1/matches/:matchId/bid',
    {
      ...facilityAction,
      schema: {
        tags,
        summary:
          'Submits or revises the facility’s bid (totals worked out by the server); refused after the quote due date or once a bid is accepted',
        params: FacilityMatchParams,
        body: ref(BidInputSchema),
        response: detailsReply,
      },
    },
    async (request) => {
      await submitBid(db, facility(request), request.params.matchId, request.body, Date.now());
      return afterFacilityAction(request, request.params.matchId);
    },
  );
  app.post(
    '/api/v1/matches/:matchId/confirm',
    {
      ...facilityAction,
      schema: {
        tags,
        summary: 'The awarded facility confirms the order (AGREEMENT_DONE)',
        params: FacilityMatchParams,
        response: detailsReply,
      },
    },
    async (request) => {
      await confirmAward(db, facility(request), request.params.matchId);
      return afterFacilityAction(request, request.params.matchId);
    },
  );
  app.post(
    '/api/v1/matches/:matchId/decline-award',
    {
      ...facilityAction,
      schema: {
        tags,
        summary: 'The awarded facility declines after all: the order takes the other bids again',
        params: FacilityMatchParams,
        body: RequiredReasonBody,
        response: detailsReply,
      },
    },
    async (request) => {
      await declineAward(db, facility(request), request.params.matchId, request.body.reason);
      return afterFacilityAction(request, request.params.matchId);
    },
  );
  app.get(
    '/api/v1/matches/:matchId/promise-date',
    {
      ...facilityAction,
      schema: {
        tags,
        summary: 'The earliest delivery the facility can promise from its live plan, with the machines and slots it assumed',
        params: FacilityMatchParams,
        response: { 200: ref(PromiseDateSchema) },
      },
    },
    async (request) => promiseDate(db, facilityOf(request), request.params.matchId, Date.now()),
  );
  app.get(
    '/api/v1/part-orders/customers',
    {
      ...facilityAction,
      schema: {
        tags,
        summary: 'The customer companies whose orders came to the caller’s facility (the customer filter’s choices)',
        response: { 200: Type.Array(Named) },
      },
    },
    async (request) => facilityCustomers(db, facilityOf(request)),
  );

  app.get(
    '/api/v1/part-orders/assignees',
    {
      ...facilityAction,
      schema: {
        tags,
        summary: 'The people of the caller’s facility an order can be assigned to',
        response: { 200: Type.Array(Named) },
      },
    },
    async (request) => facilityPeople(db, facilityOf(request)),
  );

  app.put(
    '/api/v1/matches/:matchId/assignee',
    {
      ...facilityAction,
      schema: {
        tags,
        summary: 'Who at the facility handles the order (null: nobody)',
        params: FacilityMatchParams,
        body: AssigneeBody,
        response: detailsReply,
      },
    },
    async (request) => {
      await assignMatch(db, facility(request), request.params.matchId, request.body.userId);
      return afterFacilityAction(request, request.params.matchId);
    },
  );

  app.put(
    '/api/v1/matches/:matchId/labels',
    {
      ...facilityAction,
      schema: {
        tags,
        summary: 'The facility’s priority label and tags on its offer (all of them at once)',
        params: FacilityMatchParams,
        body: MatchLabelsBody,
        response: detailsReply,
      },
    },
    async (request) => {
      await labelMatch(db, facility(request), request.params.matchId, request.body);
      return afterFacilityAction(request, request.params.matchId);
    },
  );

  app.post(
    '/api/v3/orders/search',
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags: ['orders'],
        summary: 'The facility’s orders with their part files (the part selector of the job form)',
        querystring: OrderSearchQuery,
        body: ref(OrderSearchBodySchema),
        response: { 200: ref(OrderSearchResultSchema) },
      },
    },
    async (request) => {
      request.body.searchFilters?.forEach((filter, index) => {
        const unknown = filter.values.find(
          (v) => filter.filterType === 'ORDER_STATUS' && !(ORDER_STATUS_FILTERS as readonly string[]).includes(String(v)),
        );
        if (unknown !== undefined) {
          throw badRequest(`${unknown} is not an order status`, `body.searchFilters.${index}.values`);
        }
      });
      const { page = 0, size = 15, schedulingCall = false, jobType } = request.query;
      const itarVisible = principalOf(request).roles.includes('ITAR_ADMIN');
      const postProcessing = jobType === 'POST_PROCESSING_ORDER';
      return searchOrders(db, facilityOf(request), request.body, { page, size, schedulingCall, postProcessing }, itarVisible);
    },
  );

  app.post(
    '/api/v1/job-scheduling/file-job-status',
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags: ['orders'],
        summary: 'How much of each part file is left to schedule',
        body: Type.Array(Id(), { minItems: 1, maxItems: 500, uniqueItems: true }),
        response: { 200: Type.Array(Type.Object({ id: Type.Integer(), notScheduled: Type.Integer() })) },
      },
    },
    async (request) => fileJobStatus(db, facilityOf(request), request.body),
  );
};

export default orderRoutes;
