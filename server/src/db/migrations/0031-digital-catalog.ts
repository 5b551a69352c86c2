import { type Kysely, sql } from 'kysely';

// Frozen: this migration never changes once released; later changes get a new file.
// It takes Kysely<any> and no app code, so it stays what it was when it ran.

/**
 * The digital catalogue (issue 14, item 2): parts a facility sells at a fixed price per quantity
 * break, published to the customer companies it chooses, and ordered without a quote. An order
 * made from a catalogue item names it. The customer's copy of a catalogue part shares the stored
 * bytes of the facility's file (nothing deletes a stored file once recorded): a key may now be
 * recorded more than once.
 */
export async function migrate(db: Kysely<any>): Promise<void> {
  for (const statement of [
    `create table catalog_items (
      id bigint generated always as identity primary key,
      facility_id bigint not null references companies(id),
      name text not null check (length(name) between 1 and 200),
      part_number text check (length(part_number) <= 100),
      description text not null default '' check (length(description) <= 4000),
      file_id bigint not null references files(id),
      am_process_id bigint not null references am_processes(id),
      material_id bigint not null references materials(id),
      lead_time_days integer not null check (lead_time_days between 1 and 365),
      currency text not null check (length(currency) = 3),
      published boolean not null default false,
      created_by bigint not null references users(id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now())`,
    `create index catalog_items_facility_idx on catalog_items (facility_id, updated_at desc, id desc)`,
    // A break's unit price holds from its quantity up to the next break's.
    `create table catalog_item_prices (
      catalog_item_id bigint not null references catalog_items(id) on delete cascade,
      min_quantity integer not null check (min_quantity between 1 and 1000000),
      unit_price_minor bigint not null check (unit_price_minor > 0),
      primary key (catalog_item_id, min_quantity))`,
    `create table catalog_item_images (
      catalog_item_id bigint not null references catalog_items(id) on delete cascade,
      file_id bigint not null references files(id),
      position integer not null,
      primary key (catalog_item_id, file_id))`,
    `create table catalog_item_customers (
      catalog_item_id bigint not null references catalog_items(id) on delete cascade,
      company_id bigint not null references companies(id),
      primary key (catalog_item_id, company_id))`,
    `create index catalog_item_customers_company_idx on catalog_item_customers (company_id, catalog_item_id)`,
    `alter table rfqs add column catalog_item_id bigint references catalog_items(id) on delete set null`,
    `create index rfqs_catalog_item_idx on rfqs (catalog_item_id) where catalog_item_id is not null`,
    `alter table files drop constraint files_storage_key_key`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
