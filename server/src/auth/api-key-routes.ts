import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { principalOf, SIGNED_IN } from '../http/access.js';
import { EpochMs, IdParams, Nullable, ref } from '../http/schema-helpers.js';
import { createNamedKey, MAX_KEY_DAYS, namedKeys, revokeNamedKey } from './api-keys.js';

const ApiKeySchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    prefix: Type.String({ description: 'The key’s first characters, to tell it apart' }),
    createdAt: EpochMs(),
    expiresAt: EpochMs(),
    lastUsedAt: Nullable(EpochMs('Its last use, to the minute')),
    revokedAt: Nullable(EpochMs()),
  },
  { $id: 'ApiKey' },
);

const NewApiKeySchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100 }),
    expiresAt: EpochMs(`When it stops working: in the future, at most ${MAX_KEY_DAYS} days ahead`),
  },
  { $id: 'NewApiKey', additionalProperties: false },
);

const toDto = (row: Awaited<ReturnType<typeof namedKeys>>[number]) => ({
  id: row.id,
  name: row.name,
  prefix: row.key_prefix,
  createdAt: row.created_at.getTime(),
  expiresAt: row.expires_at.getTime(),
  lastUsedAt: row.last_used_at?.getTime() ?? null,
  revokedAt: row.revoked_at?.getTime() ?? null,
});

/**
 * The keys page's calls: a person's named API keys. Only a signed-in person
 * manages them — a key cannot make, list or revoke keys — and each acts with its owner's rights.
 */
const apiKeyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  [ApiKeySchema, NewApiKeySchema].forEach((schema) => app.addSchema(schema));
  const tags = ['auth'];
  const access = { config: { access: { ...SIGNED_IN, apiKeys: false } } } as const;

  app.get(
    '/api/v1/users/api-keys',
    {
      ...access,
      schema: {
        tags,
        summary: 'The caller’s API keys, newest first, revoked ones too',
        response: { 200: Type.Array(ref(ApiKeySchema)) },
      },
    },
    async (request) => (await namedKeys(db, principalOf(request).userId)).map(toDto),
  );

  app.post(
    '/api/v1/users/api-keys',
    {
      ...access,
      schema: {
        tags,
        summary: 'Makes a named API key with an expiry; the answer carries the key, shown this once',
        body: ref(NewApiKeySchema),
        response: { 201: Type.Object({ apiKey: ref(ApiKeySchema), key: Type.String({ description: 'Send it as X-API-KEY' }) }) },
      },
    },
    async (request, reply) => {
      const { row, key } = await createNamedKey(db, principalOf(request).userId, request.body);
      return reply.code(201).send({ apiKey: toDto(row), key });
    },
  );

  app.delete(
    '/api/v1/users/api-keys/:id',
    {
      ...access,
      schema: {
        tags,
        summary: 'Revokes one of the caller’s API keys: it stops working at once',
        params: IdParams,
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      await revokeNamedKey(db, principalOf(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default apiKeyRoutes;
