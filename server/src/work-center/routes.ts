/**
 * The floor: `/api/v1/work-center/lots` (the queues and the classic table), a lot's start,
 * finish, split and merge by the facility's people where the facility plans its work (WORKPLAN),
 * and an order's parts in their plans for both sides of the order.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { LANGUAGE_KEYS } from 'shared/texts';
import { Type } from 'typebox';
import { FACILITY_MEMBER, facilityOf, principalOf } from '../http/access.js';
import { notFound } from '../http/errors.js';
import { IdParams, ref, StringEnum } from '../http/schema-helpers.js';
import { ORDER_PARTY } from '../orders/index.js';
import { WorkplanQuestionSchema } from '../workplans/index.js';
import { orderWorkPlan } from './order-plan.js';
import { listLots, lotOf, type FloorScope } from './queue.js';
import {
  FinishBody,
  LotListSchema,
  LotMoveSchema,
  LotSchema,
  LotsQuery,
  MergeBody,
  OrderPlanSchema,
  QuantityBody,
} from './schemas.js';
import { finishLot, mergeLots, splitLot, startLot } from './steps.js';
import { travellerPdf } from './traveller.js';

const tags = ['work center'];
const FLOOR = { ...FACILITY_MEMBER, featureFlag: 'WORKPLAN' } as const;

const floorOf = (request: FastifyRequest): FloorScope => {
  const principal = principalOf(request);
  return { facilityId: facilityOf(request), userId: principal.userId, itarCleared: principal.roles.includes('ITAR_ADMIN') };
};

const workCenterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.ctx;
  // The lots' steps name their questions as the work plans do.
  for (const schema of [WorkplanQuestionSchema, LotSchema, LotListSchema, LotMoveSchema, OrderPlanSchema]) app.addSchema(schema);
  const moved = { 200: ref(LotMoveSchema) };

  app.get(
    '/api/v1/work-center/lots',
    {
      config: { access: FLOOR },
      schema: {
        tags,
        summary: 'A page of the facility’s lots at their steps: in progress first, then by due date and priority',
        querystring: LotsQuery,
        response: { 200: ref(LotListSchema) },
      },
    },
    async (request) => listLots(db, floorOf(request), request.query),
  );
  app.get(
    '/api/v1/work-center/lots/:id',
    {
      config: { access: FLOOR },
      schema: { tags, summary: 'A lot at its step', params: IdParams, response: { 200: ref(LotSchema) } },
    },
    async (request) => {
      const lot = await lotOf(db, floorOf(request), request.params.id);
      if (!lot) throw notFound(`Lot ${request.params.id} not found`);
      return lot;
    },
  );
  app.get(
    '/api/v1/work-center/lots/:id/traveller',
    {
      config: { access: FLOOR },
      schema: {
        tags,
        summary:
          'The lot’s traveller: an A4 PDF of its order, part and steps, with a QR code that opens the lot at the work center',
        params: IdParams,
        querystring: Type.Object(
          { language: Type.Optional(StringEnum(LANGUAGE_KEYS, { description: 'The sheet’s language; en_US when not given' })) },
          { additionalProperties: false },
        ),
        produces: ['application/pdf'],
        response: { 200: Type.Any({ description: 'The traveller, a PDF' }) },
      },
    },
    async (request, reply) => {
      const lot = await lotOf(db, floorOf(request), request.params.id);
      if (!lot) throw notFound(`Lot ${request.params.id} not found`);
      const link = `${config.publicUrl}/service-provider/work-center?lot=${lot.id}`;
      const pdf = await travellerPdf(db, lot, link, request.query.language ?? 'en_US');
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="traveller-${lot.order.id}-${lot.part.id}-${lot.number}.pdf"`)
        .send(pdf);
    },
  );
  app.post(
    '/api/v1/work-center/lots/:id/start',
    {
      config: { access: FLOOR },
      schema: {
        tags,
        summary: 'Starts the lot’s step for some or all of its pieces (some go on as a lot of their own)',
        params: IdParams,
        body: QuantityBody,
        response: moved,
      },
    },
    async (request) => ({ lotId: await startLot(db, floorOf(request), request.params.id, request.body.quantity), ncrId: null }),
  );
  app.post(
    '/api/v1/work-center/lots/:id/finish',
    {
      config: { access: FLOOR },
      schema: {
        tags,
        summary:
          'Finishes the lot’s step for some or all of its pieces with the step’s answers: they wait at the next step, or are done',
        params: IdParams,
        body: FinishBody,
        response: moved,
      },
    },
    async (request) => finishLot(db, floorOf(request), request.params.id, request.body),
  );
  app.post(
    '/api/v1/work-center/lots/:id/split',
    {
      config: { access: FLOOR },
      schema: {
        tags,
        summary: 'Splits pieces off the lot into a lot of their own',
        params: IdParams,
        body: QuantityBody,
        response: moved,
      },
    },
    async (request) => ({ lotId: await splitLot(db, floorOf(request), request.params.id, request.body.quantity), ncrId: null }),
  );
  app.post(
    '/api/v1/work-center/lots/merge',
    {
      config: { access: FLOOR },
      schema: { tags, summary: 'Merges lots of one part waiting at the same step', body: MergeBody, response: moved },
    },
    async (request) => ({ lotId: await mergeLots(db, floorOf(request), request.body.lotIds), ncrId: null }),
  );
  app.get(
    '/api/v1/orders/:id/work-plan',
    {
      config: { access: ORDER_PARTY },
      schema: {
        tags,
        summary: 'Where each part of an awarded order is in its work plan (its customer and the facility making it)',
        params: IdParams,
        response: { 200: ref(OrderPlanSchema) },
      },
    },
    async (request) => orderWorkPlan(db, request, request.params.id),
  );
};

export default workCenterRoutes;
