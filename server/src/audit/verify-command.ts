import path from 'node:path';
import { sql } from 'kysely';
import { loadConfig } from '../config.js';
import { exitIfDataDirInUse } from '../db/data-dir-lock.js';
import { openDatabase } from '../db/database.js';
import { verificationSentence, verifyAuditChain } from './verify.js';

/**
 * `pnpm --filter server audit:verify`: verifies the audit trail of every facility of the configured
 * database (DATABASE_URL, or the embedded one under DATA_DIR: stop the server first), says the
 * outcome in a sentence, and exits with 1 when the trail is broken, so that a scheduled check can
 * raise the alarm. It only reads: it runs no migration.
 */
const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'pgdata') }).catch(
  exitIfDataDirInUse,
);
try {
  const table = await sql<{ found: string | null }>`select to_regclass('audit_trail')::text as found`.execute(handle.db);
  if (!table.rows[0]?.found) {
    console.log('This database has no audit trail yet: start the server once to bring its schema up to date.');
    process.exitCode = 1;
  } else {
    const result = await verifyAuditChain(handle.db);
    console.log(verificationSentence(result));
    process.exitCode = result.intact ? 0 : 1;
  }
} finally {
  await handle.close();
}
