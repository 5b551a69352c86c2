import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEMO_PASSWORD } from '../accounts/seed.js';
import { hashPassword } from '../auth/passwords.js';
import { openDatabase, type Db } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { localFileStore } from '../files/local-store.js';
import { seedDemoData } from '../seed/demo-data.js';
import { TEMPLATE_DATABASE } from './test-database.js';

/**
 * Migrates and seeds one database per test run; every test file starts from a copy of it.
 * Run by the jest global setup under tsx. With TEST_DATABASE_URL it builds the PostgreSQL
 * template database; otherwise it writes a PGlite dump and prints its path.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
// The seeded part files' bytes are thrown away: every test app has a store of its own, and a
// test that downloads a seeded file seeds into that store.
const scratch = mkdtempSync(path.join(tmpdir(), 'am-seed-files-'));
const store = await localFileStore(scratch);

// The server's tests sign the seeded accounts in about 400 times a run. Their hashes get a small
// scrypt cost, which sign-in reads from the hash as it does any other, so a check takes about
// 1 ms instead of 90; the accounts a test creates keep the real cost.
async function seed(db: Db): Promise<void> {
  await seedDemoData(db, store);
  const cheap = await hashPassword(DEMO_PASSWORD, { N: 2 ** 10, r: 8, p: 1 });
  await db.updateTable('users').set({ password_hash: cheap }).execute();
}
if (serverUrl) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
  await admin.query(`create database ${TEMPLATE_DATABASE}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${TEMPLATE_DATABASE}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  await migrateToLatest(handle.db);
  await seed(handle.db);
  await handle.close();
} else {
  const handle = await openDatabase({});
  await migrateToLatest(handle.db);
  await seed(handle.db);
  const dump = await handle.dump();
  await handle.close();
  const dir = path.resolve(process.argv[2] ?? '.test-tmp');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `seeded-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.stdout.write(file);
}
rmSync(scratch, { recursive: true, force: true });
