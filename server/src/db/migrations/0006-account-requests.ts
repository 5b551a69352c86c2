import { type Kysely, sql } from 'kysely';

// Frozen: this migration never changes once released; later changes get a new file.
// It takes Kysely<any> and no app code, so it stays what it was when it ran.

const up = [
  // A registration or a password reset someone asked for, handled after the answer went out:
  // the request path does the same work whether the address has an account or not, so
  // neither the answer nor its timing tells. The payload (a registration's names and
  // password hash) is dropped once handled.
  `create table account_requests (
    id bigint generated always as identity primary key,
    kind text not null check (kind in ('REGISTRATION', 'PASSWORD_RESET')),
    email text not null,
    client_address text not null,
    payload jsonb,
    created_at timestamptz not null default now(),
    claimed_until timestamptz,
    attempts integer not null default 0,
    last_error text,
    handled_at timestamptz,
    mailed boolean not null default false
  )`,
  `create index account_requests_pending_idx on account_requests (id) where handled_at is null`,
  // The limits: requests per client address, and emails per account, in the last hour.
  `create index account_requests_address_idx on account_requests (client_address, created_at)`,
  `create index account_requests_email_idx on account_requests (lower(email), created_at) where mailed`,
];

export async function migrate(db: Kysely<any>): Promise<void> {
  for (const statement of up) await sql.raw(statement).execute(db);
}
