import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/database.js';

/**
 * A fresh database holding the migrated schema and the demo data, for one test file.
 * PGlite (default): loaded from the dump the global setup made. PostgreSQL (when
 * TEST_DATABASE_URL names a server): a new database copied from the seeded template.
 */
export async function openTestDatabase(): Promise<DatabaseHandle & { databaseUrl?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dump = process.env.TEST_PGLITE_DUMP;
    if (!dump) throw new Error('TEST_PGLITE_DUMP is not set: run the tests through jest (global setup)');
    return openDatabase({ loadDataDir: new Blob([readFileSync(dump)]) });
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${TEMPLATE_DATABASE}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...handle,
    databaseUrl: url.toString(),
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export const TEMPLATE_DATABASE = 'am_test_template';
