/**
 * Benchmark of the API while geometry runs (not a test): four VERIFY operations of a 1M-facet
 * binary STL (the corpus sphere, 48 MB) are started at once, and while they run a client asks
 * GET /api/health over HTTP on loopback (http-client.ts), one request after another; prints
 * that route's p50/p99 during the operations and without them, and how long the four took; the
 * goal is a p99 within 50 ms while they run. The geometry runs on the worker threads
 * (FILE_WORKERS, default cores − 1), so the thread that answers the API only reads the files and
 * records the results. The embedded database by default; PostgreSQL when TEST_DATABASE_URL
 * names a server. Run: pnpm --filter server bench:operations (both engines)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { localFileStore } from '../files/local-store.js';
import { DEMO_PASSWORD } from '../accounts/seed.js';
import { largeSphere } from '../files/geometry/corpus.js';
import { writeBinaryStl } from '../files/geometry/index.js';
import { seedDemoData } from '../seed/demo-data.js';
import { multipartFile } from '../test-support/multipart.js';
import { engineReport } from './api-bench.js';
import { listenOverHttp, percentile } from './http-client.js';

const OPERATIONS = 4;

async function main() {
  const report = engineReport('operations', 'API while geometry runs');
  const url = process.env.TEST_DATABASE_URL;
  const handle = await openDatabase(url ? { databaseUrl: url } : {});
  if (url) await sql`drop schema if exists pgboss cascade; drop schema public cascade; create schema public`.execute(handle.db);
  await migrateToLatest(handle.db);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'am-operations-bench-'));
  await seedDemoData(handle.db, await localFileStore(dataDir));
  const config = {
    ...loadConfig({ NODE_ENV: 'production', APP_SECRET: 'bench-secret-'.padEnd(48, 'x'), DATA_DIR: dataDir }),
    logLevel: 'silent' as const,
    maxUploadBytes: 256 * 1024 * 1024,
  };
  const app = await buildApp(config, handle.db, false);
  const http = await listenOverHttp(app);
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/users/customLogin',
    payload: { email: 'engineer@demo.test', password: DEMO_PASSWORD },
  });
  const headers = { authorization: `Bearer ${login.cookies.find((c) => c.name === 'authorization')!.value}` };
  const stl = Buffer.from(writeBinaryStl(largeSphere()));
  const form = multipartFile('sphere-1m.stl', stl);
  const fileId = (
    await app.inject({ method: 'POST', url: '/api/v1/files', headers: { ...headers, ...form.headers }, payload: form.payload })
  ).json<{ id: number }>().id;

  const health = async () => {
    const t0 = performance.now();
    const response = await http.request({ url: '/api/health' });
    if (response.statusCode !== 200) throw new Error(`/api/health answered ${response.statusCode}`);
    return performance.now() - t0;
  };
  const timeHealth = async (until: () => boolean, atLeast: number) => {
    const times: number[] = [];
    while (!until() || times.length < atLeast) times.push(await health());
    return times.sort((a, b) => a - b);
  };

  // Idle: the same route with nothing else running (after warming up).
  for (let i = 0; i < 500; i += 1) await health();
  const idleUntil = performance.now() + 3_000;
  const idle = await timeHealth(() => performance.now() > idleUntil, 100);

  const started = performance.now();
  const operationIds = await Promise.all(
    Array.from(
      { length: OPERATIONS },
      async () =>
        (await app.inject({ method: 'POST', url: '/api/v1/file-operation/VERIFY', headers, payload: { fileId } })).json<{
          operationId: number;
        }>().operationId,
    ),
  );
  let finished = false;
  let finishedAt = 0;
  const watcher = (async () => {
    while (!finished) {
      const pending = await handle.db
        .selectFrom('file_operations')
        .select('id')
        .where('id', 'in', operationIds)
        .where('status', '=', 'PENDING')
        .execute();
      if (pending.length === 0) {
        finished = true;
        finishedAt = performance.now();
      } else await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const busy = await timeHealth(() => finished, 100);
  await watcher;
  const statuses = await handle.db.selectFrom('file_operations').select('status').where('id', 'in', operationIds).execute();

  const engine = handle.engine === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  report.log(
    `GET /api/health over loopback on ${engine}, ${config.fileOperations.workers} geometry worker(s), ` +
      `while ${OPERATIONS} VERIFY operations of a ${stl.length.toLocaleString('en')}-byte, 1M-facet STL run`,
  );
  report.log(`idle:   p50 ${ms(percentile(idle, 50))}, p99 ${ms(percentile(idle, 99))} (${idle.length} requests)`);
  report.log(`during: p50 ${ms(percentile(busy, 50))}, p99 ${ms(percentile(busy, 99))} (${busy.length} requests)`);
  report.log(
    `the ${OPERATIONS} operations: ${((finishedAt - started) / 1000).toFixed(1)} s, ${statuses.map((s) => s.status).join(', ')}`,
  );
  report.goal(`GET /api/health while they run, p99 on ${engine}`, percentile(busy, 99), { atMost: 50, unit: 'ms' });
  await http.close();
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
  report.finish();
}

await main();
