import { type Kysely, sql } from 'kysely';

// Frozen: this migration never changes once released; later changes get a new file.
// It takes Kysely<any> and no app code, so it stays what it was when it ran.

const up = [
  // A session is one refresh-token family: one login on one device. It holds the
  // context the user switched to (dashboard role, facility) so every server agrees on it.
  `create table sessions (
    id uuid primary key,
    user_id bigint not null references users (id) on delete cascade,
    dashboard_role text not null,
    current_facility_id bigint references companies (id),
    created_at timestamptz not null default now(),
    revoked_at timestamptz,
    revoked_reason text
  )`,
  `create index sessions_user_idx on sessions (user_id)`,
  `create table refresh_tokens (
    id bigint generated always as identity primary key,
    session_id uuid not null references sessions (id) on delete cascade,
    token_hash text not null unique,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    used_at timestamptz
  )`,
  `create index refresh_tokens_session_idx on refresh_tokens (session_id)`,
  `create table api_keys (
    user_id bigint primary key references users (id) on delete cascade,
    key_hash text not null unique,
    key_ciphertext text not null,
    created_at timestamptz not null default now()
  )`,
  `create table email_tokens (
    token_hash text primary key,
    user_id bigint not null references users (id) on delete cascade,
    purpose text not null check (purpose in ('VERIFY_EMAIL', 'RESET_PASSWORD')),
    expires_at timestamptz not null,
    used_at timestamptz
  )`,
  // Failed logins per key (an account's email or a client address) in a fixed window.
  `create table login_failures (
    key text primary key,
    window_start timestamptz not null,
    failures integer not null
  )`,
  // Every email the platform sends; with no SMTP server configured this is the dev outbox.
  `create table emails (
    id bigint generated always as identity primary key,
    to_address text not null,
    subject text not null,
    text_body text not null,
    status text not null check (status in ('PENDING', 'SENT', 'FAILED', 'CAPTURED')),
    attempts integer not null default 0,
    last_error text,
    created_at timestamptz not null default now(),
    sent_at timestamptz
  )`,
  `create index emails_pending_idx on emails (id) where status = 'PENDING'`,
];

export async function migrate(db: Kysely<any>): Promise<void> {
  for (const statement of up) await sql.raw(statement).execute(db);
}
