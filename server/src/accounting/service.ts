/**
 * A facility's connection to its accounting tool: an admin
 * connects through the tool's consent page (authorisation code, single-use `state`, PKCE); the
 * tokens are kept sealed with the app secret and renewed five minutes before the access token
 * expires; a refused renewal leaves the connection INACTIVE with why; disconnecting revokes the
 * grant at the tool first and keeps the connection when the tool refuses. Every change is audited.
 */
import { createHash } from 'node:crypto';
import * as oauth from 'oauth4webapi';
import { seal, unseal } from '../auth/index.js';
import type { Db } from '../db/database.js';
import { conflict, HttpError } from '../http/errors.js';
import { recordSettingChange } from '../settings/index.js';
import { AccountingToolError, isRegistered, oauthClient, type OAuthClient, type Tokens } from './oauth-client.js';
import type { AccountingOAuthConfig, AppConfig } from '../config.js';

/** A connection is renewed this long before its access token expires (as the platform's own sessions are). */
const RENEW_AHEAD_MS = 5 * 60_000;
/** How long the admin has on the tool's consent page. */
const AUTHORIZATION_TTL_MS = 10 * 60_000;
/** Longer than a renewal takes (the tool's answer); a server that stopped mid-renewal frees it after this. */
const RENEWAL_LEASE_MS = 60_000;
const SETTING = 'QUICKBOOKS_CONFIG';
const TOKEN_PURPOSE = 'accounting-token';
const VERIFIER_PURPOSE = 'accounting-pkce';
/** Where the connection's endpoints are; the tool sends the admin back to its `/callback`. */
export const OAUTH_PREFIX = '/api/v1/qb/oauth';

export interface AccountingContext {
  db: Db;
  appSecret: string;
  oauth: AccountingOAuthConfig;
  client: OAuthClient;
}

/** The context of a server of this configuration: its routes and its renewals each make one. */
export function accountingContext(db: Db, config: AppConfig): AccountingContext {
  return {
    db,
    appSecret: config.appSecret,
    oauth: config.accounting,
    client: oauthClient(config.accounting, `${config.publicUrl}${OAUTH_PREFIX}/callback`),
  };
}

export interface ConnectionStatus {
  status: 'ACTIVE' | 'INACTIVE';
  realmId?: string;
  connectedBy?: string;
  connectedAt?: number;
  lapsedAt?: number;
  lapseReason?: string;
}

const stateHash = (state: string) => createHash('sha256').update(`accounting-state:${state}`).digest('base64url');

/** The tool's consent page for this admin: a new single-use state and PKCE verifier are kept for the callback. */
export async function startConnecting(
  context: AccountingContext,
  who: { facilityId: number; userId: number },
  now: number,
): Promise<{ url: string }> {
  if (!isRegistered(context.oauth))
    throw conflict(
      'The platform is not registered with the accounting tool: its operator sets QUICKBOOKS_CLIENT_ID and QUICKBOOKS_CLIENT_SECRET',
    );
  const state = oauth.generateRandomState();
  const verifier = oauth.generateRandomCodeVerifier();
  await context.db.deleteFrom('accounting_authorizations').where('expires_at', '<', new Date(now)).execute();
  await context.db
    .insertInto('accounting_authorizations')
    .values({
      state_hash: stateHash(state),
      facility_id: who.facilityId,
      user_id: who.userId,
      code_verifier: seal(context.appSecret, VERIFIER_PURPOSE, verifier),
      expires_at: new Date(now + AUTHORIZATION_TTL_MS),
    })
    .execute();
  return { url: await context.client.authorizationUrl(state, verifier) };
}

/**
 * The tool's redirect back: the state is taken once (a replayed or unknown one is refused), the
 * code exchanged, and the connection made ACTIVE. Answers where to send the browser: the page
 * with `connected=1`, or `failed=<why>`.
 */
export async function finishConnecting(context: AccountingContext, callback: URLSearchParams, now: number): Promise<string> {
  const page = '/service-provider/settings/quickbooks';
  const state = callback.get('state') ?? '';
  const pending = await context.db
    .deleteFrom('accounting_authorizations')
    .where('state_hash', '=', stateHash(state))
    .returning(['facility_id', 'user_id', 'code_verifier', 'expires_at'])
    .executeTakeFirst();
  const failed = (why: string) => `${page}?${new URLSearchParams({ failed: why })}`;
  if (!pending || pending.expires_at.getTime() < now)
    return failed('The connection request is unknown or was already used: connect again');
  const verifier = unseal(context.appSecret, VERIFIER_PURPOSE, pending.code_verifier);
  if (!verifier) return failed('The connection request can no longer be read: connect again');
  let tokens: Tokens;
  try {
    tokens = await context.client.exchangeCode(callback, state, verifier);
  } catch (error) {
    if (error instanceof AccountingToolError) return failed(error.message);
    throw error;
  }
  await context.db.transaction().execute(async (trx) => {
    const before = await statusOf(trx, pending.facility_id);
    const connection = {
      status: 'ACTIVE' as const,
      realm_id: callback.get('realmId'),
      connected_by: pending.user_id,
      connected_at: new Date(now),
      lapsed_at: null,
      lapse_reason: null,
      ...sealedTokens(context, tokens),
    };
    await trx
      .insertInto('accounting_connections')
      .values({ facility_id: pending.facility_id, ...connection })
      .onConflict((oc) => oc.column('facility_id').doUpdateSet(connection))
      .execute();
    await recordSettingChange(trx, {
      facilityId: pending.facility_id,
      userId: pending.user_id,
      setting: SETTING,
      before: before.status,
      after: 'ACTIVE',
    });
  });
  return `${page}?connected=1`;
}

