import { type Kysely, sql } from 'kysely';

// Frozen: this migration never changes once released; later changes get a new file.
// It takes Kysely<any> and no app code, so it stays what it was when it ran.

const up = [
  // Shared reference data (every tenant reads the same catalogue).
  `create table am_processes (
    id bigint generated always as identity primary key,
    code text not null unique,
    display_name text not null
  )`,
  `create table manufacturers (
    id bigint generated always as identity primary key,
    name text not null unique
  )`,
  `create table material_types (
    id bigint generated always as identity primary key,
    name text not null unique
  )`,
  `create table machines (
    id bigint generated always as identity primary key,
    model_name text not null unique,
    am_process_id bigint not null references am_processes (id),
    manufacturer_id bigint not null references manufacturers (id),
    kind text not null check (kind in ('THREED_PRINTER', 'POST_PROCESSING_MACHINE'))
  )`,
  `create table machine_material_types (
    machine_id bigint not null references machines (id) on delete cascade,
    material_type_id bigint not null references material_types (id),
    primary key (machine_id, material_type_id)
  )`,
  `create table materials (
    id bigint generated always as identity primary key,
    name text not null unique,
    material_type_id bigint not null references material_types (id)
  )`,
  // Which materials a machine model can run (the machine-material mapping).
  `create table machine_materials (
    machine_id bigint not null references machines (id) on delete cascade,
    material_id bigint not null references materials (id),
    primary key (machine_id, material_id)
  )`,
  `create table simulation_software (
    id bigint generated always as identity primary key,
    name text not null unique,
    vendor text not null
  )`,
  // A facility's machines; the tenant key leads.
  `create table equipment (
    id bigint generated always as identity primary key,
    facility_id bigint not null references companies (id),
    display_name text not null check (length(display_name) between 1 and 120),
    machine_id bigint not null references machines (id),
    currently_used_material_id bigint references materials (id),
    image_url text,
    created_at timestamptz not null default now(),
    unique (facility_id, display_name)
  )`,
  `create index equipment_facility_idx on equipment (facility_id, id)`,
  `create table equipment_materials (
    equipment_id bigint not null references equipment (id) on delete cascade,
    material_id bigint not null references materials (id),
    role text not null check (role in ('PRIMARY', 'SUPPORT', 'DETAILING_AGENT', 'FUSING_AGENT')),
    primary key (equipment_id, material_id, role)
  )`,
  `create table priority_labels (
    id bigint generated always as identity primary key,
    facility_id bigint not null references companies (id),
    label text not null check (length(label) between 1 and 60),
    color text not null check (color ~ '^#[0-9a-fA-F]{6}$'),
    create_date timestamptz not null default now()
  )`,
  `create unique index priority_labels_facility_label_key on priority_labels (facility_id, lower(label))`,
];

export async function migrate(db: Kysely<any>): Promise<void> {
  for (const statement of up) await sql.raw(statement).execute(db);
}
