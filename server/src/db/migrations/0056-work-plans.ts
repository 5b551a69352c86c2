import { type Kysely, sql } from 'kysely';

// Frozen: this migration never changes once released; later changes get a new file.
// It takes Kysely<any> and no app code, so it stays what it was when it ran.

/**
 * Work plans: the steps a part goes through after its order is awarded (print, depowder, blast,
 * dye, inspect, pack), each at a work center. A facility keeps a template per process (and
 * material); an awarded part gets a copy of its template's steps, so that changing a template
 * never rewrites a plan the floor is working to. The part's pieces move through the steps in
 * lots that split and merge; every finished step of a lot is kept with the answers given there.
 */
export async function migrate(db: Kysely<any>): Promise<void> {
  for (const statement of [
    `create table work_centers (
      id bigint generated always as identity primary key,
      facility_id bigint not null references companies (id),
      name text not null check (length(name) between 1 and 80),
      created_at timestamptz not null default now()
    )`,
    `create unique index work_centers_name on work_centers (facility_id, lower(name))`,
    `create table work_center_equipment (
      work_center_id bigint not null references work_centers (id) on delete cascade,
      equipment_id bigint not null references equipment (id) on delete cascade,
      primary key (work_center_id, equipment_id)
    )`,
    `create table workplan_templates (
      id bigint generated always as identity primary key,
      facility_id bigint not null references companies (id),
      name text not null check (length(name) between 1 and 120),
      am_process_id bigint not null references am_processes (id),
      material_id bigint references materials (id),
      updated_by bigint references users (id),
      updated_at timestamptz not null default now(),
      unique nulls not distinct (facility_id, am_process_id, material_id)
    )`,
    `create table workplan_template_steps (
      template_id bigint not null references workplan_templates (id) on delete cascade,
      position integer not null check (position >= 0),
      name text not null check (length(name) between 1 and 80),
      kind text not null check (kind in ('PRINT', 'WORK', 'INSPECT')),
      work_center_id bigint references work_centers (id),
      standard_minutes numeric(10, 2) not null check (standard_minutes >= 0),
      time_basis text not null check (time_basis in ('PART', 'BATCH')),
      questions jsonb not null default '[]',
      primary key (template_id, position)
    )`,
    `create table rfq_workplans (
      id bigint generated always as identity primary key,
      rfq_file_id bigint not null unique references rfq_files (id) on delete cascade,
      facility_id bigint not null references companies (id),
      template_id bigint references workplan_templates (id) on delete set null,
      name text not null,
      created_at timestamptz not null default now()
    )`,
    `create index rfq_workplans_facility on rfq_workplans (facility_id)`,
    `create table rfq_workplan_items (
      id bigint generated always as identity primary key,
      rfq_workplan_id bigint not null references rfq_workplans (id) on delete cascade,
      position integer not null check (position >= 0),
      name text not null,
      kind text not null check (kind in ('PRINT', 'WORK', 'INSPECT')),
      work_center_id bigint references work_centers (id),
      standard_minutes numeric(10, 2) not null,
      time_basis text not null check (time_basis in ('PART', 'BATCH')),
      questions jsonb not null default '[]',
      unique (rfq_workplan_id, position)
    )`,
    `create index rfq_workplan_items_work_center on rfq_workplan_items (work_center_id)`,
    `create table workplan_lots (
      id bigint generated always as identity primary key,
      rfq_workplan_id bigint not null references rfq_workplans (id) on delete cascade,
      number integer not null check (number > 0),
      item_id bigint not null references rfq_workplan_items (id) on delete cascade,
      quantity integer not null check (quantity > 0),
      status text not null check (status in ('WAITING', 'IN_PROGRESS', 'DONE', 'MERGED')),
      split_from bigint references workplan_lots (id) on delete set null,
      merged_into bigint references workplan_lots (id) on delete set null,
      started_at timestamptz,
      started_by bigint references users (id),
      updated_at timestamptz not null default now(),
      unique (rfq_workplan_id, number)
    )`,
    `create index workplan_lots_step on workplan_lots (item_id) where status in ('WAITING', 'IN_PROGRESS')`,
    `create table workplan_step_records (
      id bigint generated always as identity primary key,
      lot_id bigint not null references workplan_lots (id) on delete cascade,
      item_id bigint not null references rfq_workplan_items (id) on delete cascade,
      quantity integer not null check (quantity > 0),
      started_at timestamptz,
      started_by bigint references users (id),
      finished_at timestamptz not null default now(),
      finished_by bigint references users (id),
      answers jsonb not null default '[]',
      ncr_id bigint references ncrs (id) on delete set null
    )`,
    `create index workplan_step_records_lot on workplan_step_records (lot_id)`,
  ])
    await sql.raw(statement).execute(db);
}
