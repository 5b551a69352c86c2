/**
 * The signed-in person's profile: read and update it, change the password
 * (the current one required; the other sessions end), move the account to a new address
 * (confirmed through the link sent to it), and keep the passkeys they sign with
 * (passkey-routes.ts). A key can read and update the profile as its owner, but never change the
 * password or the address, nor touch the passkeys.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { TokenParams } from '../accounts/index.js';
import { ANONYMOUS, principalOf, SIGNED_IN } from '../http/access.js';
import { ref } from '../http/schema-helpers.js';
import passkeyRoutes from './passkey-routes.js';
import { EmailChange, PasswordChange, UserProfileSchema, UserProfileUpdate } from './schemas.js';
import { changePassword, confirmEmailChange, readProfile, requestEmailChange, updateProfile } from './service.js';
import { named } from '../http/named-plugin.js';

const tags = ['profile'];
const PERSON_ONLY = { config: { access: { ...SIGNED_IN, apiKeys: false } } } as const;

const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  app.addSchema(UserProfileSchema);
  app.addSchema(UserProfileUpdate);
  await app.register(named(passkeyRoutes));

  app.get(
    '/api/v1/users/profile',
    {
      config: { access: SIGNED_IN },
      schema: { tags, summary: 'The caller’s profile', response: { 200: ref(UserProfileSchema) } },
    },
    async (request) => readProfile(ctx.db, principalOf(request).userId),
  );

  app.put(
    '/api/v1/users/profile',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Updates the caller’s name, phone, language and date format',
        body: ref(UserProfileUpdate),
        response: { 200: ref(UserProfileSchema) },
      },
    },
    async (request) => {
      const { userId } = principalOf(request);
      await updateProfile(ctx.db, userId, request.body);
      return readProfile(ctx.db, userId);
    },
  );

  app.post(
    '/api/v1/users/password',
    {
      ...PERSON_ONLY,
      schema: {
        tags,
        summary: 'Sets a new password, given the current one; every other session of the caller ends at once',
        body: PasswordChange,
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      await changePassword(ctx, principalOf(request), request.body.currentPassword, request.body.newPassword);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/v1/users/email',
    {
      ...PERSON_ONLY,
      schema: {
        tags,
        summary:
          'Asks to move the account to a new address, given the current password: a link to it confirms the change. ' +
          '409 when the address has an account',
        body: EmailChange,
        response: { 202: ref(UserProfileSchema) },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      await requestEmailChange(ctx, principal, request.body.newEmail, request.body.currentPassword);
      return reply.code(202).send(await readProfile(ctx.db, principal.userId));
    },
  );

  app.post(
    '/api/v1/users/confirm-email/:token',
    {
      config: { access: ANONYMOUS },
      schema: {
        tags,
        summary: 'Confirms a new address through the link sent to it: the account uses it from now on',
        params: TokenParams,
        response: { 200: Type.Object({ email: Type.String() }) },
      },
    },
    async (request) => confirmEmailChange(ctx, request.params.token),
  );
};

export default profileRoutes;
