/**
 * Pairing of the desktop print-preparation tool with the platform's page beside it: the page asks
 * for a pairing (a short-lived, single-use intent) and hands it to the tool over its local socket;
 * the tool redeems it here, once, and so learns that the page speaking to it is the platform's,
 * for whom. The tool is outside the ITAR boundary: a pairing never carries ITAR clearance.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ANONYMOUS, FACILITY_MEMBER, facilityOf, principalOf } from '../http/access.js';
import { EpochMs } from '../http/schema-helpers.js';
import { issueIntent, redeemIntent } from '../magics/index.js';

const tags = ['desktop tool'];
const DESKTOP = ['DESKTOP'] as const;

const desktopRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;

  app.post(
    '/api/v1/desktop/pairings',
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags,
        summary: 'A pairing for the desktop tool: the token the page sends it (PAIR), redeemable once, for two minutes',
        response: { 201: Type.Object({ token: Type.String(), expiresAt: EpochMs('When the token stops being redeemable') }) },
      },
    },
    async (request, reply) => {
      const launcher = { userId: principalOf(request).userId, facilityId: facilityOf(request), itarCleared: false };
      return reply.status(201).send(await issueIntent(db, launcher, 'DESKTOP', Date.now()));
    },
  );

  app.post(
    '/api/v1/desktop/pairings/redeem',
    {
      config: { access: ANONYMOUS },
      schema: {
        tags,
        summary: 'The desktop tool redeems a pairing, once and before it expires: who paired it, for which facility',
        body: Type.Object({ token: Type.String({ minLength: 20, maxLength: 100 }) }, { additionalProperties: false }),
        response: {
          200: Type.Object({ userId: Type.Integer(), email: Type.String(), name: Type.String(), facilityId: Type.Integer() }),
        },
      },
    },
    async (request) => {
      const refusal = 'This pairing has expired or was already used; open the page in the desktop tool again';
      const { userId, email, name, facilityId } = await redeemIntent(
        db,
        request.body.token,
        { tools: DESKTOP, refusal },
        Date.now(),
      );
      return { userId, email, name, facilityId };
    },
  );
};

export default desktopRoutes;
