import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { DashboardRole } from 'shared/contracts';
import type { Trx } from '../db/database.js';
import { forbidden, unauthorized } from '../http/errors.js';
import { hashToken, randomToken } from './tokens.js';

/** What a login or a refresh hands the client: set as cookies, the access token also in the body. */
export interface IssuedTokens {
  sessionId: string;
  accessToken: string;
  refreshToken: string;
  xsrfToken: string;
}

type Ctx = FastifyInstance['ctx'];

async function issueRefreshToken(ctx: Ctx, sessionId: string): Promise<string> {
  const token = randomToken();
  await ctx.db
    .insertInto('refresh_tokens')
    .values({
      session_id: sessionId,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + ctx.config.refreshTokenTtlSeconds * 1000),
      used_at: null,
    })
    .execute();
  return token;
}

function tokensFor(ctx: Ctx, userId: number, sessionId: string, refreshToken: string): IssuedTokens {
  return {
    sessionId,
    accessToken: ctx.tokens.issue(userId, sessionId),
    refreshToken,
    xsrfToken: ctx.xsrf.issue(sessionId),
  };
}

/** Starts a session (a refresh-token family) in the user's default dashboard and own facility. */
export async function startSession(
  ctx: Ctx,
  user: { id: number; default_role: DashboardRole; service_provider_id: number | null },
): Promise<IssuedTokens> {
  const sessionId = randomUUID();
  await ctx.db
    .insertInto('sessions')
    .values({
      id: sessionId,
      user_id: user.id,
      dashboard_role: user.default_role,
      current_facility_id: user.service_provider_id,
      revoked_at: null,
      revoked_reason: null,
    })
    .execute();
  return tokensFor(ctx, user.id, sessionId, await issueRefreshToken(ctx, sessionId));
}

export async function revokeSession(ctx: Ctx, sessionId: string, reason: string): Promise<void> {
  await ctx.db
    .updateTable('sessions')
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of a user and retires their API key: after a password reset nothing old works. */
export async function revokeAllSessions(ctx: Ctx, userId: number, reason: string): Promise<void> {
  await ctx.db.deleteFrom('api_keys').where('user_id', '=', userId).execute();
  await ctx.db
    .updateTable('sessions')
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Ends a person's sessions inside the caller's transaction and tells their open pages, which sign
 * out: every session, or every one but `keep` (the one changing the password goes on).
 * Deactivating a person also stops their API keys.
 */
export async function endSessions(
  trx: Trx,
  user: { id: number; companyIds: number[] },
  reason: 'DEACTIVATED' | 'PASSWORD_CHANGED',
  options: { keep?: string | null; keys?: boolean } = {},
): Promise<void> {
  const now = new Date();
  let sessions = trx
    .updateTable('sessions')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('user_id', '=', user.id)
    .where('revoked_at', 'is', null);
  if (options.keep) sessions = sessions.where('id', '!=', options.keep);
  await sessions.execute();
  if (options.keys) {
    await trx
      .updateTable('user_api_keys')
      .set({ revoked_at: now })
      .where('user_id', '=', user.id)
      .where('revoked_at', 'is', null)
      .execute();
    await trx.deleteFrom('api_keys').where('user_id', '=', user.id).execute();
  }
  await trx
    .insertInto('event_outbox')
    .values({
      topic: 'session.ended',
      rfq_id: null,
      match_id: null,
      company_ids: user.companyIds,
      payload: { userId: user.id, ...('keep' in options && { exceptSessionId: options.keep }) },
    })
    .execute();
}

/**
 * Rotates a refresh token. Each token works once; presenting a used one again means it was
 * copied, so the whole family is revoked, except within a short grace window after its
 * first use, when it is most likely a second tab refreshing at the same moment: that
 * request gets a sibling token in the same family instead.
 */
export async function rotateRefreshToken(ctx: Ctx, refreshToken: string, xsrfHeader: string | undefined): Promise<IssuedTokens> {
  const row = await ctx.db
    .selectFrom('refresh_tokens as t')
    .innerJoin('sessions as s', 's.id', 't.session_id')
    .select(['t.id', 't.session_id', 't.expires_at', 't.used_at', 's.user_id', 's.revoked_at'])
    .where('t.token_hash', '=', hashToken(refreshToken))
    .executeTakeFirst();
  if (!row || row.revoked_at || row.expires_at.getTime() <= Date.now()) {
    throw unauthorized('Your session has expired. Please log in again.', 'REFRESH_TOKEN_INVALID');
  }
  // The refresh cookie is sent automatically, so only the session-bound header proves
  // the request comes from our own pages.
  if (!ctx.xsrf.matches(row.session_id, xsrfHeader)) {
    throw forbidden('Missing or invalid cross-site request token', 'XSRF_INVALID');
  }
  const claimed = await ctx.db
    .updateTable('refresh_tokens')
    .set({ used_at: new Date() })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (claimed.numUpdatedRows === 0n) {
    const usedAt = await ctx.db
      .selectFrom('refresh_tokens')
      .select(sql<boolean>`used_at > now() - make_interval(secs => ${ctx.config.refreshGraceSeconds})`.as('inGrace'))
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    if (!usedAt.inGrace) {
      await revokeSession(ctx, row.session_id, 'REFRESH_TOKEN_REUSE');
      throw unauthorized(
        'This session was ended because its refresh token was used twice. Please log in again.',
        'REFRESH_TOKEN_REUSED',
      );
    }
  }
  return tokensFor(ctx, row.user_id, row.session_id, await issueRefreshToken(ctx, row.session_id));
}
