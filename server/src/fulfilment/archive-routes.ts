/** Archiving an order that is over, by its customer, and the facility's offer on it, by the facility; and restoring either. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { COMPANY_MEMBER, FACILITY_MEMBER, companyOf, principalOf } from '../http/access.js';
import { IdParams } from '../http/schema-helpers.js';
import { archiveMatch, archiveOrder } from './service.js';

import { facilityActor } from './move-routes.js';

const tags = ['fulfilment'];
const facilityAction = { config: { access: FACILITY_MEMBER } } as const;

const archiveRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  for (const restore of [false, true]) {
    const verb = restore ? 'restore' : 'archive';
    app.post(
      `/api/v1/orders/:id/${verb}`,
      {
        config: { access: COMPANY_MEMBER },
        schema: {
          tags,
          summary: restore
            ? 'Restores an archived order to the state it left'
            : 'Archives an order that is over (completed or withdrawn): the active lists leave it out',
          params: IdParams,
          response: { 204: Type.Null() },
        },
      },
      async (request, reply) => {
        const scope = { userId: principalOf(request).userId, companyId: companyOf(request) };
        await archiveOrder(db, scope, request.params.id, restore);
        return reply.code(204).send(null);
      },
    );
    app.post(
      `/api/v1/matches/:id/${verb}`,
      {
        ...facilityAction,
        schema: {
          tags,
          summary: restore
            ? 'Restores the facility’s archived offer to the state it left'
            : 'Archives the facility’s offer on an order that is over for it (completed, lost, declined)',
          params: IdParams,
          response: { 204: Type.Null() },
        },
      },
      async (request, reply) => {
        await archiveMatch(db, facilityActor(request), request.params.id, restore);
        return reply.code(204).send(null);
      },
    );
  }
};

export default archiveRoutes;
