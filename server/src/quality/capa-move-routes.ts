/** What the facility does to move a CAPA: start its actions, verify them, record their effect, close it signed, cancel it. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { facilityOf, principalOf } from '../http/access.js';
import { IdParams, ref } from '../http/schema-helpers.js';
import { QMS_MEMBER } from './access.js';
import { cancelCapa, closeCapa, recordEffectiveness, startActions, verifyCapa } from './capa-moves.js';
import { CapaCloseInputSchema, CapaEffectivenessInputSchema, CapaSchema, CapaVerifyInputSchema } from './capa-schemas.js';
import { capaView } from './capa-view.js';
import { scopeOf } from './route-helpers.js';
import { ReasonBody } from './schemas.js';

const tags = ['quality'];

const capaMoveRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const { db } = ctx;
  const route = { config: { access: QMS_MEMBER } };
  const capa = { tags, params: IdParams, response: { 200: ref(CapaSchema) } };

  app.post(
    '/api/v1/quality/capas/:id/start-actions',
    {
      ...route,
      schema: { ...capa, summary: 'Starts the actions of an open CAPA whose root cause is recorded and an action planned' },
    },
    async (request) => {
      await startActions(db, scopeOf(request), request.params.id);
      return capaView(db, facilityOf(request), request.params.id);
    },
  );

  app.post(
    '/api/v1/quality/capas/:id/verify',
    {
      ...route,
      schema: {
        ...capa,
        summary: 'Sends a CAPA whose actions are all done to verifying, with the effectiveness check’s date and criterion',
        body: ref(CapaVerifyInputSchema),
      },
    },
    async (request) => {
      await verifyCapa(db, scopeOf(request), request.params.id, request.body);
      return capaView(db, facilityOf(request), request.params.id);
    },
  );

  app.post(
    '/api/v1/quality/capas/:id/effectiveness',
    {
      ...route,
      schema: {
        ...capa,
        summary: 'Records the effectiveness check: EFFECTIVE lets the CAPA close, INEFFECTIVE sends it back to its actions',
        body: ref(CapaEffectivenessInputSchema),
      },
    },
    async (request) => {
      await recordEffectiveness(db, scopeOf(request), request.params.id, request.body);
      return capaView(db, facilityOf(request), request.params.id);
    },
  );

  app.post(
    '/api/v1/quality/capas/:id/close',
    {
      ...route,
      schema: {
        ...capa,
        summary: 'Closes a CAPA checked EFFECTIVE, signed with the password by a role the facility lets sign',
        body: ref(CapaCloseInputSchema),
      },
    },
    async (request) => {
      const { roles } = principalOf(request);
      await closeCapa(ctx, { ...scopeOf(request), roles }, request.params.id, request.body, request.ip);
      return capaView(db, facilityOf(request), request.params.id);
    },
  );

  app.post(
    '/api/v1/quality/capas/:id/cancel',
    {
      ...route,
      schema: { ...capa, summary: 'Cancels a CAPA that is open or in its actions, with the reason', body: ReasonBody },
    },
    async (request) => {
      await cancelCapa(db, scopeOf(request), request.params.id, request.body.reason);
      return capaView(db, facilityOf(request), request.params.id);
    },
  );
};

export default capaMoveRoutes;
