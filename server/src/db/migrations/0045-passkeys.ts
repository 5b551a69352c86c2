import { type Kysely, sql } from 'kysely';

// Frozen: this migration never changes once released; later changes get a new file.
// It takes Kysely<any> and no app code, so it stays what it was when it ran.

/**
 * Passkeys (WebAuthn credentials), a person's own, with which they sign a record instead of
 * typing their password again; and the one-time challenges a registration or a signature answers.
 * A challenge belongs to one person and one purpose, expires after a few minutes and is deleted
 * once it has been answered, rightly or not.
 */
export async function migrate(db: Kysely<any>): Promise<void> {
  for (const statement of [
    `create table passkeys (
      id bigint generated always as identity primary key,
      user_id bigint not null references users (id) on delete cascade,
      credential_id text not null unique check (length(credential_id) between 16 and 1400),
      public_key bytea not null,
      sign_count bigint not null default 0 check (sign_count >= 0),
      transports text[] not null default '{}',
      device_type text not null check (device_type in ('singleDevice', 'multiDevice')),
      backed_up boolean not null,
      name text not null check (length(name) between 1 and 60),
      created_at timestamptz not null default now(),
      last_used_at timestamptz
    )`,
    `create index passkeys_user_idx on passkeys (user_id, id)`,
    `create table passkey_challenges (
      challenge text primary key check (length(challenge) between 32 and 128),
      user_id bigint not null references users (id) on delete cascade,
      purpose text not null check (purpose in ('REGISTER', 'SIGN')),
      expires_at timestamptz not null
    )`,
    `create index passkey_challenges_expiry_idx on passkey_challenges (expires_at)`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
