import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CONFIG_ELEMENT_TYPES, type ConfigType, type SpPermission } from 'shared/contracts';
import { Type } from 'typebox';
import { AppSchema, appsOf } from '../apps/index.js';
import { FACILITY_MEMBER, facilityOf, principalOf, SIGNED_IN, facilityChangeOf } from '../http/access.js';
import { badRequest, forbidden } from '../http/errors.js';
import { ref } from '../http/schema-helpers.js';
import {
  CONFIG_SCHEMAS,
  ConfigRecordBody,
  ConfigRecordSchema,
  ConfigTypeParam,
  MenuConfigSchema,
  PreferenceBody,
  PreferenceSchema,
  PreferenceType,
  SessionConfigSchema,
} from './schemas.js';
import { sessionConfig } from './session-config.js';
import { preferenceOf, savePreference } from './preferences.js';
import { configForCaller, configForElement, menuConfigFor, saveFacilityConfig } from './service.js';
import lookRoutes from './look-routes.js';
import { named } from '../http/named-plugin.js';

const tags = ['config'];

/**
 * Who saves a config type: the store front's own settings are the STOREFRONT_CONFIG_EDITOR's
 * (the /store-front-config page); every other setting is the facility
 * settings editor's.
 */
const STOREFRONT_TYPES: ReadonlySet<ConfigType> = new Set([
  'STORE_FRONT_CONFIG',
  'STORE_FRONT_UI_CONFIG',
  'STORE_FRONT_MENU_CONFIG',
]);
const editorOf = (type: ConfigType): SpPermission =>
  STOREFRONT_TYPES.has(type) ? 'STOREFRONT_CONFIG_EDITOR' : 'FACILITY_SETTINGS_EDITOR';

/** Config types saved through routes of their own, which check their own permission and fields. */
const OWN_ROUTES: Partial<Record<ConfigType, string>> = {
  EMAIL_CONFIG: 'PUT /api/v1/sp/email-config',
  QMS_DASHBOARD_CONFIG: 'PUT /api/v1/quality/settings/dashboard',
  QMS_REPORT_CONFIG: 'PUT /api/v1/quality/settings/report',
};

const configRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  CONFIG_SCHEMAS.forEach((schema) => app.addSchema(schema));

  app.get(
    '/api/v1/link3d-config/:type',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary:
          'A config record of the caller’s facility (customers: of the facility whose store they use); null while never set',
        params: Type.Object({ type: ConfigTypeParam }),
        response: { 200: Type.Union([ref(ConfigRecordSchema), Type.Null()]) },
      },
    },
    async (request) => configForCaller(db, principalOf(request), request.params.type),
  );

  app.get(
    '/api/v1/link3d-config/:type/:elementType/:elementId',
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags,
        summary:
          'A config record by element: the current facility or an INTERNAL facility of it (feature flags); null while never set',
        params: Type.Object({
          type: ConfigTypeParam,
          elementType: Type.Literal(CONFIG_ELEMENT_TYPES[0]),
          elementId: Type.Integer({ minimum: 1 }),
        }),
        response: { 200: Type.Union([ref(ConfigRecordSchema), Type.Null()]) },
      },
    },
    async (request) => configForElement(db, facilityOf(request), request.params.type, request.params.elementId),
  );

  app.post(
    '/api/v1/link3d-config',
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags,
        summary:
          'Creates or replaces a config record of the current facility (the store front’s with STOREFRONT_CONFIG_EDITOR, others with FACILITY_SETTINGS_EDITOR)',
        body: ConfigRecordBody,
        response: { 200: ref(ConfigRecordSchema) },
      },
    },
    async (request) => {
      const ownRoute = OWN_ROUTES[request.body.configType];
      if (ownRoute) throw badRequest(`${request.body.configType} is saved through ${ownRoute}`, 'body.configType');
      const permission = editorOf(request.body.configType);
      if (!principalOf(request).permissions.includes(permission)) throw forbidden(`This needs the permission ${permission}`);
      return saveFacilityConfig(db, facilityChangeOf(request), request.body);
    },
  );

  await app.register(named(lookRoutes));

  app.get(
    '/api/v1/ui/session',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['ui'],
        summary:
          'What the signed-in shell needs besides the user, in one answer: menu, store-front config, profiles, sister facilities, apps and feature flags, each as its own route answers it to the caller',
        response: { 200: ref(SessionConfigSchema) },
      },
    },
    async (request) => sessionConfig(db, principalOf(request)),
  );

  app.get(
    '/api/v1/settings/menu-config',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'The menu of the caller’s tenant: saved items over the default sections',
        response: { 200: ref(MenuConfigSchema) },
      },
    },
    async (request) => menuConfigFor(db, principalOf(request)),
  );

  app.get(
    '/api/v1/userPreference/:type',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'A preference of the caller (saved scheduler filters, an order list’s columns) as JSON text',
        params: Type.Object({ type: PreferenceType }),
        response: { 200: ref(PreferenceSchema) },
      },
    },
    async (request) => ({
      preferenceType: request.params.type,
      preference: await preferenceOf(db, principalOf(request).userId, request.params.type),
    }),
  );

  app.post(
    '/api/v1/userPreference/:type',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Replaces a preference of the caller; filter names must be present and unique, columns named once',
        params: Type.Object({ type: PreferenceType }),
        body: ref(PreferenceBody),
        response: { 200: ref(PreferenceSchema) },
      },
    },
    async (request) => {
      if (request.body.preferenceType !== request.params.type) {
        throw badRequest('body.preferenceType must match the type in the path', 'body.preferenceType');
      }
      const saved = await savePreference(db, principalOf(request).userId, request.params.type, request.body.preference);
      return { preferenceType: request.params.type, preference: saved };
    },
  );

  app.get(
    '/api/v1/apps',
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags,
        summary: 'Internal apps and apps & extensions of the current facility',
        response: { 200: Type.Array(ref(AppSchema)) },
      },
    },
    async (request) => appsOf(db, facilityOf(request)),
  );
};

export default configRoutes;
