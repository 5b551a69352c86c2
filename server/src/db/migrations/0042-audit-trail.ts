import { type Kysely, sql } from 'kysely';

// Frozen: this migration never changes once released; later changes get a new file.
// It takes Kysely<any> and no app code, so it stays what it was when it ran.

/**
 * The audit trail of a facility's quality (and material) records: one row per create, change or
 * delete — who, when, what, the old and the new value — appended, never changed. Each row carries
 * the hash of the facility's row before it, so a row changed or removed behind the platform's
 * back breaks the chain where it was touched, and a trigger refuses every update and delete, the
 * server's own included. `audit_heads` keeps each facility's last position and hash, so that
 * appends queue on one row rather than racing for the same place in the chain.
 */
export async function migrate(db: Kysely<any>): Promise<void> {
  for (const statement of [
    `create table audit_trail (
      id bigint generated always as identity primary key,
      facility_id bigint not null references companies (id),
      position bigint not null check (position > 0),
      -- Milliseconds, as the row's hash covers it: the column cannot hold a change the hash would miss.
      at timestamptz(3) not null,
      user_id bigint references users (id),
      user_name text not null,
      entity text not null check (length(entity) between 1 and 40),
      entity_id bigint not null,
      action text not null check (action in ('CREATE', 'UPDATE', 'DELETE')),
      old_value jsonb,
      new_value jsonb,
      previous_hash text not null check (length(previous_hash) = 64),
      hash text not null check (length(hash) = 64),
      unique (facility_id, position)
    )`,
    `create index audit_trail_entity_idx on audit_trail (facility_id, entity, entity_id, position)`,
    `create table audit_heads (
      facility_id bigint primary key references companies (id),
      position bigint not null,
      hash text not null
    )`,
    `create function audit_trail_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'The audit trail is append-only: its rows are never changed or deleted';
      end
    $$`,
    `create trigger audit_trail_append_only before update or delete on audit_trail
      for each row execute function audit_trail_append_only()`,
    `create trigger audit_trail_no_truncate before truncate on audit_trail
      for each statement execute function audit_trail_append_only()`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
