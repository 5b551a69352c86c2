/**
 * What the API benchmarks share: a fresh database with the demo data (embedded by default,
 * PostgreSQL when TEST_DATABASE_URL names a server), the app on it once the bench's rows are in,
 * and how a request is timed — through Fastify's inject (the whole HTTP layer: routing, access,
 * validation, serialisation, compression off), the body read to its last byte; warm-up requests
 * first, then the p50, p95 and p99 of the timed ones.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { DEMO_PASSWORD } from '../accounts/seed.js';
import { buildApp } from '../app.js';
import { loadConfig, type AppConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { localFileStore } from '../files/local-store.js';
import { seedDemoData } from '../seed/demo-data.js';

export const RUNS = Number(process.env.BENCH_RUNS ?? 300);
export const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 200);

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
  let app: FastifyInstance | undefined;
  return {
    db,
    engine: handle.engine === 'postgres' ? ('PostgreSQL' as const) : ('PGlite' as const),
    companyId: async (name: string) =>
      (await db.selectFrom('companies').select('id').where('company_name', '=', name).executeTakeFirstOrThrow()).id,
    /** The app on the database, as production runs it, with the measurer of its requests. */
    async serve(overrides: Partial<AppConfig> = {}) {
      const config = {
        ...loadConfig({ NODE_ENV: 'production', APP_SECRET: 'bench-secret-'.padEnd(48, 'x'), DATA_DIR: '/nonexistent' }),
        logLevel: 'silent' as const,
        ...overrides,
      };
      app = await buildApp(config, db, false);
      await app.ready();
      return httpMeasurer(app, { runs: RUNS, warmUp: WARM_UP });
    },
    async close() {
      await app?.close();
      await handle.close();
      rmSync(files, { recursive: true, force: true });
    },
  };
}

export interface Timing {
  label: string;
  p50: number;
  p95: number;
  p99: number;
  /** The answer's totalCount, for lists. */
  total?: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function httpMeasurer(app: FastifyInstance, { runs, warmUp }: { runs: number; warmUp: number }) {
  const inject = async (options: InjectOptions) => {
    const response = await app.inject({ ...options, payloadAsStream: true });
    const chunks: Buffer[] = [];
    for await (const chunk of response.stream()) chunks.push(chunk as Buffer);
    return { statusCode: response.statusCode, body: Buffer.concat(chunks) };
  };
  return {
    /** The app itself, for what is not a timed read. */
    app,
    /** A bearer header for a demo account. */
    async bearer(email: string) {
      const login = await app.inject({
        method: 'POST',
        url: '/api/v1/users/customLogin',
        payload: { email, password: DEMO_PASSWORD },
      });
      return { authorization: `Bearer ${login.cookies.find((c) => c.name === 'authorization')!.value}` };
    },
    async measure(label: string, options: InjectOptions): Promise<Timing> {
      for (let i = 0; i < warmUp; i += 1) await inject(options);
      const times: number[] = [];
      let body = '';
      for (let i = 0; i < runs; i += 1) {
        const t0 = performance.now();
        const response = await inject(options);
        times.push(performance.now() - t0);
        if (response.statusCode !== 200) throw new Error(`${label}: ${response.statusCode} ${response.body.toString()}`);
        body = response.body.toString();
      }
      times.sort((a, b) => a - b);
      const parsed = JSON.parse(body) as { totalCount?: number };
      return {
        label,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        p99: percentile(times, 99),
        total: parsed.totalCount,
      };
    },
  };
}

export function printTimings(results: Timing[]): void {
  console.log('case'.padEnd(42), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'p99 ms'.padStart(8), '  total');
  for (const r of results) {
    console.log(
      r.label.padEnd(42),
      r.p50.toFixed(2).padStart(8),
      r.p95.toFixed(2).padStart(8),
      r.p99.toFixed(2).padStart(8),
      `  ${r.total ?? ''}`,
    );
  }
}
