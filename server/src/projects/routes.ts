/**
 * Projects: `/api/v1/engineer/projects` for a customer company's people, who
 * make projects and link their orders and part files; `/api/v1/sp/projects` for a facility's
 * people, in the projects shared with it. Either side reads and changes only the projects it is a
 * member of (404 otherwise).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { COMPANY_MEMBER } from '../http/access.js';
import { IdParams, ref } from '../http/schema-helpers.js';
import { CommentInput, LinksBody, NewProject, ProjectRowSchema, ProjectSchema, TaskInput } from './schemas.js';
import { projectView } from './project-view.js';
import sideProjectRoutes, { PROJECT_SIDES } from './side-routes.js';
import { createProject, setProjectLinks } from './service.js';
import { named } from '../http/named-plugin.js';

const tags = ['projects'];
const ENGINEER_PREFIX = '/api/v1/engineer/projects';

const projectRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  [ProjectRowSchema, ProjectSchema, NewProject, TaskInput, CommentInput].forEach((schema) => app.addSchema(schema));

  for (const side of PROJECT_SIDES) await app.register(named(sideProjectRoutes(side), 'sideProjectRoutes'));

  app.post(
    ENGINEER_PREFIX,
    {
      config: { access: COMPANY_MEMBER },
      schema: {
        tags,
        summary: 'Makes a project of the caller’s company, with the caller as its first member',
        body: ref(NewProject),
        response: { 201: ref(ProjectSchema) },
      },
    },
    async (request, reply) => {
      const viewer = PROJECT_SIDES[0].viewer(request);
      const id = await createProject(db, viewer, request.body);
      return reply.code(201).send(await projectView(db, viewer, id));
    },
  );

  for (const kind of ['orders', 'files'] as const) {
    app.put(
      `${ENGINEER_PREFIX}/:id/${kind}`,
      {
        config: { access: COMPANY_MEMBER },
        schema: {
          tags,
          summary: `Sets the project’s ${kind === 'orders' ? 'orders' : 'part files'} (the company’s own)`,
          params: IdParams,
          body: LinksBody,
          response: { 200: ref(ProjectSchema) },
        },
      },
      async (request) => {
        const viewer = PROJECT_SIDES[0].viewer(request);
        await setProjectLinks(db, viewer, request.params.id, kind, request.body.ids);
        return projectView(db, viewer, request.params.id);
      },
    );
  }
};

export default projectRoutes;
