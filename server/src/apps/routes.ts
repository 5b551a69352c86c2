/**
 * The facility's apps: `GET /api/v1/apps` (config routes) lists them; here its
 * FACILITY_SETTINGS_EDITORs add, change (and turn on or off) and remove them.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { FACILITY_EDITOR, facilityOf, principalOf } from '../http/access.js';
import { IdParams, ref } from '../http/schema-helpers.js';
import { AppSchema } from './schemas.js';
import { createApp, deleteApp, updateApp } from './service.js';

const tags = ['config'];
const scope = (request: FastifyRequest) => ({ facilityId: facilityOf(request), userId: principalOf(request).userId });

/** A web address the browser opens (http or https), or an empty logo. */
const webAddress = (description: string) => Type.String({ maxLength: 2000, pattern: '^https?://[^\\s]+$', description });

const AppBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 60, pattern: '\\S' }),
    logo: Type.Union([Type.Literal(''), webAddress('An image shown beside the name; empty for none')]),
    appURL: webAddress('Where the app opens (a new tab)'),
    internalApp: Type.Boolean({ description: 'Listed under Internal Apps; else under Apps & Extensions' }),
    enabled: Type.Boolean({ description: 'Shown in the sidebar' }),
  },
  { additionalProperties: false },
);

const appRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  // Registered in this plugin too: a plugin's schemas are its own.
  app.addSchema(AppSchema);

  app.post(
    '/api/v1/apps',
    {
      config: { access: FACILITY_EDITOR },
      schema: { tags, summary: 'Adds an app of the facility', body: AppBody, response: { 201: ref(AppSchema) } },
    },
    async (request, reply) => reply.status(201).send(await createApp(db, scope(request), request.body)),
  );
  app.put(
    '/api/v1/apps/:id',
    {
      config: { access: FACILITY_EDITOR },
      schema: {
        tags,
        summary: 'Changes an app of the facility, or turns it on or off',
        params: IdParams,
        body: AppBody,
        response: { 200: ref(AppSchema) },
      },
    },
    async (request) => updateApp(db, scope(request), request.params.id, request.body),
  );
  app.delete(
    '/api/v1/apps/:id',
    {
      config: { access: FACILITY_EDITOR },
      schema: { tags, summary: 'Removes an app of the facility', params: IdParams, response: { 204: Type.Null() } },
    },
    async (request, reply) => {
      await deleteApp(db, scope(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default appRoutes;
