/** A facility's lots: the list, one lot, receiving, changing, the signed release and rejecting. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { mediaLinks } from '../files/index.js';
import { SignatureInputSchema, SignatureSchema } from '../signatures/index.js';
import { facilityChangeOf } from '../http/access.js';
import { IdParams, ref } from '../http/schema-helpers.js';
import { MATERIAL_EDITOR, MATERIAL_MEMBER } from './access.js';
import { listLots } from './lot-queries.js';
import {
  LotChangeSchema,
  LotInputSchema,
  LotListQuery,
  LotListSchema,
  LotRejectSchema,
  LotReleaseSchema,
  LotRowSchema,
  LotSchema,
} from './lot-schemas.js';
import { changeLot, receiveLot, rejectLot, releaseLot } from './lot-service.js';
import { lotView } from './lot-view.js';

const tags = ['materials'];

const lotRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const { db } = ctx;
  const links = mediaLinks(ctx.config);
  [SignatureSchema, SignatureInputSchema, LotRowSchema, LotListSchema, LotSchema, LotInputSchema, LotChangeSchema].forEach(
    (schema) => app.addSchema(schema),
  );
  const view = (scope: { facilityId: number; userId: number }, id: number) => lotView(db, links, scope, id);

  app.get(
    '/api/v1/materials/lots',
    {
      config: { access: MATERIAL_MEMBER },
      schema: {
        tags,
        summary: 'The facility’s lots, newest first, searched and filtered',
        querystring: LotListQuery,
        response: { 200: ref(LotListSchema) },
      },
    },
    async (request) => listLots(db, facilityChangeOf(request).facilityId, request.query),
  );

  app.get(
    '/api/v1/materials/lots/:id',
    {
      config: { access: MATERIAL_MEMBER },
      schema: {
        tags,
        summary: 'One lot, with its certificate, its release and the batches it went into',
        params: IdParams,
        response: { 200: ref(LotSchema) },
      },
    },
    async (request) => view(facilityChangeOf(request), request.params.id),
  );

  app.post(
    '/api/v1/materials/lots',
    {
      config: { access: MATERIAL_EDITOR },
      schema: {
        tags,
        summary:
          'Receives a supplier’s delivery into quarantine; its quantity is weighed in milligrams, a volume through the material’s density',
        body: ref(LotInputSchema),
        response: { 201: ref(LotSchema) },
      },
    },
    async (request, reply) => {
      const scope = facilityChangeOf(request);
      const id = await receiveLot(db, scope, request.body);
      return reply.code(201).send(await view(scope, id));
    },
  );

  app.patch(
    '/api/v1/materials/lots/:id',
    {
      config: { access: MATERIAL_EDITOR },
      schema: {
        tags,
        summary: 'Changes where a lot is stored, its expiry or its certificate',
        params: IdParams,
        body: ref(LotChangeSchema),
        response: { 200: ref(LotSchema) },
      },
    },
    async (request) => {
      const scope = facilityChangeOf(request);
      await changeLot(db, scope, request.params.id, request.body);
      return view(scope, request.params.id);
    },
  );

  app.post(
    '/api/v1/materials/lots/:id/release',
    {
      config: { access: MATERIAL_EDITOR },
      schema: {
        tags,
        summary: 'Releases a lot from quarantine, signed: from now on it may be used until it expires',
        params: IdParams,
        body: LotReleaseSchema,
        response: { 200: ref(LotSchema) },
      },
    },
    async (request) => {
      const scope = facilityChangeOf(request);
      await releaseLot(ctx, scope, request.params.id, request.body, request.ip);
      return view(scope, request.params.id);
    },
  );

  app.post(
    '/api/v1/materials/lots/:id/reject',
    {
      config: { access: MATERIAL_EDITOR },
      schema: {
        tags,
        summary: 'Rejects a lot in quarantine or released: it may never be used',
        params: IdParams,
        body: LotRejectSchema,
        response: { 200: ref(LotSchema) },
      },
    },
    async (request) => {
      const scope = facilityChangeOf(request);
      await rejectLot(db, scope, request.params.id, request.body.reason);
      return view(scope, request.params.id);
    },
  );
};

export default lotRoutes;
