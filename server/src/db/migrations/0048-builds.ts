import { type Kysely, sql } from 'kysely';

// Frozen: this migration never changes once released; later changes get a new file.
// It takes Kysely<any> and no app code, so it stays what it was when it ran.

/**
 * Builds: the parts a facility plans into one machine's build volume, and their packing. A
 * build's state is not stored: its job's status gives most of it, and the two moves only the
 * floor knows (on the machine, unpacked) are kept as when and by whom. A machine's print-time
 * figures (layer height, seconds a layer, seconds a cubic centimetre of parts) estimate how long
 * a packed build takes.
 */
export async function migrate(db: Kysely<any>): Promise<void> {
  for (const statement of [
    `create table builds (
      id bigint generated always as identity primary key,
      facility_id bigint not null references companies (id),
      name text not null check (length(name) between 1 and 200),
      machine_id bigint not null references machines (id),
      equipment_id bigint references equipment (id),
      spacing_mm double precision not null default 2 check (spacing_mm >= 0 and spacing_mm <= 50),
      packing_operation_id bigint references file_operations (id),
      job_id bigint references jobs (id),
      on_machine_at timestamptz,
      on_machine_by bigint references users (id),
      unpacked_at timestamptz,
      unpacked_by bigint references users (id),
      created_by bigint not null references users (id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`,
    `create index builds_facility on builds (facility_id, created_at desc)`,
    `create table build_parts (
      build_id bigint not null references builds (id) on delete cascade,
      rfq_file_id bigint not null references rfq_files (id),
      quantity integer not null check (quantity between 1 and 10000),
      rotation text not null default 'free' check (rotation in ('free', 'z', 'none')),
      primary key (build_id, rfq_file_id)
    )`,
    `alter table equipment add column layer_mm double precision not null default 0.1 check (layer_mm > 0 and layer_mm <= 2)`,
    `alter table equipment add column layer_seconds double precision not null default 10
      check (layer_seconds >= 0 and layer_seconds <= 3600)`,
    `alter table equipment add column seconds_per_cm3 double precision not null default 0
      check (seconds_per_cm3 >= 0 and seconds_per_cm3 <= 3600)`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
