import path from 'node:path';
import { loadConfig } from '../config.js';
import { exitIfDataDirInUse } from '../db/data-dir-lock.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { openFileStore } from '../files/index.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../accounts/index.js';
import { clearDemoData, isDatabaseEmpty, seedDemoData } from './demo-data.js';

/**
 * `pnpm seed` fills an empty database with the demo data; `pnpm seed --reset` empties the
 * seeded tables first. With the embedded database, stop the server before running it.
 */
const reset = process.argv.includes('--reset');
const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'pgdata') }).catch(
  exitIfDataDirInUse,
);
try {
  await migrateToLatest(handle.db);
  if (reset) await clearDemoData(handle.db);
  if (await isDatabaseEmpty(handle.db)) {
    await seedDemoData(handle.db, await openFileStore(config));
    console.log(`Demo data created. Every account's password is ${DEMO_PASSWORD}:`);
    for (const account of DEMO_ACCOUNTS) console.log(`  ${account.email.padEnd(22)} ${account.description}`);
  } else {
    console.log('The database already holds data; run with --reset to re-create the demo data.');
  }
} finally {
  await handle.close();
}
