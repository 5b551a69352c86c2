import { type Kysely, sql } from 'kysely';

// Frozen: this migration never changes once released; later changes get a new file.
// It takes Kysely<any> and no app code, so it stays what it was when it ran.

/**
 * A machine's feedstock reaching the platform's powder: what a build used as the machine measured
 * it, and why the platform did not load a batch as the machine reported.
 */
export async function migrate(db: Kysely<any>): Promise<void> {
  for (const statement of [
    `alter table machine_runs add column feedstock_mg bigint check (feedstock_mg >= 0)`,
    `alter table machine_status add column feedstock_error text`,
  ])
    await sql.raw(statement).execute(db);
}
