import { sql } from 'kysely';
import type { Db, Trx } from './database.js';

/**
 * Runs `read` planned for the values it is given, every time. A statement used often is prepared
 * (prepared-statements.ts), and PostgreSQL then settles on one plan for any values; for a list
 * whose filters differ by orders of magnitude in what they match (a material on one part in
 * twenty, a facility with every order), that one plan counted 98,000 parts one by one where the
 * values' own plan read 4,600 from an index. The statement stays prepared: only its plan is
 * made anew.
 */
export function plannedForItsValues<T>(db: Db, read: (trx: Trx) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`set local plan_cache_mode = force_custom_plan`.execute(trx);
    return read(trx);
  });
}
