import { type Kysely, sql } from 'kysely';

// Frozen: this migration never changes once released; later changes get a new file.
// It takes Kysely<any> and no app code, so it stays what it was when it ran.

/**
 * A facility invites a person of one of its customer companies (issue 13, item 8): the email
 * carries a one-time link whose hash alone is kept; accepting it makes the person's account in
 * that company. One open invitation per address and company: inviting again renews it.
 */
export async function migrate(db: Kysely<any>): Promise<void> {
  for (const statement of [
    `create table customer_invitations (
      id bigint generated always as identity primary key,
      company_id bigint not null references companies(id),
      facility_id bigint not null references companies(id),
      invited_by bigint references users(id),
      email text not null check (length(email) <= 254),
      first_name text not null check (length(first_name) <= 100),
      last_name text not null check (length(last_name) <= 100),
      token_hash text not null unique,
      expires_at timestamptz not null,
      accepted_at timestamptz,
      created_at timestamptz not null default now())`,
    `create unique index customer_invitations_open_idx on customer_invitations (company_id, lower(email)) where accepted_at is null`,
    `create index customer_invitations_company_idx on customer_invitations (company_id, created_at desc)`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
