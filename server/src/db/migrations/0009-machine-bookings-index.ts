import { type Kysely, sql } from 'kysely';

// Frozen: this migration never changes once released; later changes get a new file.
// It takes Kysely<any> and no app code, so it stays what it was when it ran.

/**
 * The next free slot of a machine reads its bookings from now on, in order. The b-tree on
 * (equipment_id, from_date) bounded only the machine, so every booking of its history was read,
 * each from its own heap page. This index holds exactly the bookings the exclusion constraint
 * keeps apart (same predicate), keyed by end so that "ends after now" bounds the scan, with the
 * start and id beside it: the slot is found by an index-only scan. Bookings never overlap, so
 * their order by end is their order by start.
 */
export async function migrate(db: Kysely<any>): Promise<void> {
  await sql`create index if not exists jobs_machine_bookings_idx on jobs (equipment_id, to_date) include (from_date, id)
    where active and job_status <> 'CANCELLED' and job_creation_type <> 'MACHINE_CONNECTIVITY'`.execute(db);
}
