/** A facility's builds: the list, one build, planning it, packing it, saving it as a job and the floor's moves. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { FACILITY_MEMBER, facilityOf } from '../http/access.js';
import { IdParams, ref } from '../http/schema-helpers.js';
import { named } from '../http/named-plugin.js';
import groupNestingRoutes from './group-nesting-routes.js';
import pieceRoutes from './piece-routes.js';
import { partsToPlan, printersOf } from './planning-queries.js';
import { listBuilds } from './queries.js';
import {
  BUILD_SCHEMAS,
  BuildInputSchema,
  BuildListQuery,
  BuildListSchema,
  BuildMoveSchema,
  BuildPackSchema,
  BuildSchema,
  PlanningListSchema,
  PlanningQuery,
} from './schemas.js';
import { buildScopeOf } from './scope.js';
import { createBuild, deleteBuild, moveBuild, packBuild, stopPacking, updateBuild } from './service.js';
import { buildRowView, buildView, planningPartView } from './view.js';

const tags = ['builds'];
const PREFIX = '/api/v1/builds';

const buildRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, fileOperations: queue } = app.ctx;
  BUILD_SCHEMAS.forEach((schema) => app.addSchema(schema));
  const one = { tags, params: IdParams, response: { 200: ref(BuildSchema) } };

  app.get(
    PREFIX,
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags,
        summary: 'The facility’s builds, latest changed first',
        querystring: BuildListQuery,
        response: { 200: ref(BuildListSchema) },
      },
    },
    async (request) => {
      const { rows, totalCount } = await listBuilds(db, facilityOf(request), request.query);
      return { totalCount, rows: rows.map(buildRowView) };
    },
  );

  app.get(
    `${PREFIX}/parts`,
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags,
        summary:
          'Parts to plan: the facility’s awarded parts with pieces left to schedule, earliest due first, with the printers each fits',
        querystring: PlanningQuery,
        response: { 200: ref(PlanningListSchema) },
      },
    },
    async (request) => {
      const scope = buildScopeOf(request);
      const [{ rows, ...total }, printers] = await Promise.all([
        partsToPlan(db, scope.facilityId, scope.itarAdmin, request.query),
        printersOf(db, scope.facilityId),
      ]);
      return { ...total, rows: rows.map((row) => planningPartView(row, printers)) };
    },
  );

  app.get(
    `${PREFIX}/:id`,
    {
      config: { access: FACILITY_MEMBER },
      schema: { ...one, summary: 'One build: its parts, its packing and estimate, its job' },
    },
    async (request) => buildView(db, facilityOf(request), request.params.id),
  );

  app.post(
    PREFIX,
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags,
        summary: 'Plans a build on a machine, or on a machine model to choose the machine later',
        body: ref(BuildInputSchema),
        response: { 201: ref(BuildSchema) },
      },
    },
    async (request, reply) => {
      const scope = buildScopeOf(request);
      const id = await createBuild(db, scope, request.body);
      return reply.code(201).send(await buildView(db, scope.facilityId, id));
    },
  );

  app.put(
    `${PREFIX}/:id`,
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        ...one,
        summary: 'Changes a planned build; a new machine, spacing or parts drops its packing',
        body: ref(BuildInputSchema),
      },
    },
    async (request) => {
      const scope = buildScopeOf(request);
      await updateBuild(db, scope, request.params.id, request.body);
      return buildView(db, scope.facilityId, request.params.id);
    },
  );

  app.delete(
    `${PREFIX}/:id`,
    {
      config: { access: FACILITY_MEMBER },
      schema: { tags, summary: 'Deletes a planned build', params: IdParams, response: { 204: Type.Null() } },
    },
    async (request, reply) => {
      await deleteBuild(db, buildScopeOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${PREFIX}/:id/pack`,
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        ...one,
        summary:
          'Packs the build’s parts into its machine (a PACK3D file operation; progress comes as live events), around instances pinned by hand',
        body: ref(BuildPackSchema),
      },
    },
    async (request) => {
      const scope = buildScopeOf(request);
      await packBuild(db, queue, scope, request.params.id, request.body);
      return buildView(db, scope.facilityId, request.params.id);
    },
  );

  app.post(
    `${PREFIX}/:id/pack/stop`,
    { config: { access: FACILITY_MEMBER }, schema: { ...one, summary: 'Stops the packing: it ends with what it has placed' } },
    async (request) => {
      const scope = buildScopeOf(request);
      await stopPacking(db, scope, request.params.id);
      return buildView(db, scope.facilityId, request.params.id);
    },
  );

  // Inside this plugin, so that their routes read the builds' schemas.
  await app.register(named(pieceRoutes));
  await app.register(named(groupNestingRoutes));

  app.post(
    `${PREFIX}/:id/moves`,
    {
      config: { access: FACILITY_MEMBER },
      schema: { ...one, summary: 'The floor’s moves: on the machine, taken off it, unpacked', body: ref(BuildMoveSchema) },
    },
    async (request) => {
      const scope = buildScopeOf(request);
      await moveBuild(db, scope, request.params.id, request.body.to);
      return buildView(db, scope.facilityId, request.params.id);
    },
  );
};

export default buildRoutes;
