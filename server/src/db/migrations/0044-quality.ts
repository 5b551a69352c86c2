import { type Kysely, sql } from 'kysely';

// Frozen: this migration never changes once released; later changes get a new file.
// It takes Kysely<any> and no app code, so it stays what it was when it ran.

/**
 * Quality records. A facility's NCRs (a part's or a process's) and CAPAs, numbered in the
 * facility's format without gaps (the counter moves in the transaction that raises the record, so
 * a record never raised spends no number); the material review board's signed decisions, each
 * splitting the NCR's whole quantity across dispositions, a later decision replacing one the
 * customer refused; a CAPA's actions and the NCRs it answers; the facility's quality settings.
 * Pieces an inspection marks for an NCR are held on their part (`held_quantity`), neither passed
 * nor scrapped, until their NCR settles them.
 */
export async function migrate(db: Kysely<any>): Promise<void> {
  for (const statement of [
    `create table quality_settings (
      facility_id bigint primary key references companies (id),
      settings jsonb not null,
      updated_at timestamptz not null default now()
    )`,
    `create table quality_counters (
      facility_id bigint not null references companies (id),
      kind text not null check (kind in ('NCR', 'CAPA')),
      last_value bigint not null check (last_value > 0),
      primary key (facility_id, kind)
    )`,
    `create table ncrs (
      id bigint generated always as identity primary key,
      facility_id bigint not null references companies (id),
      kind text not null check (kind in ('PART', 'PROCESS')),
      number text not null check (length(number) between 1 and 60),
      status text not null default 'OPEN'
        check (status in ('OPEN', 'AWAITING_CUSTOMER', 'DISPOSITIONED', 'CLOSED', 'CANCELLED')),
      severity text not null check (severity in ('MINOR', 'MAJOR', 'CRITICAL')),
      defect_code text not null check (length(defect_code) between 1 and 40),
      title text not null check (length(title) between 1 and 200),
      description text not null default '' check (length(description) <= 4000),
      -- The facility's own notes: never shown to the customer.
      internal_notes text not null default '' check (length(internal_notes) <= 4000),
      rfq_id bigint references rfqs (id),
      rfq_file_id bigint references rfq_files (id),
      quantity integer check (quantity > 0),
      found_at text check (found_at in ('INSPECTION', 'CUSTOMER_RETURN', 'IN_PROCESS')),
      inspection_id bigint unique references inspections (id),
      cause text check (cause in ('FAILED_BUILD', 'MACHINE_FAULT', 'MATERIAL_OUT_OF_SPEC', 'PROCEDURE_NOT_FOLLOWED')),
      job_id bigint references jobs (id),
      equipment_id bigint references equipment (id),
      material_id bigint references materials (id),
      started_at timestamptz,
      ended_at timestamptz,
      process_ncr_id bigint references ncrs (id),
      assigned_user_id bigint references users (id),
      created_by bigint references users (id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      closed_at timestamptz,
      status_reason text not null default '' check (length(status_reason) <= 2000),
      unique (facility_id, number),
      check ((kind = 'PART') = (rfq_file_id is not null and rfq_id is not null and quantity is not null and found_at is not null)),
      check (kind = 'PROCESS' or (cause is null and started_at is null and ended_at is null)),
      check (kind = 'PART' or (cause is not null and process_ncr_id is null)),
      check (ended_at is null or started_at is null or ended_at >= started_at)
    )`,
    `create index ncrs_facility_idx on ncrs (facility_id, id desc)`,
    `create index ncrs_facility_status_idx on ncrs (facility_id, status, id desc)`,
    `create index ncrs_part_idx on ncrs (rfq_file_id)`,
    `create index ncrs_order_idx on ncrs (rfq_id) where rfq_id is not null`,
    `create index ncrs_process_idx on ncrs (process_ncr_id) where process_ncr_id is not null`,
    // Search by number, title, defect code or description: a trigram index on one text of them.
    `create index ncrs_search_idx on ncrs using gin (lower(number || ' ' || title || ' ' || defect_code) gin_trgm_ops)`,
    `create table ncr_evidence (
      ncr_id bigint not null references ncrs (id) on delete cascade,
      file_id bigint not null references files (id),
      position integer not null,
      primary key (ncr_id, file_id)
    )`,
    `create table ncr_decisions (
      id bigint generated always as identity primary key,
      ncr_id bigint not null references ncrs (id),
      decided_by bigint not null references users (id),
      note text not null default '' check (length(note) <= 4000),
      created_at timestamptz not null default now(),
      -- What the customer said of the pieces it must approve: null while it has not, or need not.
      approval text check (approval in ('REQUESTED', 'APPROVED', 'REFUSED')),
      approval_reason text not null default '' check (length(approval_reason) <= 2000),
      approved_by bigint references users (id),
      approved_at timestamptz,
      -- A refused decision is replaced by the board's next one.
      superseded boolean not null default false
    )`,
    `create unique index ncr_decisions_current_idx on ncr_decisions (ncr_id) where not superseded`,
    `create table ncr_decision_lines (
      decision_id bigint not null references ncr_decisions (id),
      disposition text not null
        check (disposition in ('USE_AS_IS', 'REWORK', 'REPAIR', 'SCRAP', 'RETURN_TO_VENDOR', 'REGRADE')),
      quantity integer not null check (quantity > 0),
      primary key (decision_id, disposition)
    )`,
    `create table capas (
      id bigint generated always as identity primary key,
      facility_id bigint not null references companies (id),
      number text not null check (length(number) between 1 and 60),
      type text not null check (type in ('CORRECTIVE', 'PREVENTIVE')),
      status text not null default 'OPEN' check (status in ('OPEN', 'ACTIONS', 'VERIFYING', 'CLOSED', 'CANCELLED')),
      title text not null check (length(title) between 1 and 200),
      problem text not null default '' check (length(problem) <= 4000),
      containment text not null default '' check (length(containment) <= 4000),
      root_cause_method text check (root_cause_method in ('FIVE_WHYS', 'FISHBONE', 'EIGHT_D')),
      root_cause jsonb,
      owner_user_id bigint references users (id),
      check_due timestamptz,
      check_criterion text not null default '' check (length(check_criterion) <= 2000),
      check_result text check (check_result in ('EFFECTIVE', 'INEFFECTIVE')),
      check_note text not null default '' check (length(check_note) <= 2000),
      check_recorded_at timestamptz,
      defect_code text check (length(defect_code) between 1 and 40),
      created_by bigint references users (id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      closed_at timestamptz,
      status_reason text not null default '' check (length(status_reason) <= 2000),
      unique (facility_id, number),
      check ((root_cause_method is null) = (root_cause is null))
    )`,
    `create index capas_facility_idx on capas (facility_id, status, id desc)`,
    `create table capa_ncrs (
      capa_id bigint not null references capas (id),
      ncr_id bigint not null references ncrs (id),
      primary key (capa_id, ncr_id)
    )`,
    `create index capa_ncrs_ncr_idx on capa_ncrs (ncr_id)`,
    `create table capa_actions (
      id bigint generated always as identity primary key,
      capa_id bigint not null references capas (id),
      description text not null check (length(description) between 1 and 2000),
      owner_user_id bigint not null references users (id),
      due_at timestamptz not null,
      done_at timestamptz,
      reminded_before_at timestamptz,
      reminded_after_at timestamptz
    )`,
    `create index capa_actions_capa_idx on capa_actions (capa_id, id)`,
    // The reminder sweep's work: actions not done, by due date.
    `create index capa_actions_due_idx on capa_actions (due_at) where done_at is null`,
    `alter table rfq_files
      add column held_quantity integer not null default 0,
      add constraint rfq_files_held_check check (held_quantity >= 0)`,
    `alter table inspections add constraint inspections_ncr_fk foreign key (ncr_id) references ncrs (id)`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
