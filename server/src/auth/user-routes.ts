/** The signed-in person's own settings: where media is served from, their language, their desktop key, and switching role or facility. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DASHBOARD_ROLES } from 'shared/contracts';
import { LANGUAGE_KEYS } from 'shared/texts';
import { Type } from 'typebox';
import { userDto } from '../accounts/index.js';
import { principalOf, SIGNED_IN } from '../http/access.js';
import { forbidden, notFound } from '../http/errors.js';
import { currentApiKey, regenerateApiKey } from './api-keys.js';
import { setLanguage } from './queries.js';
import { MediaConfigSchema, UserKeySchema, UserSchema } from './schemas.js';
import { switchDashboard, switchFacility } from './switching.js';
import { ref, StringEnum } from '../http/schema-helpers.js';

const tags = ['auth'];

const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  app.get(
    '/api/v1/users/media-config',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Where media files are served from',
        response: { 200: ref(MediaConfigSchema) },
      },
    },
    async () => ({ mediaURL: ctx.config.mediaUrl, itarMediaURL: ctx.config.itarMediaUrl }),
  );

  app.put(
    '/api/v1/users/language',
    {
      config: { access: { ...SIGNED_IN, allowUnverified: true } },
      schema: {
        tags,
        summary: 'Keeps the language the caller reads (the language selector’s choice): what is mailed to them is in it',
        body: Type.Object({ language: StringEnum(LANGUAGE_KEYS) }, { additionalProperties: false }),
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      await setLanguage(ctx.db, principalOf(request).userId, request.body.language);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/v1/users/keys',
    {
      // A key never reads or replaces a key: a revoked or expiring one could keep itself alive that way.
      config: { access: { ...SIGNED_IN, apiKeys: false } },
      schema: { tags, summary: 'The caller’s API key (made on first request)', response: { 200: ref(UserKeySchema) } },
    },
    async (request) => ({ userKey: await currentApiKey(ctx, principalOf(request).userId) }),
  );
  app.post(
    '/api/v1/users/keys',
    {
      config: { access: { ...SIGNED_IN, apiKeys: false } },
      schema: {
        tags,
        summary: 'Replaces the caller’s API key; the old one stops working',
        response: { 200: ref(UserKeySchema) },
      },
    },
    async (request) => ({ userKey: await regenerateApiKey(ctx, principalOf(request).userId) }),
  );

  app.post(
    '/api/v1/users/switch/:role',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Switches the session to the engineer or service-provider dashboard (needs switchAccountEnabled and the role)',
        params: Type.Object({ role: StringEnum(DASHBOARD_ROLES) }),
        response: { 200: ref(UserSchema) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      if (!principal.sessionId) throw forbidden('Switching needs a login session, not an API key');
      await switchDashboard(ctx.db, principal, request.params.role);
      return userDto(ctx.db, { ...principal, dashboardRole: request.params.role });
    },
  );

  app.post(
    '/api/v1/users/switch-facility/:id',
    {
      config: { access: { audience: 'authenticated', authorities: ['ROLE_SERVICE_PROVIDER'], scope: 'facility' } },
      schema: {
        tags,
        summary: 'Switches the session to another INTERNAL facility of the same enterprise (needs SP_SUPER_ADMIN)',
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        response: { 200: ref(UserSchema) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      if (!principal.sessionId) throw forbidden('Switching needs a login session, not an API key');
      const facility = await switchFacility(ctx.db, principal, request.params.id);
      if (!facility) throw notFound(`Facility ${request.params.id} not found`);
      return userDto(ctx.db, { ...principal, facilityId: facility.id, enterpriseId: facility.enterpriseId });
    },
  );
};

export default userRoutes;
