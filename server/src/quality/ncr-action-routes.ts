/** What the facility does to an NCR: the board's signed decision, closing it, cancelling it. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { mediaLinks } from '../files/index.js';
import { principalOf } from '../http/access.js';
import { IdParams, ref } from '../http/schema-helpers.js';
import { QMS_MEMBER } from './access.js';
import { dispose } from './mrb.js';
import { cancelNcr, closeNcr } from './ncr-service.js';
import { holdMachineOfNcr, raisePartNcrsOfJob } from './process-ncr.js';
import { ncrViewOf, scopeOf } from './route-helpers.js';
import { DispositionInputSchema, NcrSchema, PartNcrsOfJobBody, ReasonBody } from './schemas.js';

const tags = ['quality'];

const ncrActionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const { db } = ctx;
  const view = ncrViewOf(db, mediaLinks(ctx.config));

  app.post(
    '/api/v1/quality/ncrs/:id/disposition',
    {
      config: { access: QMS_MEMBER },
      schema: {
        tags,
        summary:
          'The material review board’s decision: the pieces still to decide split across dispositions, signed with the password',
        params: IdParams,
        body: ref(DispositionInputSchema),
        response: { 200: ref(NcrSchema) },
      },
    },
    async (request) => {
      const { roles } = principalOf(request);
      await dispose(ctx, { ...scopeOf(request), roles }, request.params.id, request.body, request.ip);
      return view(request, request.params.id);
    },
  );

  app.post(
    '/api/v1/quality/ncrs/:id/close',
    {
      config: { access: QMS_MEMBER },
      schema: {
        tags,
        summary: 'Closes a dispositioned part NCR, or a process NCR whose part NCRs have ended',
        params: IdParams,
        response: { 200: ref(NcrSchema) },
      },
    },
    async (request) => {
      await closeNcr(db, scopeOf(request), request.params.id);
      return view(request, request.params.id);
    },
  );

  app.post(
    '/api/v1/quality/ncrs/:id/cancel',
    {
      config: { access: QMS_MEMBER },
      schema: {
        tags,
        summary: 'Cancels an open NCR raised in error, with the reason',
        params: IdParams,
        body: ReasonBody,
        response: { 200: ref(NcrSchema) },
      },
    },
    async (request) => {
      await cancelNcr(db, scopeOf(request), request.params.id, request.body.reason);
      return view(request, request.params.id);
    },
  );

  app.post(
    '/api/v1/quality/ncrs/:id/part-ncrs',
    {
      config: { access: QMS_MEMBER },
      schema: {
        tags,
        summary: 'Raises, in one step, a part NCR for every part of every order on an open process NCR’s job',
        params: IdParams,
        body: PartNcrsOfJobBody,
        response: { 200: ref(NcrSchema) },
      },
    },
    async (request) => {
      await raisePartNcrsOfJob(db, scopeOf(request), request.params.id, request.body);
      return view(request, request.params.id);
    },
  );

  app.post(
    '/api/v1/quality/ncrs/:id/hold-machine-jobs',
    {
      config: { access: QMS_MEMBER },
      schema: {
        tags,
        summary: 'Holds (WAITING) the queued jobs of the machine an open critical process NCR names; the jobs held',
        params: IdParams,
        response: { 200: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })) },
      },
    },
    async (request) => holdMachineOfNcr(db, scopeOf(request), request.params.id),
  );
};

export default ncrActionRoutes;
