/**
 * The signatures domain's own route: a challenge for signing with a passkey. Signing itself
 * happens in the routes of what is signed (an NCR's disposition, a CAPA's closure…), through `sign`.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { principalOf, SIGNED_IN } from '../http/access.js';
import { ref } from '../http/schema-helpers.js';
import { passkeySigningOptions } from './passkey-proof.js';
import { PasskeyRequestOptionsSchema } from './passkey-schemas.js';

const signatureRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  app.addSchema(PasskeyRequestOptionsSchema);

  app.post(
    '/api/v1/signatures/passkey-challenge',
    {
      // A person signs, never a key: a key cannot answer a passkey's challenge anyway.
      config: { access: { ...SIGNED_IN, apiKeys: false } },
      schema: {
        tags: ['signatures'],
        summary:
          'A one-time challenge for one signature, to be answered by one of the caller’s passkeys within five minutes ' +
          '(the answer goes in the signing request as signature.passkey). 409 when the caller has no passkey',
        response: { 200: ref(PasskeyRequestOptionsSchema) },
      },
    },
    async (request) => passkeySigningOptions(ctx, principalOf(request).userId),
  );
};

export default signatureRoutes;
