import { type Kysely, sql } from 'kysely';

// Frozen: this migration never changes once released; later changes get a new file.
// It takes Kysely<any> and no app code, so it stays what it was when it ran.

/**
 * A facility's pricing rules (issue 15, item 7), versioned: each save is a new version, kept, so
 * a price can be traced to the rules that made it and an older version brought back.
 */
export async function migrate(db: Kysely<any>): Promise<void> {
  await sql`create table pricing_rules (
    facility_id bigint not null references companies (id),
    version integer not null check (version > 0),
    rules jsonb not null,
    saved_by bigint references users (id) on delete set null,
    saved_at timestamptz not null default now(),
    primary key (facility_id, version))`.execute(db);
}
