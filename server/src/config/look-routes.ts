/** The interface's look and language: its languages and their translations, a domain's theme and the theme presets. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ANONYMOUS, FACILITY_EDITOR, SIGNED_IN, facilityChangeOf } from '../http/access.js';
import { notFound } from '../http/errors.js';
import { ref } from '../http/schema-helpers.js';
import { LanguageSchema, ThemeConfigSchema, ThemePresetSchema } from './schemas.js';
import { saveTheme, themeForHost } from './service.js';
import { THEME_PRESETS } from './themes.js';
import { BUNDLES, LANGUAGES } from './translations/index.js';

const tags = ['config'];

const lookRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
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
    async (request) => saveTheme(db, facilityChangeOf(request), request.hostname, request.body, app.ctx.config.themeFontOrigins),
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
};

export default lookRoutes;
