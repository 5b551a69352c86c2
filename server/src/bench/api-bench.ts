/**
 * What the API benchmarks share: a fresh database with the demo data (embedded by default,
 * PostgreSQL when TEST_DATABASE_URL names a server), the app on it once the bench's rows are in,
 * listening on loopback, and how a request is timed — over HTTP, as a browser sends it
 * (http-client.ts), the body read to its last byte; warm-up requests first, then the p50, p95
 * and p99 of the timed ones.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { DEMO_PASSWORD } from '../accounts/seed.js';
import { buildApp } from '../app.js';
import { loadConfig, type AppConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { localFileStore } from '../files/local-store.js';
import { seedDemoData } from '../seed/demo-data.js';
import { type BenchReport, benchReport } from '../../../scripts/bench-report.mjs';
import { type BenchRequest, type HttpClient, listenOverHttp, type Timing, timeRequests } from './http-client.js';

export const RUNS = Number(process.env.BENCH_RUNS ?? 300);
export const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 200);

/** The engine a bench runs on, known before the database opens. */
export const ENGINE = process.env.TEST_DATABASE_URL ? ('PostgreSQL' as const) : ('PGlite' as const);

/** A bench's report, made as the bench starts (the load it started under): a section of docs/benchmarks.md per engine. */
export const engineReport = (key: string, title: string) => benchReport(`${key}-${ENGINE.toLowerCase()}`, `${title}, ${ENGINE}`);

/** A database emptied, migrated and seeded with the demo data; `serve()` starts the app on it. */
export async function demoPlatform() {
  const url = process.env.TEST_DATABASE_URL;
  const handle = await openDatabase(url ? { databaseUrl: url } : {});
  const { db } = handle;
  await sql`drop schema public cascade; create schema public`.execute(db).catch(() => undefined);
  await migrateToLatest(db);
  // The demo's part files are not read here: a scratch store holds them.
  const files = mkdtempSync(path.join(tmpdir(), 'am-bench-files-'));
  await seedDemoData(db, await localFileStore(files));
  let http: HttpClient | undefined;
  return {
    db,
    engine: handle.engine === 'postgres' ? ('PostgreSQL' as const) : ('PGlite' as const),
    companyId: async (name: string) =>
      (await db.selectFrom('companies').select('id').where('company_name', '=', name).executeTakeFirstOrThrow()).id,
    /** The app on the database, as production runs it, listening, with the measurer of its requests. */
    async serve(overrides: Partial<AppConfig> = {}, timing = { runs: RUNS, warmUp: WARM_UP }) {
      const config = {
        ...loadConfig({ NODE_ENV: 'production', APP_SECRET: 'bench-secret-'.padEnd(48, 'x'), DATA_DIR: '/nonexistent' }),
        logLevel: 'silent' as const,
        ...overrides,
      };
      http = await listenOverHttp(await buildApp(config, db, false));
      return measurer(http, timing);
    },
    async close() {
      await http?.close();
      await handle.close();
      rmSync(files, { recursive: true, force: true });
    },
  };
}

/** A list's timing shows the answer's totalCount. */
export type ListTiming = Timing & { total?: number };

function measurer(http: HttpClient, timing: { runs: number; warmUp: number }) {
  return {
    /** The client, for requests that are not timed. */
    http,
    /** A bearer header for a demo account. */
    bearer: (email: string) => http.bearer(email, DEMO_PASSWORD),
    async measure(label: string, request: BenchRequest): Promise<ListTiming> {
      const result = await timeRequests(label, () => http.request(request), timing);
      return { ...result, total: result.last.json<{ totalCount?: number }>().totalCount };
    },
  };
}

/** The timings as a table: one line a case. */
export function printTimings(report: BenchReport, results: ListTiming[]): void {
  report.log(['case'.padEnd(42), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'p99 ms'.padStart(8), '  total'].join(' '));
  for (const r of results) {
    report.log(
      [
        r.label.padEnd(42),
        r.p50.toFixed(2).padStart(8),
        r.p95.toFixed(2).padStart(8),
        r.p99.toFixed(2).padStart(8),
        `  ${r.total ?? ''}`,
      ]
        .join(' ')
        // A case without a total ends at its figures: no trailing blanks in the docs.
        .trimEnd(),
    );
  }
}
