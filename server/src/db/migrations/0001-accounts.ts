import { type Kysely, sql } from 'kysely';

// Frozen: this migration never changes once released; later changes get a new file.
// It takes Kysely<any> and no app code, so it stays what it was when it ran.

const up = [
  `create table enterprises (
    id bigint generated always as identity primary key,
    name text not null check (length(name) between 1 and 200)
  )`,
  `create table companies (
    id bigint generated always as identity primary key,
    kind text not null check (kind in ('SERVICE_PROVIDER', 'ENGINEER')),
    company_name text not null check (length(company_name) between 1 and 200),
    enterprise_id bigint references enterprises (id),
    storefront_provider_id bigint references companies (id),
    email text,
    phone text,
    website text,
    address_line text,
    city text,
    country_code text,
    currency text not null default 'USD',
    about text,
    created_at timestamptz not null default now(),
    check (kind = 'SERVICE_PROVIDER' or enterprise_id is null)
  )`,
  // How one facility sees another: INTERNAL for facilities of its own enterprise.
  `create table vendor_relations (
    facility_id bigint not null references companies (id),
    vendor_id bigint not null references companies (id),
    relation text not null check (relation in ('INTERNAL', 'PRIVATE', 'BLACK_LISTED', 'MATCHED')),
    primary key (facility_id, vendor_id),
    check (facility_id <> vendor_id)
  )`,
  `create table users (
    id bigint generated always as identity primary key,
    email text not null check (length(email) between 3 and 254),
    password_hash text not null,
    first_name text not null default '',
    last_name text not null default '',
    email_verified boolean not null default false,
    default_role text not null check (default_role in ('ROLE_SERVICE_PROVIDER', 'ROLE_ENGINEER')),
    dashboard text not null default 'SERVICE_PROVIDER' check (dashboard in ('STORE_FRONT', 'ENGINEER', 'SERVICE_PROVIDER')),
    date_format text not null default 'MMM DD, YYYY',
    switch_account_enabled boolean not null default false,
    b2c_dashboard boolean not null default false,
    service_provider_id bigint references companies (id),
    engineer_company_id bigint references companies (id),
    created_at timestamptz not null default now()
  )`,
  `create unique index users_email_key on users (lower(email))`,
  `create index users_service_provider_idx on users (service_provider_id)`,
  `create table user_roles (
    user_id bigint not null references users (id) on delete cascade,
    role_name text not null,
    primary key (user_id, role_name)
  )`,
  `create table user_permissions (
    user_id bigint not null references users (id) on delete cascade,
    permission text not null,
    primary key (user_id, permission)
  )`,
];

export async function migrate(db: Kysely<any>): Promise<void> {
  for (const statement of up) await sql.raw(statement).execute(db);
}
