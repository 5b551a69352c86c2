/** A customer's answers to the facilities' offers on its order: a signed NDA reviewed, a bid accepted or turned down. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Id } from '../http/schema-helpers.js';
import { acceptBid, rejectBid, reviewNda } from './match-service.js';
import { NdaReviewBody, ReasonBody } from './schemas.js';

import { orderRouteKit } from './route-kit.js';

const customerMatchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, tags, customer, details, customerAction, detailsReply } = orderRouteKit(app);
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
};

export default customerMatchRoutes;
