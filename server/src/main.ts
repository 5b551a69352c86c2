import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { exitIfDataDirInUse } from './db/data-dir-lock.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { openFileStore } from './files/file-store.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts/seed.js';
import { isDatabaseEmpty, seedDemoData } from './seed/demo-data.js';

const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'pgdata') }).catch(
  exitIfDataDirInUse,
);
await migrateToLatest(handle.db);
const seeded = !config.production && (await isDatabaseEmpty(handle.db));
// The demo's part files go to the store the app serves them from.
if (seeded) await seedDemoData(handle.db, await openFileStore(config));

const app = await buildApp(config, handle.db);

// On SIGTERM/SIGINT stop taking connections, let requests in flight finish, then close
// the database; a second signal or 10 s without finishing forces the exit.
closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
  await handle.close();
});

await app.listen({ host: config.host, port: config.port });

const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
console.log(
  [
    '',
    `AM Platform is running at ${config.publicUrl}  (database: ${where}${seeded ? ', demo data created' : ''})`,
    `API docs: ${config.publicUrl}/api/docs`,
    `Demo accounts (password ${DEMO_PASSWORD}):`,
    ...DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(22)} ${a.description}`),
    '',
  ].join('\n'),
);
