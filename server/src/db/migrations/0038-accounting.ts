import { type Kysely, sql } from 'kysely';

// Frozen: this migration never changes once released; later changes get a new file.
// It takes Kysely<any> and no app code, so it stays what it was when it ran.

/**
 * The accounting connection (issue 15, item 10): one per facility, its tokens sealed with the app
 * secret; and the authorisations in flight, each a single-use `state` (only its hash kept) with the
 * PKCE verifier the token request must show.
 */
export async function migrate(db: Kysely<any>): Promise<void> {
  for (const statement of [
    `create table accounting_connections (
      facility_id bigint primary key references companies (id) on delete cascade,
      status text not null check (status in ('ACTIVE', 'INACTIVE')),
      realm_id text,
      access_token text,
      refresh_token text,
      access_expires_at timestamptz,
      renewing_until timestamptz,
      connected_by bigint references users (id) on delete set null,
      connected_at timestamptz,
      lapsed_at timestamptz,
      lapse_reason text,
      updated_at timestamptz not null default now())`,
    `create index accounting_connections_due_idx on accounting_connections (access_expires_at) where status = 'ACTIVE'`,
    `create table accounting_authorizations (
      state_hash text primary key,
      facility_id bigint not null references companies (id) on delete cascade,
      user_id bigint not null references users (id) on delete cascade,
      code_verifier text not null,
      expires_at timestamptz not null)`,
    `create index accounting_authorizations_expiry_idx on accounting_authorizations (expires_at)`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
