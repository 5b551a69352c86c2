import { type Kysely, sql } from 'kysely';

// Frozen: this migration never changes once released; later changes get a new file.
// It takes Kysely<any> and no app code, so it stays what it was when it ran.

/**
 * A file's operations by type, latest last: what a part's verify report is read by (its volume
 * and bounding box in the build planner's list, the part inventory, pricing, the promise date).
 * Without it each read scanned every operation of every file, about 65 ms a part at 200,000
 * operations.
 */
export async function migrate(db: Kysely<any>): Promise<void> {
  await sql`create index file_operations_file_idx on file_operations (file_id, operation_type, id)`.execute(db);
}
