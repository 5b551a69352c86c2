/**
 * The quality area's CAPA routes (QMS_CONFIG): the list, raising one (from NCRs or not), the
 * record, changing it, its root cause and its actions; its moves are in capa-move-routes.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { facilityOf } from '../http/access.js';
import { badRequest } from '../http/errors.js';
import { IdParams, ref } from '../http/schema-helpers.js';
import { QMS_MEMBER } from './access.js';
import capaMoveRoutes from './capa-move-routes.js';
import { listCapas } from './capa-queries.js';
import { EightDSchema, FishboneSchema, FiveWhysSchema, RootCauseSchema, rootCauseRefusal } from './capa-root-cause.js';
import {
  CapaActionChangeSchema,
  CapaActionInputSchema,
  CapaActionParams,
  CapaActionSchema,
  CapaChangeSchema,
  CapaCloseInputSchema,
  CapaEffectivenessInputSchema,
  CapaInputSchema,
  CapaListSchema,
  CapaRowSchema,
  CapaSchema,
  CapaVerifyInputSchema,
} from './capa-schemas.js';
import { CapaListQuery } from './list-schemas.js';
import { addAction, changeAction, changeCapa, raiseCapa, recordRootCause } from './capa-service.js';
import { capaRow, capaView } from './capa-view.js';
import { scopeOf } from './route-helpers.js';
import { named } from '../http/named-plugin.js';

const tags = ['quality'];

const capaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  [
    FiveWhysSchema,
    FishboneSchema,
    EightDSchema,
    RootCauseSchema,
    CapaRowSchema,
    CapaListSchema,
    CapaActionSchema,
    CapaSchema,
    CapaInputSchema,
    CapaChangeSchema,
    CapaActionInputSchema,
    CapaActionChangeSchema,
    CapaVerifyInputSchema,
    CapaEffectivenessInputSchema,
    CapaCloseInputSchema,
  ].forEach((schema) => app.addSchema(schema));
  await app.register(named(capaMoveRoutes));

  app.get(
    '/api/v1/quality/capas',
    {
      config: { access: QMS_MEMBER },
      schema: {
        tags,
        summary: 'The facility’s CAPAs, newest first unless sorted otherwise, filtered and searched',
        querystring: CapaListQuery,
        response: { 200: ref(CapaListSchema) },
      },
    },
    async (request) => {
      const { rows, ...total } = await listCapas(db, facilityOf(request), request.query);
      return { ...total, rows: rows.map(capaRow) };
    },
  );

  app.post(
    '/api/v1/quality/capas',
    {
      config: { access: QMS_MEMBER },
      schema: {
        tags,
        summary: 'Raises a corrective or preventive action, answering the facility’s NCRs it names',
        body: ref(CapaInputSchema),
        response: { 201: ref(CapaSchema) },
      },
    },
    async (request, reply) => {
      const id = await raiseCapa(db, scopeOf(request), request.body);
      return reply.code(201).send(await capaView(db, facilityOf(request), id));
    },
  );

  app.get(
    '/api/v1/quality/capas/:id',
    {
      config: { access: QMS_MEMBER },
      schema: {
        tags,
        summary: 'A CAPA with its NCRs, root cause, actions, effectiveness check, closure signatures and history',
        params: IdParams,
        response: { 200: ref(CapaSchema) },
      },
    },
    async (request) => capaView(db, facilityOf(request), request.params.id),
  );

  app.patch(
    '/api/v1/quality/capas/:id',
    {
      config: { access: QMS_MEMBER },
      schema: {
        tags,
        summary: 'Changes the title, problem, containment, owner or defect code of a CAPA that has not ended',
        params: IdParams,
        body: ref(CapaChangeSchema),
        response: { 200: ref(CapaSchema) },
      },
    },
    async (request) => {
      await changeCapa(db, scopeOf(request), request.params.id, request.body);
      return capaView(db, facilityOf(request), request.params.id);
    },
  );

  app.put(
    '/api/v1/quality/capas/:id/root-cause',
    {
      config: { access: QMS_MEMBER },
      schema: {
        tags,
        summary: 'Records the root cause in the form of its method: 5 Whys, fishbone or 8D',
        params: IdParams,
        body: ref(RootCauseSchema),
        response: { 200: ref(CapaSchema) },
      },
      // The method's own form names the field that is wrong (see rootCauseRefusal).
      preValidation: async (request) => {
        const refusal = rootCauseRefusal(request.body);
        if (refusal) throw badRequest(refusal.message, refusal.field);
      },
    },
    async (request) => {
      await recordRootCause(db, scopeOf(request), request.params.id, request.body);
      return capaView(db, facilityOf(request), request.params.id);
    },
  );

  app.post(
    '/api/v1/quality/capas/:id/actions',
    {
      config: { access: QMS_MEMBER },
      schema: {
        tags,
        summary: 'Plans an action of the CAPA, with its owner (a member of the facility) and due date',
        params: IdParams,
        body: ref(CapaActionInputSchema),
        response: { 201: ref(CapaSchema) },
      },
    },
    async (request, reply) => {
      await addAction(db, scopeOf(request), request.params.id, request.body);
      return reply.code(201).send(await capaView(db, facilityOf(request), request.params.id));
    },
  );

  app.patch(
    '/api/v1/quality/capas/:id/actions/:actionId',
    {
      config: { access: QMS_MEMBER },
      schema: {
        tags,
        summary: 'Changes an action’s description, owner or due date, or marks it done or not done',
        params: CapaActionParams,
        body: ref(CapaActionChangeSchema),
        response: { 200: ref(CapaSchema) },
      },
    },
    async (request) => {
      const { id, actionId } = request.params;
      await changeAction(db, scopeOf(request), id, actionId, request.body);
      return capaView(db, facilityOf(request), id);
    },
  );
};

export default capaRoutes;
