import { type Kysely, sql } from 'kysely';

// Frozen: this migration never changes once released; later changes get a new file.
// It takes Kysely<any> and no app code, so it stays what it was when it ran.

/**
 * Group nesting: several builds proposed at once from the parts left to plan, each packed, for
 * the planner to accept one by one or all together. A proposed build is a build like any other
 * that names its proposal until it is accepted; discarding the proposal deletes the builds it
 * still holds. What the proposal could not place (no chosen machine holds the part) is kept with
 * it, with the reason.
 */
export async function migrate(db: Kysely<any>): Promise<void> {
  for (const statement of [
    `create table group_nestings (
      id bigint generated always as identity primary key,
      facility_id bigint not null references companies (id),
      spacing_mm double precision not null check (spacing_mm >= 0 and spacing_mm <= 50),
      left_out jsonb not null default '[]',
      created_by bigint not null references users (id),
      created_at timestamptz not null default now()
    )`,
    `create index group_nestings_facility on group_nestings (facility_id, created_at desc)`,
    `alter table builds add column group_nesting_id bigint references group_nestings (id) on delete cascade`,
    `create index builds_group_nesting on builds (group_nesting_id) where group_nesting_id is not null`,
  ])
    await sql.raw(statement).execute(db);
}
