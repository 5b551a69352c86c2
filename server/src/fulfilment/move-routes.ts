/** The facility's moves on an agreed order (by hand, hold and resume, inspections, shipments, payment) and the confirmation of a delivery. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { mediaLinks } from '../files/index.js';
import { type Static, type TSchema, Type } from 'typebox';
import { FACILITY_MEMBER, facilityOf, principalOf } from '../http/access.js';
import { IdParams, ref } from '../http/schema-helpers.js';
import { ORDER_PARTY, orderViewerOf } from '../orders/index.js';
import { FulfilmentSchema, HoldBody, InspectionInputSchema, PaymentBody, ProgressBody, ShipmentInputSchema } from './schemas.js';
import { confirmDelivery, hold, moveByHand, recordInspection, recordPayment, resume, ship } from './service.js';

import { fulfilmentView } from './fulfilment-view.js';

const tags = ['fulfilment'];
const facilityAction = { config: { access: FACILITY_MEMBER } } as const;

/** The facility as it acts on its orders: the person, the facility, whether they may read ITAR files. */
export const facilityActor = (request: FastifyRequest) => ({
  userId: principalOf(request).userId,
  facilityId: facilityOf(request),
  itarCleared: principalOf(request).roles.includes('ITAR_ADMIN'),
});

const fulfilmentMoveRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.ctx;
  const links = mediaLinks(config);
  /**
   * A facility's move on its order (`/api/v1/orders/:id/<path>`): the move, then what became of the
   * order's parts, answered with `status`.
   */
  const facilityMove = <Body extends TSchema>(
    path: string,
    { summary, body, status = 200 }: { summary: string; body?: Body; status?: 200 | 201 },
    move: (actor: ReturnType<typeof facilityActor>, orderId: number, input: Static<Body>) => Promise<unknown>,
  ) =>
    app.post(
      `/api/v1/orders/:id/${path}`,
      {
        ...facilityAction,
        schema: { tags, summary, params: IdParams, ...(body && { body }), response: { [status]: ref(FulfilmentSchema) } },
      },
      async (request, reply) => {
        // Fastify has validated the body against `body`; its type cannot be worked out from a type parameter.
        await move(facilityActor(request), request.params.id, request.body as Static<Body>);
        return reply.code(status).send(await fulfilmentView(db, links, request, request.params.id));
      },
    );

  facilityMove(
    'progress',
    {
      summary:
        'Moves the order by hand where the shop works without the platform’s jobs (a reason is needed), or sends it to inspection',
      body: ProgressBody,
    },
    (actor, orderId, input) => moveByHand(db, actor, orderId, input.status, input.reason),
  );
  facilityMove(
    'hold',
    { summary: 'Puts the order and its match on hold, with a reason', body: HoldBody },
    (actor, orderId, input) => hold(db, actor, orderId, input.reason),
  );
  facilityMove('resume', { summary: 'Returns a held order, and its match, to the states they left' }, (actor, orderId) =>
    resume(db, actor, orderId),
  );
  facilityMove(
    'inspections',
    {
      summary:
        'Records an inspection of a part: pieces passed and failed (failed ones are scrapped and to be made again), a note, photos, an NCR mark',
      body: ref(InspectionInputSchema),
      status: 201,
    },
    (actor, orderId, input) => recordInspection(db, actor, orderId, input),
  );
  facilityMove(
    'shipments',
    {
      summary: 'Ships pieces that passed inspection (partial shipments allowed); the customer is emailed the tracking number',
      body: ref(ShipmentInputSchema),
      status: 201,
    },
    (actor, orderId, input) => ship(db, actor, orderId, input),
  );

  app.post(
    '/api/v1/shipments/:id/delivered',
    {
      config: { access: ORDER_PARTY },
      schema: {
        tags,
        summary: 'Confirms a shipment arrived: the customer, or the facility on the customer’s word',
        params: IdParams,
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      await confirmDelivery(db, { userId: principalOf(request).userId, ...orderViewerOf(request) }, request.params.id);
      return reply.code(204).send(null);
    },
  );

  facilityMove(
    'payment',
    {
      summary: 'Records the customer’s payment of a delivered order (PAYMENT_OPTIONS): the facility’s match is complete',
      body: PaymentBody,
    },
    (actor, orderId, input) => recordPayment(db, actor, orderId, input.reference),
  );
};

export default fulfilmentMoveRoutes;
