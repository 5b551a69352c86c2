/** Group nesting: builds proposed at once from the parts left to plan, accepted one by one or all together, or discarded. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { FACILITY_MEMBER, facilityOf } from '../http/access.js';
import { IdParams, ref } from '../http/schema-helpers.js';
import { acceptProposal, discardProposal, groupNesting, groupNestings, proposeGroupNesting } from './group-nesting.js';
import {
  GROUP_NESTING_SCHEMAS,
  GroupNestingAcceptSchema,
  GroupNestingInputSchema,
  GroupNestingListSchema,
  GroupNestingSchema,
} from './group-nesting-schemas.js';
import { buildScopeOf } from './scope.js';

const tags = ['builds'];
const PREFIX = '/api/v1/builds/group-nestings';

const groupNestingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, fileOperations: queue } = app.ctx;
  GROUP_NESTING_SCHEMAS.forEach((schema) => app.addSchema(schema));

  app.get(
    PREFIX,
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags,
        summary: 'The facility’s open group nestings, latest first',
        response: { 200: ref(GroupNestingListSchema) },
      },
    },
    async (request) => ({ rows: await groupNestings(db, facilityOf(request)) }),
  );

  app.post(
    PREFIX,
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags,
        summary:
          'Proposes builds for the parts left to plan on the chosen printers — by process and material, earliest due first — and packs each',
        body: ref(GroupNestingInputSchema),
        response: { 201: ref(GroupNestingSchema) },
      },
    },
    async (request, reply) => {
      const scope = buildScopeOf(request);
      const id = await proposeGroupNesting(db, queue, scope, request.body);
      return reply.code(201).send(await groupNesting(db, scope.facilityId, id));
    },
  );

  app.get(
    `${PREFIX}/:id`,
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags,
        summary: 'One group nesting: its proposed builds and their packings',
        params: IdParams,
        response: { 200: ref(GroupNestingSchema) },
      },
    },
    async (request) => groupNesting(db, facilityOf(request), request.params.id),
  );

  app.post(
    `${PREFIX}/:id/accept`,
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags,
        summary: 'Accepts proposed builds (all of them unless named): each becomes a planned build of the facility',
        params: IdParams,
        body: ref(GroupNestingAcceptSchema),
        response: { 200: Type.Object({ accepted: Type.Array(Type.Integer()) }) },
      },
    },
    async (request) => ({
      accepted: await acceptProposal(db, buildScopeOf(request), request.params.id, request.body.buildIds),
    }),
  );

  app.delete(
    `${PREFIX}/:id`,
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags,
        summary: 'Discards a group nesting and the builds it still proposes',
        params: IdParams,
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      await discardProposal(db, buildScopeOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default groupNestingRoutes;
