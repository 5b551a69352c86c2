import { type Kysely, sql } from 'kysely';

// Frozen: this migration never changes once released; later changes get a new file.
// It takes Kysely<any> and no app code, so it stays what it was when it ran.

/**
 * Named API keys (issue 14, item 8): a person makes as many as their scripts need, each with a
 * name and an expiry, shown once (only its hash is kept, with a few first characters to tell
 * it apart), used until it expires or is revoked; the last use is kept (to the minute).
 */
export async function migrate(db: Kysely<any>): Promise<void> {
  for (const statement of [
    `create table user_api_keys (
      id bigint generated always as identity primary key,
      user_id bigint not null references users(id),
      name text not null check (length(name) between 1 and 100),
      key_hash text not null unique,
      key_prefix text not null,
      expires_at timestamptz not null,
      last_used_at timestamptz,
      revoked_at timestamptz,
      created_at timestamptz not null default now())`,
    `create unique index user_api_keys_name_idx on user_api_keys (user_id, lower(name)) where revoked_at is null`,
    `create index user_api_keys_user_idx on user_api_keys (user_id, created_at desc)`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
