/**
 * A facility's batches: the list and one batch with its composition (any member), and the events
 * the floor records on them (lot users): blend, sieve, load, unload, scrap, where it is stored.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { facilityChangeOf } from '../http/access.js';
import { IdParams, Nullable, ref } from '../http/schema-helpers.js';
import { LOT_RECORDER, MATERIAL_MEMBER } from './access.js';
import { listBatches } from './batch-queries.js';
import {
  BatchChangeSchema,
  BatchEventSchema,
  BatchListQuery,
  BatchListSchema,
  BatchRowSchema,
  BatchSchema,
  BlendInputSchema,
  LoadInputSchema,
  ScrapInputSchema,
  SieveInputSchema,
  UnloadInputSchema,
} from './batch-schemas.js';
import { blendBatch, changeBatchLocation, scrapBatch, sieveBatch } from './batch-service.js';
import { batchView } from './batch-view.js';
import { loadBatch, unloadMachine } from './machine-service.js';

const tags = ['materials'];

const batchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  [BatchRowSchema, BatchListSchema, BatchEventSchema, BatchSchema, BlendInputSchema].forEach((schema) => app.addSchema(schema));
  const batch = ref(BatchSchema);
  const view = (facilityId: number, id: number) => batchView(db, facilityId, id);

  app.get(
    '/api/v1/materials/batches',
    {
      config: { access: MATERIAL_MEMBER },
      schema: {
        tags,
        summary: 'The facility’s batches, newest first, searched and filtered',
        querystring: BatchListQuery,
        response: { 200: ref(BatchListSchema) },
      },
    },
    async (request) => listBatches(db, facilityChangeOf(request).facilityId, request.query),
  );

  app.get(
    '/api/v1/materials/batches/:id',
    {
      config: { access: MATERIAL_MEMBER },
      schema: {
        tags,
        summary: 'One batch: its composition by supplier lot and by re-use cycles, and its events',
        params: IdParams,
        response: { 200: batch },
      },
    },
    async (request) => view(facilityChangeOf(request).facilityId, request.params.id),
  );

  app.post(
    '/api/v1/materials/batches',
    {
      config: { access: LOT_RECORDER },
      schema: {
        tags,
        summary: 'Blends lots and batches into a new batch (one batch alone splits it); the masses must balance',
        body: ref(BlendInputSchema),
        response: { 201: batch },
      },
    },
    async (request, reply) => {
      const scope = facilityChangeOf(request);
      return reply.code(201).send(await view(scope.facilityId, await blendBatch(db, scope, request.body)));
    },
  );

  app.post(
    '/api/v1/materials/batches/:id/sieve',
    {
      config: { access: LOT_RECORDER },
      schema: {
        tags,
        summary: 'Sieves an unsieved batch: it keeps its number, less the waste',
        params: IdParams,
        body: SieveInputSchema,
        response: { 200: batch },
      },
    },
    async (request) => {
      const scope = facilityChangeOf(request);
      await sieveBatch(db, scope, request.params.id, request.body);
      return view(scope.facilityId, request.params.id);
    },
  );

  app.post(
    '/api/v1/materials/batches/:id/load',
    {
      config: { access: LOT_RECORDER },
      schema: {
        tags,
        summary:
          'Loads a batch, or some of it, on a machine; on a machine that holds one already, the two are blended into a new batch',
        params: IdParams,
        body: LoadInputSchema,
        response: { 200: batch },
      },
    },
    async (request) => {
      const scope = facilityChangeOf(request);
      return view(scope.facilityId, await loadBatch(db, scope, request.params.id, request.body));
    },
  );

  app.post(
    '/api/v1/materials/machines/:id/unload',
    {
      config: { access: LOT_RECORDER },
      schema: {
        tags,
        summary:
          'Unloads a machine’s batch after a build: the reclaimed powder becomes a new unsieved batch, one cycle older when a build used it',
        params: IdParams,
        body: UnloadInputSchema,
        response: { 200: Type.Object({ reclaimed: Nullable(batch) }) },
      },
    },
    async (request) => {
      const scope = facilityChangeOf(request);
      const id = await unloadMachine(db, scope, request.params.id, request.body);
      return { reclaimed: id === undefined ? null : await view(scope.facilityId, id) };
    },
  );

  app.post(
    '/api/v1/materials/batches/:id/scrap',
    {
      config: { access: LOT_RECORDER },
      schema: {
        tags,
        summary: 'Scraps a batch in storage, or some of it',
        params: IdParams,
        body: ScrapInputSchema,
        response: { 200: batch },
      },
    },
    async (request) => {
      const scope = facilityChangeOf(request);
      await scrapBatch(db, scope, request.params.id, request.body);
      return view(scope.facilityId, request.params.id);
    },
  );

  app.patch(
    '/api/v1/materials/batches/:id',
    {
      config: { access: LOT_RECORDER },
      schema: {
        tags,
        summary: 'Changes where a batch is stored',
        params: IdParams,
        body: BatchChangeSchema,
        response: { 200: batch },
      },
    },
    async (request) => {
      const scope = facilityChangeOf(request);
      await changeBatchLocation(db, scope, request.params.id, request.body.location);
      return view(scope.facilityId, request.params.id);
    },
  );
};

export default batchRoutes;