/** The connection as the page shows it; one that is due is renewed first, so a lapse shows at once. */
export async function connectionStatus(context: AccountingContext, facilityId: number, now: number): Promise<ConnectionStatus> {
  await refreshDue(context, now, facilityId);
  return statusOf(context.db, facilityId);
}

/**
 * Renews every ACTIVE connection (or the one facility's) whose access token expires within
 * RENEW_AHEAD_MS. A refused renewal makes it INACTIVE with the tool's reason (audited, by the
 * platform); an unreachable tool is tried again on the next round.
 */
export async function refreshDue(context: AccountingContext, now: number, facilityId?: number): Promise<number> {
  // Each due connection is leased before its renewal, so that of several servers (or a page's
  // read and the poller) only one sends its refresh token: the tool rotates it, and a second use
  // would be refused and lapse a good connection.
  let claim = context.db
    .updateTable('accounting_connections')
    .set({ renewing_until: new Date(now + RENEWAL_LEASE_MS) })
    .where('status', '=', 'ACTIVE')
    .where('access_expires_at', '<', new Date(now + RENEW_AHEAD_MS))
    .where((eb) => eb.or([eb('renewing_until', 'is', null), eb('renewing_until', '<', new Date(now))]));
  if (facilityId !== undefined) claim = claim.where('facility_id', '=', facilityId);
  const due = await claim.returning(['facility_id', 'refresh_token']).execute();
  for (const connection of due) {
    const refreshToken = connection.refresh_token && unseal(context.appSecret, TOKEN_PURPOSE, connection.refresh_token);
    try {
      if (!refreshToken) throw new AccountingToolError('The stored access can no longer be read (was APP_SECRET changed?)');
      const tokens = await context.client.refresh(refreshToken);
      await context.db
        .updateTable('accounting_connections')
        .set(sealedTokens(context, tokens))
        .where('facility_id', '=', connection.facility_id)
        .execute();
    } catch (error) {
      if (!(error instanceof AccountingToolError)) throw error;
      if (error.unreachable) {
        await context.db
          .updateTable('accounting_connections')
          .set({ renewing_until: null })
          .where('facility_id', '=', connection.facility_id)
          .execute();
        continue;
      }
      await lapse(context.db, connection.facility_id, error.message, now);
    }
  }
  return due.length;
}

/** Disconnects: the grant is revoked at the tool, then forgotten here. A refusal keeps the connection (502). */
export async function disconnect(context: AccountingContext, who: { facilityId: number; userId: number }): Promise<void> {
  const connection = await context.db
    .selectFrom('accounting_connections')
    .select(['status', 'refresh_token'])
    .where('facility_id', '=', who.facilityId)
    .executeTakeFirst();
  if (!connection || connection.status !== 'ACTIVE') throw conflict('The facility is not connected to the accounting tool');
  const refreshToken = connection.refresh_token && unseal(context.appSecret, TOKEN_PURPOSE, connection.refresh_token);
  if (refreshToken) {
    try {
      await context.client.revoke(refreshToken);
    } catch (error) {
      if (error instanceof AccountingToolError)
        throw new HttpError(502, 'ACCOUNTING_TOOL_REFUSED', `${error.message}; the connection is kept`);
      throw error;
    }
  }
  await context.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('accounting_connections')
      .set({ ...NO_TOKENS, status: 'INACTIVE', lapsed_at: null, lapse_reason: null, updated_at: new Date() })
      .where('facility_id', '=', who.facilityId)
      .execute();
    await recordSettingChange(trx, {
      facilityId: who.facilityId,
      userId: who.userId,
      setting: SETTING,
      before: 'ACTIVE',
      after: 'INACTIVE',
    });
  });
}

const NO_TOKENS = { access_token: null, refresh_token: null, access_expires_at: null, renewing_until: null };

function sealedTokens(context: AccountingContext, tokens: Tokens) {
  return {
    access_token: seal(context.appSecret, TOKEN_PURPOSE, tokens.accessToken),
    refresh_token: seal(context.appSecret, TOKEN_PURPOSE, tokens.refreshToken),
    access_expires_at: new Date(tokens.accessExpiresAt),
    renewing_until: null,
    updated_at: new Date(),
  };
}

async function lapse(db: Db, facilityId: number, reason: string, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('accounting_connections')
      .set({ ...NO_TOKENS, status: 'INACTIVE', lapsed_at: new Date(now), lapse_reason: reason, updated_at: new Date() })
      .where('facility_id', '=', facilityId)
      .execute();
    await recordSettingChange(trx, { facilityId, userId: null, setting: SETTING, before: 'ACTIVE', after: 'INACTIVE' });
  });
}

async function statusOf(db: Db, facilityId: number): Promise<ConnectionStatus> {
  const row = await db
    .selectFrom('accounting_connections as c')
    .leftJoin('users as u', 'u.id', 'c.connected_by')
    .select(['c.status', 'c.realm_id', 'c.connected_at', 'c.lapsed_at', 'c.lapse_reason', 'u.first_name', 'u.last_name'])
    .where('c.facility_id', '=', facilityId)
    .executeTakeFirst();
  if (!row) return { status: 'INACTIVE' };
  const name = [row.first_name, row.last_name].filter(Boolean).join(' ') || undefined;
  return {
    status: row.status,
    ...(row.status === 'ACTIVE' && {
      realmId: row.realm_id ?? undefined,
      connectedBy: name,
      connectedAt: row.connected_at?.getTime(),
    }),
    ...(row.lapsed_at && { lapsedAt: row.lapsed_at.getTime(), lapseReason: row.lapse_reason ?? undefined }),
  };
}
