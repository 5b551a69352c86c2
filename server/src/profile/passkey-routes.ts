/**
 * The signed-in person's passkeys, with which they may sign records instead of typing their
 * password again: list them, add one (the current password first, then the browser's WebAuthn
 * registration), remove one. A person's own, never a key's: API keys are refused.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { LoginPassword } from '../auth/index.js';
import { principalOf, SIGNED_IN } from '../http/access.js';
import { Id, ref } from '../http/schema-helpers.js';
import {
  PasskeyCreationOptionsSchema,
  PasskeyRegistrationResponseSchema,
  PasskeySchema,
  passkeyRegistrationOptions,
  passkeysOf,
  registerPasskey,
  removePasskey,
} from '../signatures/index.js';
import { assertCurrentPassword } from './service.js';

const tags = ['profile'];
const PERSON_ONLY = { config: { access: { ...SIGNED_IN, apiKeys: false } } } as const;

const passkeyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  [PasskeySchema, PasskeyCreationOptionsSchema, PasskeyRegistrationResponseSchema].forEach((schema) => app.addSchema(schema));

  app.get(
    '/api/v1/users/passkeys',
    {
      ...PERSON_ONLY,
      schema: { tags, summary: 'The caller’s passkeys, oldest first', response: { 200: Type.Array(ref(PasskeySchema)) } },
    },
    async (request) => passkeysOf(ctx.db, principalOf(request).userId),
  );

  app.post(
    '/api/v1/users/passkeys/options',
    {
      ...PERSON_ONLY,
      schema: {
        tags,
        summary:
          'Starts adding a passkey, given the current password: the options for the browser’s ' +
          'navigator.credentials.create(), with a challenge valid five minutes. 409 when the caller has ten passkeys',
        body: Type.Object({ currentPassword: LoginPassword }, { additionalProperties: false }),
        response: { 200: ref(PasskeyCreationOptionsSchema) },
      },
    },
    async (request) => {
      const { userId } = principalOf(request);
      await assertCurrentPassword(ctx.db, userId, request.body.currentPassword, 'body.currentPassword');
      return passkeyRegistrationOptions(ctx, userId);
    },
  );

  app.post(
    '/api/v1/users/passkeys',
    {
      ...PERSON_ONLY,
      schema: {
        tags,
        summary:
          'Keeps the passkey the browser made for the options’ challenge, under the name given. ' +
          '400 naming body.response when the answer does not prove it; 409 when it is registered already',
        body: Type.Object(
          {
            name: Type.String({ minLength: 1, maxLength: 60, description: 'The owner’s name for it (“Work laptop”)' }),
            response: ref(PasskeyRegistrationResponseSchema),
          },
          { additionalProperties: false },
        ),
        response: { 201: ref(PasskeySchema) },
      },
    },
    async (request, reply) => reply.code(201).send(await registerPasskey(ctx, principalOf(request).userId, request.body)),
  );

  app.delete(
    '/api/v1/users/passkeys/:id',
    {
      ...PERSON_ONLY,
      schema: {
        tags,
        summary: 'Removes one of the caller’s passkeys: it signs nothing from now on. 404 when the caller has none with this id',
        params: Type.Object({ id: Id() }),
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      await removePasskey(ctx.db, principalOf(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default passkeyRoutes;
