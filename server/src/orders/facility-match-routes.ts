/** A facility's moves on its offer for an order (its match), its promise date, and the choices of its part orders' filters. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Static, type TSchema, Type } from 'typebox';
import { facilityPeople } from '../accounts/index.js';
import { Id, Named, ref } from '../http/schema-helpers.js';
import { facilityOf } from '../http/access.js';
import {
  assignMatch,
  labelMatch,
  confirmAward,
  declineAward,
  declineToQuote,
  sendSignedNda,
  submitBid,
} from './match-service.js';
import { facilityCustomers } from './order-lists.js';
import { orderOfMatch } from './queries.js';
import { AssigneeBody, MatchLabelsBody, BidInputSchema, FileBody, PromiseDateSchema, RequiredReasonBody } from './schemas.js';
import { promiseDate } from './promise-date.js';

import { orderRouteKit } from './route-kit.js';

const facilityMatchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, tags, facility, details, facilityAction, detailsReply } = orderRouteKit(app);
  const FacilityMatchParams = Type.Object({ matchId: Id() });
  /**
   * A facility's move on its offer (`/api/v1/matches/:matchId/<path>`): the move, then the order
   * the match belongs to as the facility now reads it.
   */
  const facilityMove = <Body extends TSchema>(
    method: 'POST' | 'PUT',
    path: string,
    { summary, body }: { summary: string; body?: Body },
    move: (actor: ReturnType<typeof facility>, matchId: number, input: Static<Body>) => Promise<unknown>,
  ) =>
    app.route({
      method,
      url: `/api/v1/matches/:matchId/${path}`,
      ...facilityAction,
      schema: { tags, summary, params: FacilityMatchParams, ...(body && { body }), response: detailsReply },
      handler: async (request) => {
        const { matchId } = request.params;
        // Fastify has validated the body against `body`; its type cannot be worked out from a type parameter.
        await move(facility(request), matchId, request.body as Static<Body>);
        return details(request, await orderOfMatch(db, matchId));
      },
    });

  facilityMove(
    'POST',
    'nda',
    { summary: 'The facility sends the NDA it signed (a file it uploaded) for the customer to review', body: FileBody },
    (actor, matchId, input) => sendSignedNda(db, actor, matchId, input.fileId),
  );
  facilityMove(
    'POST',
    'decline',
    { summary: 'The facility declines to quote, with its reason', body: RequiredReasonBody },
    (actor, matchId, input) => declineToQuote(db, actor, matchId, input.reason),
  );
  facilityMove(
    'PUT',
    'bid',
    {
      summary:
        'Submits or revises the facility’s bid (totals worked out by the server); refused after the quote due date or once a bid is accepted',
      body: ref(BidInputSchema),
    },
    (actor, matchId, input) => submitBid(db, actor, matchId, input, Date.now()),
  );
  facilityMove('POST', 'confirm', { summary: 'The awarded facility confirms the order (AGREEMENT_DONE)' }, (actor, matchId) =>
    confirmAward(db, actor, matchId),
  );
  facilityMove(
    'POST',
    'decline-award',
    { summary: 'The awarded facility declines after all: the order takes the other bids again', body: RequiredReasonBody },
    (actor, matchId, input) => declineAward(db, actor, matchId, input.reason),
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

  facilityMove(
    'PUT',
    'assignee',
    { summary: 'Who at the facility handles the order (null: nobody)', body: AssigneeBody },
    (actor, matchId, input) => assignMatch(db, actor, matchId, input.userId),
  );
  facilityMove(
    'PUT',
    'labels',
    { summary: 'The facility’s priority label and tags on its offer (all of them at once)', body: MatchLabelsBody },
    (actor, matchId, input) => labelMatch(db, actor, matchId, input),
  );
};

export default facilityMatchRoutes;
