/** Saving a packed build as its job: the route is the build's, the job is made by scheduling. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BuildJobInputSchema, BuildSchema, buildScopeOf, buildView } from '../builds/index.js';
import { FACILITY_MEMBER } from '../http/access.js';
import { IdParams, ref } from '../http/schema-helpers.js';
import { saveBuildAsJob } from './build-job.js';

const buildJobRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  [BuildSchema, BuildJobInputSchema].forEach((schema) => app.addSchema(schema));
  app.post(
    '/api/v1/builds/:id/job',
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags: ['builds'],
        summary: 'Saves the packed build as a job of build planning on its machine, its placed pieces taken from the orders',
        params: IdParams,
        body: ref(BuildJobInputSchema),
        response: { 200: ref(BuildSchema) },
      },
    },
    async (request) => {
      const scope = buildScopeOf(request);
      await saveBuildAsJob(db, scope, request.params.id, request.body);
      return buildView(db, scope.facilityId, request.params.id);
    },
  );
};

export default buildJobRoutes;
