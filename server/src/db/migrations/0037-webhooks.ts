import { type Kysely, sql } from 'kysely';

// Frozen: this migration never changes once released; later changes get a new file.
// It takes Kysely<any> and no app code, so it stays what it was when it ran.

/**
 * Webhooks (issue 15, item 9): a facility's endpoints with the events they take and their
 * secrets (encrypted with APP_SECRET; a rotated one keeps signing until `previous_secret_until`),
 * and one delivery per event and endpoint, kept as the durable queue and the delivery log. The
 * event outbox gets its own mark for the webhook fan-out; the events before this migration are
 * marked, as no endpoint existed to receive them.
 */
export async function migrate(db: Kysely<any>): Promise<void> {
  for (const statement of [
    `create table webhook_endpoints (
      id bigint generated always as identity primary key,
      facility_id bigint not null references companies (id) on delete cascade,
      url text not null,
      description text not null default '',
      events text[] not null,
      secret text not null,
      previous_secret text,
      previous_secret_until timestamptz,
      enabled boolean not null default true,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now())`,
    `create index webhook_endpoints_facility_idx on webhook_endpoints (facility_id)`,
    `create table webhook_deliveries (
      id bigint generated always as identity primary key,
      endpoint_id bigint not null references webhook_endpoints (id) on delete cascade,
      event_id bigint references event_outbox (id) on delete set null,
      message_id text not null unique,
      event_type text not null,
      payload jsonb not null,
      status text not null check (status in ('PENDING', 'DELIVERED', 'FAILED')),
      attempts integer not null default 0,
      next_attempt_at timestamptz not null default now(),
      last_status_code integer,
      last_duration_ms integer,
      last_response_excerpt text,
      last_error text,
      created_at timestamptz not null default now(),
      delivered_at timestamptz,
      unique (endpoint_id, event_id))`,
    `create index webhook_deliveries_due_idx on webhook_deliveries (next_attempt_at) where status = 'PENDING'`,
    `create index webhook_deliveries_log_idx on webhook_deliveries (endpoint_id, id desc)`,
    `alter table event_outbox add column webhooks_at timestamptz`,
    `update event_outbox set webhooks_at = now()`,
    `create index event_outbox_webhooks_idx on event_outbox (id) where webhooks_at is null`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
