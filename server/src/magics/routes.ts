/**
 * The build-preparation tool's launcher: `GET /api/v3/magics/register-intent` for the
 * signed-in facility member, and the adapter's single redemption of the intent.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ANONYMOUS, FACILITY_MEMBER, facilityOf, principalOf } from '../http/access.js';
import { EpochMs, StringEnum } from '../http/schema-helpers.js';
import { redeemIntent, registerIntent } from './service.js';

const tags = ['build preparation'];
const TOOLS = ['MAGICS', 'STREAMICS'] as const;

const magicsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/api/v3/magics/register-intent',
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags,
        summary:
          'A short-lived, single-use launch of the build-preparation tool for the caller: the adapter URL to open (the ITAR adapter for ITAR-cleared people)',
        querystring: Type.Object(
          { tool: Type.Optional(StringEnum(TOOLS, { description: 'Which launcher; MAGICS when not given' })) },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ url: Type.String(), expiresAt: EpochMs('When the intent stops being redeemable') }),
        },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      return registerIntent(
        db,
        { userId: principal.userId, facilityId: facilityOf(request), itarCleared: principal.roles.includes('ITAR_ADMIN') },
        request.query.tool ?? 'MAGICS',
        Date.now(),
      );
    },
  );

  app.post(
    '/api/v3/magics/intents/redeem',
    {
      config: { access: ANONYMOUS },
      schema: {
        tags,
        summary: 'The adapter redeems an intent, once and before it expires: who launched the tool, for which facility',
        body: Type.Object({ intent: Type.String({ minLength: 20, maxLength: 100 }) }, { additionalProperties: false }),
        response: {
          200: Type.Object({
            userId: Type.Integer(),
            email: Type.String(),
            name: Type.String(),
            facilityId: Type.Integer(),
            tool: StringEnum(TOOLS),
            itar: Type.Boolean({ description: 'Launched by an ITAR-cleared person, through the ITAR adapter' }),
          }),
        },
      },
    },
    async (request) =>
      redeemIntent(
        db,
        request.body.intent,
        { tools: TOOLS, refusal: 'This launch has expired or was already used; launch the tool again' },
        Date.now(),
      ),
  );
};

export default magicsRoutes;
