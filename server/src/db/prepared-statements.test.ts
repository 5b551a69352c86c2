import { Kysely, PostgresDialect, sql } from 'kysely';
import { openTestDatabase } from '../test-support/test-database.js';
import { plannedForItsValues } from './custom-plan.js';
import type { Db } from './database.js';
import { preparingPool } from './prepared-statements.js';

it('prepares a parameterised statement on its third use on a connection, up to its limit, and runs the others as they are', async () => {
  const handle = await openTestDatabase();
  try {
    // Not destroyed: it would end the handle's pool, which close() ends.
    const db = new Kysely<unknown>({
      dialect: new PostgresDialect({ pool: preparingPool(handle.pool, { threshold: 3, limit: 2 }) }),
    });
    const prepared = await db.connection().execute(async (connection) => {
      // Used once: never prepared.
      await sql`select ${5}::int as once`.execute(connection);
      for (const step of [1, 2, 3]) {
        for (const value of [10, 20, 30]) {
          const { rows } = await sql<{ n: number }>`select ${value}::int + ${sql.lit(step)} as n`.execute(connection);
          expect(rows[0]!.n).toBe(value + step);
        }
      }
      // Several statements in one text need the simple protocol: without parameters they keep it.
      await sql`select 1; select 2`.execute(connection);
      const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(connection);
      return rows.map((r) => r.statement).sort();
    });
    expect(prepared).toEqual(['select $1::int + 1 as n', 'select $1::int + 2 as n']);
  } finally {
    await handle.close();
  }
});

it('plans a read asked for its values anew each time, and leaves the connection as it was', async () => {
  const handle = await openTestDatabase();
  try {
    const mode = (db: Db) =>
      sql<{ mode: string }>`select current_setting('plan_cache_mode') as mode where ${1} = 1`
        .execute(db)
        .then(({ rows }) => rows[0]!.mode);
    expect(await plannedForItsValues(handle.db, mode)).toBe('force_custom_plan');
    expect(await mode(handle.db)).toBe('auto');
  } finally {
    await handle.close();
  }
});
