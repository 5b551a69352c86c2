/**
 * The accounting connection: `/api/v1/qb/oauth/…` — its status,
 * connecting (the tool's consent page) and the tool's redirect back, and disconnecting. The
 * renewals of every facility's connection run in the background (`background-jobs.ts`).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ANONYMOUS, FACILITY_MEMBER, facilityOf, principalOf, type AuthenticatedRule } from '../http/access.js';
import { EpochMs, ref, StringEnum } from '../http/schema-helpers.js';
import {
  accountingContext,
  connectionStatus,
  disconnect,
  finishConnecting,
  OAUTH_PREFIX as PREFIX,
  startConnecting,
} from './service.js';

const tags = ['accounting'];
/** The page is in the service provider's area, with the accounting flag on; connecting is its admins'. */
const MEMBER: AuthenticatedRule = { ...FACILITY_MEMBER, featureFlag: 'QUICKBOOKS_CONFIG' };
const ADMIN: AuthenticatedRule = { ...MEMBER, authorities: ['ROLE_ADMIN'] };

const AccountingStatusSchema = Type.Object(
  {
    status: StringEnum(['ACTIVE', 'INACTIVE'] as const),
    realmId: Type.Optional(Type.String({ description: 'The tool’s company connected' })),
    connectedBy: Type.Optional(Type.String()),
    connectedAt: Type.Optional(EpochMs()),
    lapsedAt: Type.Optional(EpochMs('When the tool refused to renew access')),
    lapseReason: Type.Optional(Type.String()),
  },
  { $id: 'AccountingStatus' },
);

const accountingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.ctx;
  app.addSchema(AccountingStatusSchema);
  const context = accountingContext(db, config);
  const who = (request: Parameters<typeof facilityOf>[0]) => ({
    facilityId: facilityOf(request),
    userId: principalOf(request).userId,
  });

  app.get(
    `${PREFIX}/token-status`,
    {
      config: { access: MEMBER },
      schema: {
        tags,
        summary:
          'The facility’s connection: ACTIVE (who connected it, when) or INACTIVE (and why it lapsed, when it did); a connection due for renewal is renewed first',
        response: {
          200: ref(AccountingStatusSchema),
        },
      },
    },
    async (request) => connectionStatus(context, facilityOf(request), Date.now()),
  );

  app.get(
    `${PREFIX}/connect`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary:
          'The tool’s consent page to send the admin to: authorisation code with a single-use state and a PKCE (S256) challenge; 409 when the platform is not registered with the tool',
        response: { 200: Type.Object({ url: Type.String() }) },
      },
    },
    async (request) => startConnecting(context, who(request), Date.now()),
  );

  app.get(
    `${PREFIX}/callback`,
    {
      config: { access: ANONYMOUS },
      schema: {
        tags,
        summary:
          'Where the tool sends the admin back: the state is taken once and the code exchanged; redirects to the accounting page with connected=1 or failed=<why>',
        querystring: Type.Object(
          {
            state: Type.Optional(Type.String()),
            code: Type.Optional(Type.String()),
            realmId: Type.Optional(Type.String({ description: 'The tool’s company the admin chose' })),
            error: Type.Optional(Type.String()),
            error_description: Type.Optional(Type.String()),
          },
          { additionalProperties: Type.String() },
        ),
        response: { 302: Type.Null() },
      },
    },
    async (request, reply) => {
      const target = await finishConnecting(context, new URLSearchParams(request.query as Record<string, string>), Date.now());
      return reply.redirect(target, 302);
    },
  );

  app.post(
    `${PREFIX}/revoke-token`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary:
          'Disconnects: revokes the grant at the tool, then forgets it (audited); 502 when the tool refuses, and the connection is kept',
        response: {
          200: Type.Object({ success: Type.String() }),
          502: { $ref: 'ApiError#' },
        },
      },
    },
    async (request) => {
      await disconnect(context, who(request));
      return { success: 'true' };
    },
  );
};

export default accountingRoutes;
