import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// Frozen: this migration never changes once released; later changes get a new file.
// It takes Kysely<any> and no app code, so it stays what it was when it ran.

/**
 * Machines that report their own jobs. A facility connects a machine once (OPC UA, MQTT, or a
 * signed webhook the machine calls), with its credentials sealed by the app secret. What the
 * machine reports is kept append-only, one row per event, deduplicated by the source's own id
 * so that an adapter re-reading after a reconnect stores nothing twice. A machine's runs (one per
 * build it prints) tie its events to the platform's job, and its state now is kept for the live
 * page: what it does, the run's layer, an active alarm, and when the adapter last heard from it.
 */
export async function migrate(db: Kysely<any>): Promise<void> {
  for (const statement of [
    `create table machine_connections (
      id bigint generated always as identity primary key,
      facility_id bigint not null references companies (id),
      equipment_id bigint not null unique references equipment (id) on delete cascade,
      protocol text not null check (protocol in ('OPCUA', 'MQTT', 'WEBHOOK')),
      address text not null default '' check (length(address) <= 500),
      mode text not null default 'SUBSCRIBE' check (mode in ('SUBSCRIBE', 'POLL')),
      topic text not null default '' check (length(topic) <= 200),
      username text not null default '' check (length(username) <= 200),
      secret text,
      job_id_pattern text not null default '' check (length(job_id_pattern) <= 200),
      enabled boolean not null default true,
      updated_by bigint references users (id),
      updated_at timestamptz not null default now()
    )`,
    `create table machine_events (
      id bigint generated always as identity primary key,
      facility_id bigint not null references companies (id),
      equipment_id bigint not null references equipment (id) on delete cascade,
      source_id text not null,
      type text not null,
      occurred_at timestamptz not null,
      received_at timestamptz not null default now(),
      payload jsonb not null,
      unique (equipment_id, source_id)
    )`,
    `create index machine_events_by_machine on machine_events (equipment_id, id desc)`,
    `create table machine_runs (
      id bigint generated always as identity primary key,
      equipment_id bigint not null references equipment (id) on delete cascade,
      job_name text not null,
      job_id bigint references jobs (id) on delete set null,
      status text not null check (status in ('RUNNING', 'PAUSED', 'FINISHED', 'ABORTED')),
      started_at timestamptz,
      ended_at timestamptz,
      layer integer,
      total_layers integer,
      error text
    )`,
    `create index machine_runs_by_machine on machine_runs (equipment_id, job_name, id desc)`,
    `create table machine_status (
      equipment_id bigint primary key references equipment (id) on delete cascade,
      state text not null default 'OFFLINE' check (state in ('IDLE', 'PRINTING', 'PAUSED', 'ERROR', 'OFFLINE', 'MAINTENANCE')),
      state_at timestamptz,
      run_id bigint references machine_runs (id) on delete set null,
      alarm jsonb,
      connected boolean not null default false,
      last_contact_at timestamptz,
      error text,
      error_at timestamptz
    )`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
