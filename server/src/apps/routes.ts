/**
 * The facility's apps: `GET /api/v1/apps` (config routes) lists them; here its
 * FACILITY_SETTINGS_EDITORs add, change (and turn on or off) and remove them.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { FACILITY_EDITOR } from '../http/access.js';
import { facilityCollectionRoutes } from '../http/facility-collection.js';
import { AppSchema } from './schemas.js';
import { createApp, deleteApp, updateApp } from './service.js';

const tags = ['config'];

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
  // Registered in this plugin too: a plugin's schemas are its own.
  app.addSchema(AppSchema);

  facilityCollectionRoutes(app, {
    path: '/api/v1/apps',
    tags,
    editor: FACILITY_EDITOR,
    item: AppSchema,
    body: AppBody,
    summaries: {
      create: 'Adds an app of the facility',
      update: 'Changes an app of the facility, or turns it on or off',
      remove: 'Removes an app of the facility',
    },
    create: createApp,
    update: updateApp,
    remove: deleteApp,
  });
};

export default appRoutes;
