import { type Kysely, sql } from 'kysely';

// Frozen: this migration never changes once released; later changes get a new file.
// It takes Kysely<any> and no app code, so it stays what it was when it ran.

/**
 * The scheduler asks for the live jobs of some facilities that overlap a period. A b-tree on
 * (facility_id, from_date) bounds only the start, so every job that started before the period's
 * end was read, the whole history included; a GiST index on the period finds the overlapping
 * ones directly (btree_gist, created by the scheduling migration, indexes the facility beside it).
 */
export async function migrate(db: Kysely<any>): Promise<void> {
  await sql`create index if not exists jobs_facility_period_idx on jobs
    using gist (facility_id, tstzrange(from_date, to_date, '[)')) where active`.execute(db);
}
