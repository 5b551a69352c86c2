import { type Kysely, sql } from 'kysely';

// Frozen: this migration never changes once released; later changes get a new file.
// It takes Kysely<any> and no app code, so it stays what it was when it ran.

const MATERIAL_UNITS = "'GRAM', 'MILI_LITRE', 'CUBIC_INCH', 'CUBIC_MM', 'CUBIC_CM', 'KILOGRAM', 'LITRE', 'OUNCE', 'POUND'";

/**
 * A facility's material: the suppliers it buys from, the lots they deliver, and the batches of
 * powder or resin in the shop, made from lots and from each other by events (blend, sieve, load,
 * consume, unload, scrap), each with its input and output masses in whole milligrams.
 *
 * A batch's composition is kept beside it as two splits of its mass, by supplier lot and by
 * re-use cycles: `created_mg` as it was made (what genealogy reports) and `remaining_mg` as it is
 * now (what the next take is divided from). A check keeps a batch's mass, and a lot's, from going
 * below zero, so two people taking from one batch at once cannot take more than it holds: the
 * second update waits for the first and then fails. A machine holds at most one batch.
 */
export async function migrate(db: Kysely<any>): Promise<void> {
  for (const statement of [
    `create table material_suppliers (
      id bigint generated always as identity primary key,
      facility_id bigint not null references companies (id),
      name text not null check (length(name) between 1 and 200),
      contacts jsonb not null default '[]',
      address text not null default '' check (length(address) <= 1000),
      approval text not null check (approval in ('APPROVED', 'CONDITIONAL', 'DISAPPROVED')),
      approval_date date not null,
      notes text not null default '' check (length(notes) <= 4000),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`,
    `create unique index material_suppliers_name_key on material_suppliers (facility_id, lower(name))`,
    `create table material_supplier_materials (
      supplier_id bigint not null references material_suppliers (id) on delete cascade,
      material_id bigint not null references materials (id),
      primary key (supplier_id, material_id)
    )`,
    `create table material_supplier_evidence (
      supplier_id bigint not null references material_suppliers (id) on delete cascade,
      file_id bigint not null references files (id),
      position integer not null,
      primary key (supplier_id, file_id)
    )`,
    `create table material_lots (
      id bigint generated always as identity primary key,
      facility_id bigint not null references companies (id),
      material_id bigint not null references materials (id),
      supplier_id bigint not null references material_suppliers (id),
      supplier_lot_number text not null check (length(supplier_lot_number) between 1 and 100),
      quantity numeric not null check (quantity > 0),
      unit text not null check (unit in (${MATERIAL_UNITS})),
      mass_mg bigint not null check (mass_mg > 0),
      remaining_mg bigint not null check (remaining_mg >= 0 and remaining_mg <= mass_mg),
      received_on date not null,
      expires_on date check (expires_on >= received_on),
      location text not null default '' check (length(location) <= 200),
      certificate_file_id bigint references files (id),
      status text not null default 'QUARANTINE'
        check (status in ('QUARANTINE', 'RELEASED', 'CONSUMED', 'EXPIRED', 'REJECTED')),
      status_reason text not null default '' check (length(status_reason) <= 2000),
      created_by bigint references users (id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`,
    `create index material_lots_facility_idx on material_lots (facility_id, id desc)`,
    `create index material_lots_supplier_idx on material_lots (supplier_id)`,
    `create table material_batches (
      id bigint generated always as identity primary key,
      facility_id bigint not null references companies (id),
      material_id bigint not null references materials (id),
      state text not null default 'IDLE' check (state in ('IDLE', 'IN_USE', 'DONE')),
      powder_state text not null check (powder_state in ('NEW', 'UNSIEVED', 'SIEVED')),
      mass_mg bigint not null check (mass_mg >= 0),
      created_mg bigint not null check (created_mg > 0),
      location text not null default '' check (length(location) <= 200),
      equipment_id bigint references equipment (id),
      created_by bigint references users (id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check ((state = 'IN_USE') = (equipment_id is not null)),
      check (state <> 'DONE' or mass_mg = 0)
    )`,
    `create index material_batches_facility_idx on material_batches (facility_id, id desc)`,
    `create unique index material_batches_loaded_key on material_batches (equipment_id) where equipment_id is not null`,
    `create table material_batch_lots (
      batch_id bigint not null references material_batches (id),
      lot_id bigint not null references material_lots (id),
      created_mg bigint not null check (created_mg > 0),
      remaining_mg bigint not null check (remaining_mg >= 0),
      primary key (batch_id, lot_id)
    )`,
    `create index material_batch_lots_lot_idx on material_batch_lots (lot_id, batch_id)`,
    `create table material_batch_cycles (
      batch_id bigint not null references material_batches (id),
      cycles integer not null check (cycles >= 0),
      created_mg bigint not null check (created_mg > 0),
      remaining_mg bigint not null check (remaining_mg >= 0),
      primary key (batch_id, cycles)
    )`,
    `create table material_events (
      id bigint generated always as identity primary key,
      facility_id bigint not null references companies (id),
      kind text not null check (kind in ('BLEND', 'SIEVE', 'LOAD', 'CONSUME', 'UNLOAD', 'SCRAP')),
      equipment_id bigint references equipment (id),
      job_id bigint references jobs (id),
      -- What left the powder on purpose (sieve waste, spill, scrap, the parts a job made) and what
      -- the scale could not account for (inputs - outputs - loss, within the facility's tolerance).
      loss_mg bigint not null default 0 check (loss_mg >= 0),
      unaccounted_mg bigint not null default 0,
      note text not null default '' check (length(note) <= 2000),
      recorded_by bigint references users (id),
      recorded_at timestamptz not null default now()
    )`,
    `create index material_events_facility_idx on material_events (facility_id, id desc)`,
    `create index material_events_job_idx on material_events (job_id) where job_id is not null`,
    `create table material_event_inputs (
      event_id bigint not null references material_events (id),
      position integer not null,
      batch_id bigint references material_batches (id),
      lot_id bigint references material_lots (id),
      mass_mg bigint not null check (mass_mg > 0),
      primary key (event_id, position),
      check ((batch_id is null) <> (lot_id is null))
    )`,
    `create index material_event_inputs_batch_idx on material_event_inputs (batch_id) where batch_id is not null`,
    `create index material_event_inputs_lot_idx on material_event_inputs (lot_id) where lot_id is not null`,
    `create table material_event_outputs (
      event_id bigint not null references material_events (id),
      batch_id bigint not null references material_batches (id),
      mass_mg bigint not null check (mass_mg > 0),
      primary key (event_id, batch_id)
    )`,
    `create index material_event_outputs_batch_idx on material_event_outputs (batch_id)`,
    // Which batches a job drew its material from, and how much (nothing, when it recorded no quantity):
    // genealogy's bridge from powder to parts.
    `create table material_job_batches (
      job_id bigint not null references jobs (id),
      batch_id bigint not null references material_batches (id),
      mass_mg bigint not null check (mass_mg >= 0),
      primary key (job_id, batch_id)
    )`,
    `create index material_job_batches_batch_idx on material_job_batches (batch_id, job_id)`,
    // A quality manager's signed decision that a job may start on powder that breaks its material's
    // rules: which batch, which rules, and why. It is kept on the job's record.
    `create table material_start_overrides (
      id bigint generated always as identity primary key,
      job_id bigint not null references jobs (id),
      batch_id bigint not null references material_batches (id),
      broken_rules jsonb not null,
      reason text not null check (length(reason) between 1 and 2000),
      created_by bigint not null references users (id),
      created_at timestamptz not null default now()
    )`,
    `create index material_start_overrides_job_idx on material_start_overrides (job_id)`,
    // A facility's rules per material: what a batch must be for a job to start on it, and when to reorder.
    `create table material_rules (
      facility_id bigint not null references companies (id),
      material_id bigint not null references materials (id),
      min_virgin_percent numeric check (min_virgin_percent between 0 and 100),
      max_cycles integer check (max_cycles >= 0),
      sieve_required boolean not null default false,
      reorder_point_mg bigint check (reorder_point_mg >= 0),
      primary key (facility_id, material_id)
    )`,
    // Genealogy follows a part to what shipped it and what was found wrong with it.
    `create index shipment_lines_part_idx on shipment_lines (rfq_file_id)`,
    `create index ncrs_job_idx on ncrs (job_id) where job_id is not null`,
    `create table material_settings (
      facility_id bigint primary key references companies (id),
      -- How far a weighing may be off: the share of an event's input mass the scale may not account for.
      mass_tolerance_percent numeric not null default 1 check (mass_tolerance_percent between 0 and 10)
    )`,
    // Where each material's stock stood against its reorder point when last checked: its editors
    // are mailed when it falls below, and again only once it was back at the point or above.
    `create table material_stock_alerts (
      facility_id bigint not null references companies (id),
      material_id bigint not null references materials (id),
      below boolean not null,
      changed_at timestamptz not null default now(),
      primary key (facility_id, material_id)
    )`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
