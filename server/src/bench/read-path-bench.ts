/**
 * Benchmark of the authenticated read path (not a test). Side by side in one run, on one
 * database, under 20 keep-alive connections on loopback: a bare Fastify route reading a job
 * row with one prepared statement on the driver's pool, the API's anonymous one-query route (/api/health),
 * and the API's authenticated read of the same jobs (GET /api/v1/job-scheduling/{id}: token,
 * session, access rule, the job with its parts). Each connection is a planner of its own (a
 * session each) reading one of the demo jobs, so no two connections share a session and few
 * share a job. The load loop runs in a process of its own. Besides req/s and latency it prints
 * the server's CPU time per request (this process, and on PostgreSQL its server processes too):
 * on a shared machine req/s follow the neighbours' load, CPU per request much less. The goal:
 * the authenticated read at half the bare route's req/s or more.
 * The embedded database by default; PostgreSQL when TEST_DATABASE_URL names a server.
 * Run: pnpm --filter server bench:read-path (both engines)
 */
import { execSync, fork } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { sql } from 'kysely';
import type pg from 'pg';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { localFileStore } from '../files/local-store.js';
import { DEMO_PASSWORD } from '../accounts/seed.js';
import { seedDemoData } from '../seed/demo-data.js';
import { engineReport } from './api-bench.js';

const CONNECTIONS = 20;
// The cases take turns, ROUNDS times each, so that a change of load on a shared machine falls on all of them alike.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARMUP_MS = 1_000;
const SEGMENT_MS = Number(process.env.BENCH_SEGMENT_MS ?? 3_000);
const MAX_REQUESTS = 100_000;

interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  latencies: number[];
  /** CPU seconds this process (the server) and PostgreSQL's server processes spent while measured. */
  nodeCpuSeconds: number;
  databaseCpuSeconds: number;
}

/** CPU seconds used so far by the processes that serve: this one, and PostgreSQL's server processes. */
type CpuClock = () => number;

/**
 * On PostgreSQL (a local server, Linux): the CPU time of every child of its postmaster, from
 * /proc. Undefined where that cannot be read; the CPU column then counts this process only.
 */
async function databaseCpuClock(handle: DatabaseHandle): Promise<CpuClock | undefined> {
  if (handle.engine !== 'postgres') return () => 0;
  try {
    const { pid } = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db)).rows[0]!;
    const fieldsOf = (p: string) =>
      readFileSync(`/proc/${p}/stat`, 'utf8')
        .replace(/^.*\) /, '')
        .split(' ');
    const postmaster = fieldsOf(String(pid))[1]; // ppid
    const ticks = Number(execSync('getconf CLK_TCK').toString().trim());
    return () => {
      let total = 0;
      for (const entry of readdirSync('/proc')) {
        if (!/^\d+$/.test(entry)) continue;
        try {
          const fields = fieldsOf(entry);
          if (fields[1] === postmaster) total += Number(fields[11]) + Number(fields[12]); // utime + stime
        } catch {
          // the process ended meanwhile
        }
      }
      return total / ticks;
    };
  } catch {
    return undefined;
  }
}

interface Target {
  url: string;
  headers: Record<string, string>;
}

