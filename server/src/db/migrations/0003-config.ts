import { type Kysely, sql } from 'kysely';

// Frozen: this migration never changes once released; later changes get a new file.
// It takes Kysely<any> and no app code, so it stays what it was when it ran.

const up = [
  // Config records (spec 3): per facility (element SERVICE_PROVIDER) or per domain (THEME_CONFIG).
  // facility_id is the owning tenant and leads the key.
  `create table config_records (
    id bigint generated always as identity primary key,
    facility_id bigint not null references companies (id),
    config_type text not null,
    element_type text not null check (element_type in ('SERVICE_PROVIDER', 'DOMAIN')),
    element_id text not null,
    config_value text not null,
    active boolean not null default true,
    updated_at timestamptz not null default now(),
    unique (config_type, element_type, element_id)
  )`,
  `create index config_records_facility_idx on config_records (facility_id, config_type)`,
  // The domains a facility serves its platform on: branding and single sign-on follow the domain.
  `create table domains (
    domain text primary key,
    facility_id bigint not null references companies (id),
    sso_config text
  )`,
  `create table user_preferences (
    user_id bigint not null references users (id) on delete cascade,
    preference_type text not null,
    preference text not null,
    primary key (user_id, preference_type)
  )`,
  `create table apps (
    id bigint generated always as identity primary key,
    facility_id bigint not null references companies (id),
    name text not null,
    enabled boolean not null default true,
    logo text not null default '',
    app_url text not null,
    app_type text not null default 'TOP_NAV_LINK',
    internal_app boolean not null default false,
    sort_order integer not null default 0
  )`,
  `create index apps_facility_idx on apps (facility_id, sort_order)`,
];

export async function migrate(db: Kysely<any>): Promise<void> {
  for (const statement of up) await sql.raw(statement).execute(db);
}
