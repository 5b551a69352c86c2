import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DISTRIBUTIONS } from 'shared/contracts';
import { Type } from 'typebox';
import { Id, IdParams, ref, StringEnum } from '../http/schema-helpers.js';
import { companyOf } from '../http/access.js';
import {
  BidInputSchema,
  BidLineSchema,
  BidSchema,
  CustomerOrderListSchema,
  OrderDetailsSchema,
  OrderInputSchema,
  OrderOfferSchema,
  OrderPartInputSchema,
  OrderSearchBodySchema,
  OrderSearchResultSchema,
  OrderUpdateSchema,
  PartOrderListSchema,
  PromiseDateSchema,
  ReasonBody,
  RfqSchema,
} from './schemas.js';
import { processMaterialOffer, reachableFacilities, storefrontRules } from './reach.js';
import { ORDER_PARTY } from './viewer.js';
import { orderRouteKit } from './route-kit.js';
import orderListRoutes from './list-routes.js';
import customerMatchRoutes from './customer-match-routes.js';
import facilityMatchRoutes from './facility-match-routes.js';
import orderSearchRoutes from './search-routes.js';
import { createDraft, reachCount, reopenDraft, submitOrder, updateDraft, withdrawOrder } from './service.js';
import { named } from '../http/named-plugin.js';

const orderRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
  const { db, tags, customer, details, customerAction, detailsReply } = orderRouteKit(app);

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

  await app.register(named(orderListRoutes));

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

  await app.register(named(customerMatchRoutes));

  await app.register(named(facilityMatchRoutes));

  await app.register(named(orderSearchRoutes));
};

export default orderRoutes;
