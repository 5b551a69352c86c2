import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type CompiledQuery, type InferResult, type RawBuilder, sql } from 'kysely';
import { FEATURE_FLAG_TYPES, type DashboardRole, type Permission, type RoleName } from 'shared/contracts';
import { enabledFeatures } from '../config/index.js';
import type { Db } from '../db/database.js';
import { ACCESS_COOKIE, API_KEY_HEADER, type Principal } from '../http/access.js';
import { turnBatchedPerDatabase } from '../db/turn-batch.js';
import { markApiKeyUsed } from './api-keys.js';
import { hashToken } from './tokens.js';

/**
 * Everything the access rules need, in one statement per request: the user, roles and
 * permissions, and of the facility the caller works in its feature flags and INTERNAL sister
 * facilities. `facility` is the column that names that facility in the surrounding query.
 */
const principalColumns = (db: Db, facility: RawBuilder<number | null>) =>
  db.selectFrom('users as u').select([
    'u.id',
    'u.email',
    'u.email_verified',
    'u.default_role',
    'u.service_provider_id',
    'u.engineer_company_id',
    sql<string[]>`array(select role_name from user_roles r where r.user_id = u.id order by role_name)`.as('roles'),
    sql<string[]>`array(select permission from user_permissions p where p.user_id = u.id order by permission)`.as('permissions'),
    sql<Record<string, string> | null>`(select json_object_agg(cr.config_type, cr.config_value) from config_records cr
        where cr.config_type = any(${FEATURE_FLAG_TYPES}::text[]) and cr.element_type = 'SERVICE_PROVIDER'
          and cr.element_id = ${facility}::text and cr.active)`.as('feature_records'),
    sql<number[] | null>`(select json_agg(vr.vendor_id order by vr.vendor_id) from vendor_relations vr
        where vr.facility_id = ${facility} and vr.relation = 'INTERNAL')`.as('internal_facilities'),
  ]);

type PrincipalRow = {
  id: number;
  email: string;
  email_verified: boolean;
  roles: string[];
  permissions: string[];
  service_provider_id: number | null;
  engineer_company_id: number | null;
  feature_records: Record<string, string> | null;
  internal_facilities: number[] | null;
};

function toPrincipal(
  row: PrincipalRow,
  context: { dashboardRole: DashboardRole; facilityId: number | null; enterpriseId: number | null; sessionId: string | null },
  via: Principal['via'],
): Principal {
  return {
    userId: row.id,
    email: row.email,
    emailVerified: row.email_verified,
    roles: row.roles as RoleName[],
    permissions: row.permissions as Permission[],
    homeFacilityId: row.service_provider_id,
    engineerCompanyId: row.engineer_company_id,
    features: enabledFeatures(row.feature_records ?? {}),
    internalFacilityIds: row.internal_facilities ?? [],
    via,
    ...context,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The statement of live (not revoked) sessions by id; `ids` is where the session ids go. */
const liveSessionsQuery = (db: Db, ids: string[]) =>
  principalColumns(db, sql.ref('s.current_facility_id'))
    .innerJoin('sessions as s', 's.user_id', 'u.id')
    .leftJoin('companies as f', 'f.id', 's.current_facility_id')
    .select(['s.id as session_id', 's.dashboard_role', 's.current_facility_id', 'f.enterprise_id'])
    .where('s.id', '=', sql<string>`any(${ids}::uuid[])`)
    .where('s.revoked_at', 'is', null)
    .where('u.deactivated_at', 'is', null);

/**
 * liveSessionsQuery compiled once, with the index of its ids among its parameters: every
 * authenticated request runs it, and building and compiling it with Kysely each time made
 * about 20 KB of garbage a request (the collector's pauses were the slow tail of short reads).
 * The same for every database: both engines speak PostgreSQL.
 */
let compiledLiveSessions: { query: CompiledQuery<LiveSessionRow>; idsAt: number } | undefined;
type LiveSessionRow = InferResult<ReturnType<typeof liveSessionsQuery>>[number];

function liveSessionsStatement(db: Db, ids: string[]): CompiledQuery<LiveSessionRow> {
  if (!compiledLiveSessions) {
    const slot: string[] = [];
    const query = liveSessionsQuery(db, slot).compile();
    const idsAt = query.parameters.indexOf(slot);
    if (idsAt < 0) throw new Error('the session ids are not a parameter of the live-sessions statement');
    compiledLiveSessions = { query, idsAt };
  }
  const { query, idsAt } = compiledLiveSessions;
  return { ...query, parameters: query.parameters.map((value, index) => (index === idsAt ? ids : value)) };
}

/** The rows of live (not revoked) sessions, by session id: one statement for all the ids. */
async function liveSessions(db: Db, sessionIds: string[]) {
  // A malformed id names no session, and must not fail the statement the others share.
  const ids = sessionIds.filter((id) => UUID.test(id));
  const rows = ids.length ? (await db.executeQuery(liveSessionsStatement(db, ids))).rows : [];
  return new Map(rows.map((row) => [row.session_id, row]));
}
// The session lookups of one turn of the event loop share a statement.
const liveSession = turnBatchedPerDatabase(liveSessions);

/** The principal of a live (not revoked) session of an active (not deactivated) person, or undefined. */
async function principalForSession(db: Db, sessionId: string, via: Principal['via']): Promise<Principal | undefined> {
  const row = await liveSession(db, sessionId);
  if (!row) return undefined;
  return toPrincipal(
    row,
    { dashboardRole: row.dashboard_role, facilityId: row.current_facility_id, enterpriseId: row.enterprise_id, sessionId },
    via,
  );
}

/**
 * The principal of an API key's owner, in the owner's own facility and default dashboard: the
 * owner's rights, never more. The key is the desktop tool's (api_keys) or a named key
 * (user_api_keys) that is neither revoked nor expired.
 */
async function principalForApiKey(db: Db, keyHash: string): Promise<Principal | undefined> {
  const owner = sql<number>`(select user_id from api_keys where key_hash = ${keyHash}
    union all select user_id from user_api_keys where key_hash = ${keyHash} and revoked_at is null and expires_at > now())`;
  const row = await principalColumns(db, sql.ref('u.service_provider_id'))
    .leftJoin('companies as f', 'f.id', 'u.service_provider_id')
    .select(['f.enterprise_id'])
    .where('u.id', 'in', owner)
    .where('u.deactivated_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  return toPrincipal(
    row,
    { dashboardRole: row.default_role, facilityId: row.service_provider_id, enterpriseId: row.enterprise_id, sessionId: null },
    'apiKey',
  );
}

/** The caller of a request, by its API key, else its bearer token, else its access cookie (the access hook's resolver). */
export async function callerOf(app: FastifyInstance, request: FastifyRequest): Promise<Principal | null | undefined> {
  const apiKey = request.headers[API_KEY_HEADER];
  if (typeof apiKey === 'string' && apiKey) {
    const keyHash = hashToken(apiKey);
    const principal = await principalForApiKey(app.ctx.db, keyHash);
    if (principal) await markApiKeyUsed(app.ctx.db, keyHash);
    return principal ?? null;
  }
  const header = request.headers.authorization;
  const bearer = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  const token = bearer || request.cookies[ACCESS_COOKIE];
  if (!token) return undefined;
  const sessionId = app.ctx.tokens.sessionOf(token);
  if (!sessionId) return null;
  return (await principalForSession(app.ctx.db, sessionId, bearer ? 'bearer' : 'cookie')) ?? null;
}