function load(targets: Target[], databaseCpu: CpuClock): Promise<LoadResult> {
  const child = fork(new URL('./load-process.mjs', import.meta.url), { serialization: 'advanced' });
  const nodeCpu = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1e6;
  };
  let atStart = { node: 0, database: 0 };
  return new Promise((resolve, reject) => {
    child.on('message', (message: 'measuring' | Omit<LoadResult, 'nodeCpuSeconds' | 'databaseCpuSeconds'>) => {
      if (message === 'measuring') atStart = { node: nodeCpu(), database: databaseCpu() };
      else {
        resolve({
          ...message,
          nodeCpuSeconds: nodeCpu() - atStart.node,
          databaseCpuSeconds: databaseCpu() - atStart.database,
        });
      }
    });
    child.once('error', reject);
    child.send({
      targets,
      connections: CONNECTIONS,
      warmupMs: WARMUP_MS,
      durationMs: SEGMENT_MS,
      maxRequests: MAX_REQUESTS,
    });
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/**
 * The bare peer: Fastify with one route and one query on the driver's pool, nothing else, written
 * as anyone writing that route for speed would: a named statement, so that each connection parses
 * and plans it once and then only binds the id, as the API's own statements are (its pool prepares
 * the texts it runs again and again, and it sends a turn's reads as one statement).
 */
async function bareServer(pool: pg.Pool) {
  const bare = Fastify({ logger: false });
  bare.get<{ Params: { id: string } }>('/jobs/:id', async (request, reply) => {
    const { rows } = await pool.query({
      name: 'bare-job-by-id',
      text: 'select * from jobs where id = $1',
      values: [Number(request.params.id)],
    });
    if (!rows[0]) return reply.status(404).send({ message: 'not found' });
    return rows[0];
  });
  await bare.listen({ host: '127.0.0.1', port: 0 });
  return bare;
}

async function main() {
  const report = engineReport('read-path', 'Read path');
  const databaseUrl = process.env.TEST_DATABASE_URL;
  const handle = await openDatabase(databaseUrl ? { databaseUrl } : {});
  const { db } = handle;
  await sql`drop schema public cascade; create schema public`.execute(db).catch(() => undefined);
  await migrateToLatest(db);
  // The demo's part files are not read here: a scratch store holds them.
  const files = mkdtempSync(path.join(tmpdir(), 'am-bench-files-'));
  await seedDemoData(db, await localFileStore(files));
  await sql`analyze`.execute(db);

  // The planner's facility's live jobs, those that make parts (with nested reads) first.
  const jobs = (
    await db
      .selectFrom('jobs as j')
      .innerJoin('users as u', 'u.service_provider_id', 'j.facility_id')
      .select(['j.id', sql<boolean>`exists (select 1 from job_files jf where jf.job_id = j.id)`.as('parts')])
      .where('u.email', '=', 'planner@demo.test')
      .where('j.active', '=', true)
      .orderBy('parts', 'desc')
      .orderBy('j.id')
      .execute()
  ).map((j) => j.id);

  const config = {
    ...loadConfig({ NODE_ENV: 'production', APP_SECRET: 'bench-secret-'.padEnd(48, 'x'), DATA_DIR: '/nonexistent' }),
    logLevel: 'silent' as const,
  };
  const app = await buildApp(config, db, false);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const tokens: string[] = [];
  for (let i = 0; i < CONNECTIONS; i += 1) {
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/users/customLogin',
      payload: { email: 'planner@demo.test', password: DEMO_PASSWORD },
    });
    tokens.push(login.cookies.find((c) => c.name === 'authorization')!.value);
  }
  const bare = await bareServer(handle.pool);
  const origin = (server: typeof app | typeof bare) => {
    const address = server.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    return `http://127.0.0.1:${address.port}`;
  };
  const databaseCpu = await databaseCpuClock(handle);

  const perConnection = (target: (i: number) => Target) => Array.from({ length: CONNECTIONS }, (_, i) => target(i));
  const jobOf = (i: number) => jobs[i % jobs.length]!;
  const cases: { label: string; targets: Target[] }[] = [
    {
      label: 'bare Fastify + pg, prepared (a job row)',
      targets: perConnection((i) => ({ url: `${origin(bare)}/jobs/${jobOf(i)}`, headers: {} })),
    },
    { label: 'anonymous one-query route (/api/health)', targets: [{ url: `${origin(app)}/api/health`, headers: {} }] },
    {
      label: 'authenticated job read (GET job-scheduling/{id})',
      targets: perConnection((i) => ({
        url: `${origin(app)}/api/v1/job-scheduling/${jobOf(i)}`,
        headers: { authorization: `Bearer ${tokens[i]}` },
      })),
    },
  ];
  const totals = cases.map(() => ({ requests: 0, seconds: 0, node: 0, database: 0, latencies: [] as number[] }));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [i, c] of cases.entries()) {
      const result = await load(c.targets, databaseCpu ?? (() => 0));
      if (result.errors) throw new Error(`${c.label}: ${result.errors} of ${result.requests} requests failed`);
      const total = totals[i]!;
      total.requests += result.requests;
      total.seconds += result.seconds;
      total.node += result.nodeCpuSeconds;
      total.database += result.databaseCpuSeconds;
      total.latencies.push(...result.latencies);
    }
  }
  await app.close();
  await bare.close();
  await handle.close();
  rmSync(files, { recursive: true, force: true });

  const results = cases.map((c, i) => {
    const { requests, seconds, node, database, latencies } = totals[i]!;
    const sorted = latencies.sort((a, b) => a - b);
    return {
      label: c.label,
      rate: requests / seconds,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      nodeMs: (node * 1000) / requests,
      databaseMs: (database * 1000) / requests,
      cpuMs: ((node + database) * 1000) / requests,
    };
  });
  const engine = handle.engine === 'postgres' ? 'PostgreSQL' : 'PGlite';
  // On PGlite the database runs inside the Node process; elsewhere than Linux PostgreSQL's share is unknown.
  const split = engine === 'PostgreSQL' && databaseCpu !== undefined;
  report.log(
    `Read path on ${engine}: ${CONNECTIONS} keep-alive connections on loopback (a session each, ${Math.min(jobs.length, CONNECTIONS)} jobs); the cases take turns, ${ROUNDS} × ${SEGMENT_MS / 1000} s measured each (after ${WARMUP_MS / 1000} s of warm-up per turn)`,
  );
  report.log(
    [
      'case'.padEnd(46),
      'req/s'.padStart(8),
      'p50 ms'.padStart(8),
      'p99 ms'.padStart(8),
      split ? '  server CPU ms/request: Node + PostgreSQL' : '  server CPU ms/request (Node)',
    ].join(' '),
  );
  for (const r of results) {
    report.log(
      [
        r.label.padEnd(46),
        r.rate.toFixed(0).padStart(8),
        r.p50.toFixed(2).padStart(8),
        r.p99.toFixed(2).padStart(8),
        split ? `  ${r.nodeMs.toFixed(3)} + ${r.databaseMs.toFixed(3)}` : `  ${r.nodeMs.toFixed(3)}`,
      ].join(' '),
    );
  }
  const [bareResult, , jobResult] = results as [(typeof results)[0], unknown, (typeof results)[0]];
  report.log(
    `by CPU per request, the authenticated read costs ${(jobResult.cpuMs / bareResult.cpuMs).toFixed(2)}× the bare lookup`,
  );
  report.goal(`authenticated job read's req/s / the bare prepared lookup's on ${engine}`, jobResult.rate / bareResult.rate, {
    atLeast: 0.5,
    unit: '×',
  });
  report.finish();
}

await main();
