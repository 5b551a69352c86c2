import { type Kysely, sql } from 'kysely';

// Frozen: this migration never changes once released; later changes get a new file.
// It takes Kysely<any> and no app code, so it stays what it was when it ran.

/**
 * Single sign-on (issue 15, item 12): one SAML identity provider per domain, as read from its
 * metadata, with the attribute mapping and how accounts are made; the sign-in requests in flight
 * (an answer must reply to one of them, once); the assertions taken, kept until they expire so
 * none is taken twice; and the single-use tickets that hand a signed-in browser its session.
 */
export async function migrate(db: Kysely<any>): Promise<void> {
  for (const statement of [
    `create table saml_providers (
      domain text primary key references domains (domain) on delete cascade,
      facility_id bigint not null references companies (id) on delete cascade,
      metadata_url text,
      metadata_xml text not null,
      entity_id text not null,
      sso_url text not null,
      certificates text[] not null,
      email_attribute text not null default '',
      first_name_attribute text not null default '',
      last_name_attribute text not null default '',
      roles_attribute text not null default '',
      role_map jsonb not null default '[]',
      provisioning text not null check (provisioning in ('JUST_IN_TIME', 'EXISTING_ONLY')),
      updated_by bigint references users (id) on delete set null,
      updated_at timestamptz not null default now())`,
    `create table saml_requests (
      id text primary key,
      domain text not null,
      return_to text,
      created_at timestamptz not null)`,
    `create index saml_requests_created_idx on saml_requests (created_at)`,
    `create table saml_assertions (
      id text primary key,
      expires_at timestamptz not null)`,
    `create index saml_assertions_expiry_idx on saml_assertions (expires_at)`,
    `create table saml_tickets (
      ticket_hash text primary key,
      user_id bigint not null references users (id) on delete cascade,
      return_to text,
      expires_at timestamptz not null)`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
