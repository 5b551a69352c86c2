import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CONFIG_ELEMENT_TYPES, type ConfigType, type SpPermission } from 'shared/contracts';
import { Type } from 'typebox';
import { AppSchema, appsOf } from '../apps/index.js';
import { ANONYMOUS, FACILITY_EDITOR, FACILITY_MEMBER, facilityOf, principalOf, SIGNED_IN } from '../http/access.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import { ref } from '../http/schema-helpers.js';
import {
  CONFIG_SCHEMAS,
  ConfigRecordBody,
  ConfigRecordSchema,
  ConfigTypeParam,
  LanguageSchema,
  MenuConfigSchema,
  PreferenceBody,
  PreferenceSchema,
  PreferenceType,
  SessionConfigSchema,
  ThemeConfigSchema,
  ThemePresetSchema,
} from './schemas.js';
import { sessionConfig } from './session-config.js';
import {
  configForCaller,
  configForElement,
  menuConfigFor,
  preferenceOf,
  saveFacilityConfig,
  savePreference,
  saveTheme,
  themeForHost,
} from './service.js';
import { THEME_PRESETS } from './themes.js';
import { BUNDLES, LANGUAGES } from './translations/index.js';

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
      // Its own route checks its own permission (EMAIL_SETTINGS_EDITOR), and its fields.
      if (request.body.configType === 'EMAIL_CONFIG')
        throw badRequest('EMAIL_CONFIG is saved through PUT /api/v1/sp/email-config', 'body.configType');
      const permission = editorOf(request.body.configType);
      if (!principalOf(request).permissions.includes(permission)) throw forbidden(`This needs the permission ${permission}`);
      return saveFacilityConfig(db, { facilityId: facilityOf(request), userId: principalOf(request).userId }, request.body);
    },
  );

  app.get(
    '/api/v1/link3d-config/getConfig/LANGUAGE',
    {
      config: { access: ANONYMOUS },
      schema: {
        tags,
        summary: 'The languages the interface is available in',
        response: { 200: Type.Array(ref(LanguageSchema)) },
      },
    },
    async () => LANGUAGES,
  );

  app.get(
    '/api/v1/translations/:key',
    {
      config: { access: ANONYMOUS },
      schema: {
        tags,
        summary: 'Translation bundle of a language: token → text with {{placeholder}} tokens',
        params: Type.Object({ key: Type.String({ pattern: '^[a-z]{2}_[A-Z]{2}$' }) }),
        response: { 200: Type.Record(Type.String(), Type.String()) },
      },
    },
    async (request) => {
      const bundle = BUNDLES[request.params.key];
      if (!bundle) throw notFound(`No translations for ${request.params.key}`);
      return bundle;
    },
  );

  app.get(
    '/api/v1/domain-config/THEME_CONFIG',
    {
      config: { access: ANONYMOUS },
      schema: {
        tags,
        summary:
          'Branding of the requested domain (defaults when it has none); a font THEME_FONT_ORIGINS does not allow is left out',
        response: { 200: ref(ThemeConfigSchema) },
      },
    },
    async (request) => themeForHost(db, request.hostname, app.ctx.config.themeFontOrigins),
  );

  app.post(
    '/api/v1/domain-config/THEME_CONFIG',
    {
      config: { access: FACILITY_EDITOR },
      schema: {
        tags,
        summary:
          'Sets the branding of the requested domain; it must be one of the facility’s domains, and each font a file of the platform or from an origin of THEME_FONT_ORIGINS',
        body: ref(ThemeConfigSchema),
        response: { 200: ref(ThemeConfigSchema) },
      },
    },
    async (request) =>
      saveTheme(
        db,
        { facilityId: facilityOf(request), userId: principalOf(request).userId },
        request.hostname,
        request.body,
        app.ctx.config.themeFontOrigins,
      ),
  );

  app.get(
    '/api/v1/misc/themes',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Theme presets for the theme configuration page',
        response: { 200: Type.Array(ref(ThemePresetSchema)) },
      },
    },
    async () => THEME_PRESETS,
  );

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
