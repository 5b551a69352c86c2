import { type Kysely, sql } from 'kysely';

// Frozen: this migration never changes once released; later changes get a new file.
// It takes Kysely<any> and no app code, so it stays what it was when it ran.

/**
 * The settings audit (issue 15): every change of a facility's settings, who made it, when, and
 * the setting's value before and after (null where there was none), as the settings page shows it.
 */
export async function migrate(db: Kysely<any>): Promise<void> {
  for (const statement of [
    `create table settings_audit (
      id bigint generated always as identity primary key,
      facility_id bigint not null references companies(id),
      user_id bigint references users(id),
      setting text not null,
      before jsonb,
      after jsonb,
      changed_at timestamptz not null default now())`,
    `create index settings_audit_facility_idx on settings_audit (facility_id, changed_at desc, id desc)`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
