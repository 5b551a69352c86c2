import { type Kysely, sql } from 'kysely';

// Frozen: this migration never changes once released; later changes get a new file.
// It takes Kysely<any> and no app code, so it stays what it was when it ran.

/**
 * The RFQ configuration (issue 15, item 5): what a facility's store front asks of New Order — the
 * fields it requires, where orders may go (moved here from STORE_FRONT_CONFIG with their values),
 * the default quote due period, the NDA template and the terms and conditions, versioned — and on
 * each order the version of the terms its customer accepted, and when.
 */
export async function migrate(db: Kysely<any>): Promise<void> {
  for (const statement of [
    `create table rfq_configs (
      facility_id bigint primary key references companies (id) on delete cascade,
      required_fields text[] not null default '{}',
      distributions text[],
      quote_due_days integer not null default 7 check (quote_due_days between 1 and 365),
      nda_template text not null default '',
      terms_text text not null default '',
      terms_version integer not null default 0,
      terms_changed_at timestamptz,
      updated_at timestamptz not null default now())`,
    `insert into rfq_configs (facility_id, distributions)
      select element_id::bigint, array(select jsonb_array_elements_text(config_value::jsonb -> 'distributions'))
      from config_records
      where config_type = 'STORE_FRONT_CONFIG' and element_type = 'SERVICE_PROVIDER'
        and jsonb_typeof(config_value::jsonb -> 'distributions') = 'array'
      on conflict do nothing`,
    `update config_records set config_value = (config_value::jsonb - 'distributions')::text
      where config_type = 'STORE_FRONT_CONFIG' and config_value::jsonb ? 'distributions'`,
    `alter table rfqs add column terms_version integer, add column terms_accepted_at timestamptz`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
