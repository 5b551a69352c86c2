import { type Kysely, sql } from 'kysely';

// Frozen: this migration never changes once released; later changes get a new file.
// It takes Kysely<any> and no app code, so it stays what it was when it ran.

/**
 * From award to delivery (issue 13): what became of each ordered part (passed inspection,
 * scrapped, shipped, delivered), its inspections and the shipments that carry it. The counts
 * live on the part, kept by the service in the transaction that records an inspection or a
 * shipment, and the database refuses any that would go negative or past what was ordered: a
 * shipment can carry only what passed and is not shipped yet, whoever else ships at once.
 */
export async function migrate(db: Kysely<any>): Promise<void> {
  for (const statement of [
    `alter table rfq_files
      add column passed_quantity integer not null default 0,
      add column scrapped_quantity integer not null default 0,
      add column shipped_quantity integer not null default 0,
      add column delivered_quantity integer not null default 0,
      add constraint rfq_files_progress_check check (
        scrapped_quantity >= 0
        and passed_quantity between 0 and quantity
        and shipped_quantity between 0 and passed_quantity
        and delivered_quantity between 0 and shipped_quantity)`,
    // The shipments page's orders to ship: the few parts with pieces passed and not shipped.
    `create index rfq_files_to_ship_idx on rfq_files (rfq_id) where passed_quantity > shipped_quantity`,
    `alter table job_files add constraint job_files_completed_check check (completed_quantity <= quantity)`,
    // A held match is still the order's award: the one-award rule counts it too.
    `drop index matches_one_award_idx`,
    `create unique index matches_one_award_idx on matches (rfq_id) where status in ('BID_APPROVED', 'SP_BID_ACCEPTED',
      'IN_PROGRESS', 'IN_POSTPROCESSING', 'IN_QUALITYCONTROL', 'SHIPPED', 'INTERNAL_SHIPPED', 'INTERNAL_COMPLETED',
      'COMPLETED', 'PAYMENT_WAITING', 'ON_HOLD')`,
    // The state an order or a match on hold or archived returns to when resumed or restored.
    `alter table rfqs add column resume_status text`,
    `alter table matches
      add column resume_status text,
      add column paid_at timestamptz,
      add column payment_reference text check (length(payment_reference) <= 200)`,
    `create table inspections (
      id bigint generated always as identity primary key,
      rfq_file_id bigint not null references rfq_files (id) on delete cascade,
      facility_id bigint not null references companies (id),
      inspected_by bigint references users (id),
      passed_quantity integer not null check (passed_quantity >= 0),
      failed_quantity integer not null check (failed_quantity >= 0),
      -- The failed pieces wait for a non-conformance report (the quality issue picks them up).
      ncr_requested boolean not null default false,
      ncr_id bigint,
      note text not null default '' check (length(note) <= 4000),
      created_at timestamptz not null default now(),
      check (passed_quantity + failed_quantity > 0),
      check (failed_quantity > 0 or not ncr_requested)
    )`,
    `create index inspections_part_idx on inspections (rfq_file_id, id)`,
    `create index inspections_ncr_idx on inspections (facility_id, id) where ncr_requested and ncr_id is null`,
    `create table inspection_photos (
      inspection_id bigint not null references inspections (id) on delete cascade,
      file_id bigint not null references files (id),
      position integer not null,
      primary key (inspection_id, file_id)
    )`,
    `create table shipments (
      id bigint generated always as identity primary key,
      rfq_id bigint not null references rfqs (id) on delete cascade,
      facility_id bigint not null references companies (id),
      created_by bigint references users (id),
      status text not null default 'SHIPPED' check (status in ('SHIPPED', 'DELIVERED')),
      carrier text not null check (length(carrier) between 1 and 100),
      service text not null default '' check (length(service) <= 100),
      tracking_number text not null check (length(tracking_number) between 1 and 100),
      ship_date timestamptz not null,
      delivery_address_id bigint references delivery_addresses (id),
      delivered_at timestamptz,
      delivered_by bigint references users (id),
      created_at timestamptz not null default now(),
      check ((status = 'DELIVERED') = (delivered_at is not null))
    )`,
    `create index shipments_rfq_idx on shipments (rfq_id, id)`,
    `create index shipments_facility_idx on shipments (facility_id, status, id)`,
    // The shipments page finds a shipment by any part of its tracking number.
    `create index shipments_tracking_trgm_idx on shipments using gin (tracking_number gin_trgm_ops)`,
    `create table shipment_lines (
      shipment_id bigint not null references shipments (id) on delete cascade,
      rfq_file_id bigint not null references rfq_files (id),
      quantity integer not null check (quantity > 0),
      primary key (shipment_id, rfq_file_id)
    )`,
    `create table shipment_packages (
      shipment_id bigint not null references shipments (id) on delete cascade,
      position integer not null,
      weight_grams integer not null check (weight_grams between 1 and 10000000),
      length_mm integer not null check (length_mm between 1 and 100000),
      width_mm integer not null check (width_mm between 1 and 100000),
      height_mm integer not null check (height_mm between 1 and 100000),
      primary key (shipment_id, position)
    )`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
