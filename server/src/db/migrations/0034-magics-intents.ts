import { type Kysely, sql } from 'kysely';

// Frozen: this migration never changes once released; later changes get a new file.
// It takes Kysely<any> and no app code, so it stays what it was when it ran.

/**
 * The build-preparation tool's launch intents (issue 15, item 11): a short-lived, single-use
 * secret the launcher hands the tool's adapter, which redeems it once for who launched it. Only
 * the secret's hash is kept.
 */
export async function migrate(db: Kysely<any>): Promise<void> {
  for (const statement of [
    `create table magics_intents (
      token_hash text primary key,
      user_id bigint not null references users (id) on delete cascade,
      facility_id bigint not null references companies (id),
      tool text not null check (tool in ('MAGICS', 'STREAMICS')),
      itar boolean not null,
      expires_at timestamptz not null,
      used_at timestamptz)`,
    `create index magics_intents_expiry_idx on magics_intents (expires_at)`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
