import { type Kysely, sql } from 'kysely';

// Frozen: this migration never changes once released; later changes get a new file.
// It takes Kysely<any> and no app code, so it stays what it was when it ran.

/**
 * What the auto-scheduler plans with and what it proposes: a facility's planning settings (its
 * order of criteria, working hours and closed days, where jobs must start inside them, the time
 * parts take between a print and its post-processing), a weight per priority label and per
 * customer, a machine's speed and its changeover times between materials, jobs a planner pins,
 * whether a machine runs unattended and its own working calendar, the proposals themselves and
 * how far a search is.
 */
export async function migrate(db: Kysely<any>): Promise<void> {
  for (const statement of [
    `alter table jobs add column pinned boolean not null default false`,
    `alter table equipment add column speed_factor numeric not null default 1 check (speed_factor between 0.1 and 10)`,
    // Most powder-bed and resin printers run through the night; a machine someone must watch runs its jobs in working hours.
    `alter table equipment add column plan_unattended boolean not null default true`,
    `alter table priority_labels add column plan_weight integer not null default 1 check (plan_weight between 1 and 100)`,
    `create table plan_settings (
      facility_id bigint primary key references companies (id),
      criteria text[] not null default '{CHANGEOVERS,FINISH}',
      start_in_working_hours boolean not null default false,
      working_days integer[] not null default '{1,2,3,4,5}',
      day_start_minute integer not null default 420 check (day_start_minute between 0 and 1439),
      day_end_minute integer not null default 1080 check (day_end_minute between 1 and 1440),
      closed_days date[] not null default '{}',
      time_zone text not null default 'UTC',
      transfer_minutes integer not null default 60 check (transfer_minutes between 0 and 10080),
      check (day_start_minute < day_end_minute)
    )`,
    // A machine with its own working week and closed days (a station staffed on one shift); without a row, the facility's.
    `create table equipment_calendars (
      equipment_id bigint primary key references equipment (id) on delete cascade,
      working_days integer[] not null,
      day_start_minute integer not null check (day_start_minute between 0 and 1439),
      day_end_minute integer not null check (day_end_minute between 1 and 1440),
      closed_days date[] not null default '{}',
      check (day_start_minute < day_end_minute)
    )`,
    `create table customer_plan_weights (
      facility_id bigint not null references companies (id),
      customer_id bigint not null references companies (id),
      weight integer not null check (weight between 1 and 100),
      primary key (facility_id, customer_id)
    )`,
    `create table equipment_changeovers (
      equipment_id bigint not null references equipment (id) on delete cascade,
      from_material_id bigint not null references materials (id),
      to_material_id bigint not null references materials (id),
      minutes integer not null check (minutes between 0 and 10080),
      primary key (equipment_id, from_material_id, to_material_id),
      check (from_material_id <> to_material_id)
    )`,
    // A plan's moves land one job at a time: checked at the end of the transaction, a job may
    // pass through a slot another is leaving.
    `alter table jobs drop constraint jobs_no_double_booking`,
    `alter table jobs add constraint jobs_no_double_booking exclude using gist (
      equipment_id with =,
      tstzrange(from_date, to_date, '[)') with &&
    ) where (active and job_status <> 'CANCELLED' and job_creation_type <> 'MACHINE_CONNECTIVITY')
    deferrable initially immediate`,
    `create table plan_proposals (
      id bigint generated always as identity primary key,
      facility_id bigint not null references companies (id),
      created_by bigint references users (id),
      created_at timestamptz not null default now(),
      kind text not null check (kind in ('PLAN', 'REPAIR_STABLE', 'REPAIR_LATENESS')),
      status text not null default 'OPEN' check (status in ('OPEN', 'APPLIED', 'DISCARDED')),
      proposal jsonb not null,
      basis jsonb not null,
      decided_by bigint references users (id),
      decided_at timestamptz
    )`,
    `create index plan_proposals_facility_idx on plan_proposals (facility_id, created_at desc)`,
    // How far the facility's latest search is, for its pages (told of it through the event stream).
    `create table plan_progress (
      facility_id bigint primary key references companies (id),
      started_at timestamptz not null,
      tried integer not null,
      budget integer not null,
      tardiness bigint not null,
      updated_at timestamptz not null default now()
    )`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
