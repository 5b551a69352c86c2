/**
 * Server benchmark of the analytics page (not a test): a year of the Austin plant — 500 machines,
 * 200,000 jobs, 20,000 orders shipped or in the making, 8,000 quotes lost, 10,000 inspections
 * (analytics-bench-seed.ts says how they are made) — and each chart's figure over HTTP on loopback
 * (http-client.ts) as admin@demo.test reads it in Chicago: the whole year by month, one month by
 * day, and the year of one machine by month; and, first, the request after the seed that stores
 * every machine's days (docs/analytics.md, 'Stored days'). Goal: each chart's request within 300 ms (p95) on
 * PostgreSQL; the embedded database's figures are shown against the same line, for information.
 * Each case is first planned, not run (the SQL the figure sends, recorded): one whose dearest query
 * the planner estimates past BENCH_MAX_COST (10^7) is not timed but reported as missing the goal —
 * a scan inside a loop over every job takes minutes a request, and the embedded database can
 * neither time a statement out nor be left to run one in the background. A case whose first
 * request takes over 5 s is timed by that request alone.
 * The embedded database by default; PostgreSQL when TEST_DATABASE_URL names a server.
 * BENCH_EXPLAIN=<figure> (utilisation, oee, …) prints the plans of that figure's queries for each
 * span instead of timing: EXPLAIN (ANALYZE, BUFFERS) of the SQL the app sends, as it sends it.
 * Run: pnpm --filter server bench:analytics (both engines; BENCH_RUNS sets the requests per case)
 */
import { performance } from 'node:perf_hooks';
import { CompiledQuery, type KyselyPlugin, sql } from 'kysely';
import type { Db } from '../db/database.js';
import { oee, utilisation } from '../analytics/machine-figures.js';
import { leadTime, onTimeDelivery, quotes } from '../analytics/order-figures.js';
import { materialConsumed, scrap } from '../analytics/production-figures.js';
import type { AnalyticsScope } from '../analytics/scope.js';
import type { BenchReport } from '../../../scripts/bench-report.mjs';
import { demoPlatform, engineReport } from './api-bench.js';
import { type BenchResponse, timeRequests, type Timing } from './http-client.js';
import { INSPECTIONS, JOBS, LOST_QUOTES, MACHINES, ORDERS, seedAnalyticsBench } from './analytics-bench-seed.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 3);
const GOAL_MS = 300;
/** A case whose first request takes longer is timed by that one request: thirty more would take minutes and say no more. */
const TOO_SLOW_MS = Number(process.env.BENCH_TOO_SLOW_MS ?? 5_000);
const ZONE = 'America/Chicago';
/** A case whose plan the planner estimates dearer is not timed: its requests would take minutes each (see the file's head). */
const MAX_COST = Number(process.env.BENCH_MAX_COST ?? 10_000_000);

const machines = (n: number) => `${n.toLocaleString('en')} machine${n === 1 ? '' : 's'}`;

/** Each chart's route, the function behind it (for BENCH_EXPLAIN), and what its answer held. */
const FIGURES: Record<string, { figure: (db: Db, scope: AnalyticsScope) => Promise<unknown>; held: (body: never) => string }> = {
  utilisation: { figure: utilisation, held: (b: { rows: unknown[] }) => machines(b.rows.length) },
  oee: {
    figure: oee,
    held: (b: { rows: { piecesMade: number }[] }) =>
      `${machines(b.rows.length)}, ${b.rows.reduce((sum, row) => sum + row.piecesMade, 0).toLocaleString('en')} pieces`,
  },
  'on-time-delivery': {
    figure: onTimeDelivery,
    held: (b: { shipments: number; onTime: number; periods: unknown[] }) =>
      `${b.periods.length} periods, ${b.onTime.toLocaleString('en')} of ${b.shipments.toLocaleString('en')} on time`,
  },
  quotes: {
    figure: quotes,
    held: (b: { quoted: number; won: number; lost: number }) =>
      `${b.quoted.toLocaleString('en')} quoted, ${b.won.toLocaleString('en')} won, ${b.lost.toLocaleString('en')} lost`,
  },
  'lead-time': {
    figure: leadTime,
    held: (b: { shipments: number; meanDays: number | null }) =>
      `${b.shipments.toLocaleString('en')} shipments, mean ${b.meanDays ?? '–'} days`,
  },
  scrap: {
    figure: scrap,
    held: (b: { made: number; scrapped: number; causes: unknown[] }) =>
      `${b.scrapped.toLocaleString('en')} of ${b.made.toLocaleString('en')} pieces lost, ${b.causes.length} causes`,
  },
  material: { figure: materialConsumed, held: (b: { rows: unknown[] }) => `${b.rows.length} materials and units` },
};

/** The spans a plant manager reads: the year of 2030 and June in Chicago, and one machine's year. */
const spans = (machine: number) => [
  { name: 'year by month', from: Date.UTC(2030, 0, 1, 6), to: Date.UTC(2031, 0, 1, 6), period: 'MONTH' as const },
  { name: 'June by day', from: Date.UTC(2030, 5, 1, 5), to: Date.UTC(2030, 6, 1, 5), period: 'DAY' as const },
  { name: 'year, one machine', from: Date.UTC(2030, 0, 1, 6), to: Date.UTC(2031, 0, 1, 6), period: 'MONTH' as const, machine },
];
type Span = ReturnType<typeof spans>[number];

const queryOf = (span: Span) =>
  new URLSearchParams({
    from: String(span.from),
    to: String(span.to),
    timeZone: ZONE,
    period: span.period,
    ...(span.machine === undefined ? {} : { equipmentId: String(span.machine) }),
  });

async function rowCounts(db: Db) {
  const tables = ['equipment', 'jobs', 'job_files', 'machine_runs', 'rfqs', 'rfq_files', 'matches', 'bids', 'order_events'];
  const counts: string[] = [];
  for (const table of [...tables, 'shipments', 'inspections', 'ncrs']) {
    const { n } = (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db)).rows[0]!;
    counts.push(`${table} ${Number(n).toLocaleString('en')}`);
  }
  return counts;
}

/** Times a case: once, and when that once was quick enough, WARM_UP − 1 more warm-ups and RUNS timed requests. */
async function timeCase(label: string, send: () => Promise<BenchResponse>): Promise<Timing & { once: boolean }> {
  const t0 = performance.now();
  const first = await send();
  const ms = performance.now() - t0;
  if (first.statusCode !== 200) throw new Error(`${label}: ${first.statusCode} ${first.json<{ message?: string }>().message}`);
  if (ms > TOO_SLOW_MS) return { label, p50: ms, p95: ms, p99: ms, times: [ms], last: first, once: true };
  return { ...(await timeRequests(label, send, { runs: RUNS, warmUp: Math.max(0, WARM_UP - 1) })), once: false };
}

/** Thrown by the recorder: the query is kept, not run. */
class Recorded extends Error {}

const scopeOf = (facilityId: number, span: Span): AnalyticsScope => ({
  facilityId,
  from: new Date(span.from),
  to: new Date(span.to),
  now: new Date(),
  timeZone: ZONE,
  period: span.period,
  equipmentId: span.machine,
});

/** The queries a figure sends at once for a span (every one of them: they run side by side), as it sends them, none run. */
async function queriesOf(db: Db, facilityId: number, name: string, span: Span): Promise<CompiledQuery[]> {
  const sent: CompiledQuery[] = [];
  const executor = db.getExecutor();
  const recorder: KyselyPlugin = {
    transformQuery: (args) => {
      sent.push(executor.compileQuery(args.node, args.queryId));
      throw new Recorded();
    },
    transformResult: async (args) => args.result,
  };
  await FIGURES[name]!.figure(db.withPlugin(recorder), scopeOf(facilityId, span)).catch((error: unknown) => {
    if (!(error instanceof Recorded)) throw error;
  });
  return sent;
}

/** The planner's estimate of the dearest of the queries. */
async function estimatedCost(db: Db, queries: CompiledQuery[]): Promise<number> {
  let dearest = 0;
  for (const query of queries) {
    const { rows } = await db.executeQuery<{ 'QUERY PLAN': unknown }>(
      CompiledQuery.raw(`explain (format json) ${query.sql}`, [...query.parameters]),
    );
    const plan = rows[0]!['QUERY PLAN'];
    const [top] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: { 'Total Cost': number } }];
    dearest = Math.max(dearest, top.Plan['Total Cost']);
  }
  return dearest;
}

/**
 * Prints EXPLAIN (ANALYZE, BUFFERS) of every query the figure sends for the span, with the
 * parameters it sends; a plain EXPLAIN of one estimated past MAX_COST, which would run for minutes.
 */
async function explain(db: Db, facilityId: number, name: string, span: Span) {
  for (const query of await queriesOf(db, facilityId, name, span)) {
    const dear = (await estimatedCost(db, [query])) > MAX_COST;
    const { rows } = await db.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain ${dear ? '' : '(analyze, buffers) '}${query.sql}`, [...query.parameters]),
    );
    console.log(`\n${name}, ${span.name}${dear ? ' (estimated only)' : ''}: ${query.sql.replace(/\s+/g, ' ').slice(0, 200)}…`);
    console.log(rows.map((row) => row['QUERY PLAN']).join('\n'));
  }
}

interface Case {
  figure: string;
  span: string;
  /** The planner's estimate for its dearest query. */
  cost: number;
  /** Not timed when the estimate is past MAX_COST. */
  timing?: Timing & { once: boolean };
}

/** Each figure over each span: its estimate first, then its requests when the estimate says they end. */
async function timeCases(db: Db, facilityId: number, machine: number, request: (url: string) => Promise<BenchResponse>) {
  const cases: Case[] = [];
  for (const figure of Object.keys(FIGURES)) {
    for (const span of spans(machine)) {
      const cost = await estimatedCost(db, await queriesOf(db, facilityId, figure, span));
      const label = `${figure}, ${span.name}`;
      const url = `/api/v1/analytics/${figure}?${queryOf(span)}`;
      const timing = cost > MAX_COST ? undefined : await timeCase(label, () => request(url));
      cases.push({ figure, span: span.name, cost, timing });
      console.log(`  ${label}: estimated cost ${Math.round(cost)}, ${timing ? `p95 ${timing.p95.toFixed(1)} ms` : 'not timed'}`);
    }
  }
  return cases;
}

function printCases(report: BenchReport, engine: string, cases: Case[]) {
  report.log(
    ['case'.padEnd(38), 'p50 ms'.padStart(9), 'p95 ms'.padStart(9), `  ≤ ${GOAL_MS} ms`.padEnd(20), 'last answer'].join(' '),
  );
  for (const { figure, span, cost, timing } of cases) {
    const label = `${figure}, ${span}`.padEnd(38);
    if (!timing) {
      report.log(
        `${label} ${'–'.padStart(9)} ${'–'.padStart(9)}   ${'no (not timed)'.padEnd(18)} estimated cost ${cost.toExponential(1)}`,
      );
      continue;
    }
    const verdict = `${timing.p95 <= GOAL_MS ? 'yes' : 'no'}${timing.once ? ' (1 request)' : ''}`;
    const held = FIGURES[figure]!.held(timing.last.json<never>());
    report.log(
      `${label} ${timing.p50.toFixed(1).padStart(9)} ${timing.p95.toFixed(1).padStart(9)}   ${verdict.padEnd(18)} ${held}`,
    );
  }
  if (cases.some((c) => !c.timing)) {
    report.log(
      `not timed: the planner's estimate past ${MAX_COST.toExponential(0)} (a scan inside a loop over every job or shipment: minutes a request); BENCH_EXPLAIN=<figure> shows the plans`,
    );
  }
  // Each chart's slowest span against the goal: PostgreSQL's, judged there; shown for information embedded.
  for (const figure of Object.keys(FIGURES)) {
    const own = cases.filter((c) => c.figure === figure);
    const untimed = own.find((c) => !c.timing);
    const slowest = own.reduce((a, b) => ((b.timing?.p95 ?? Infinity) > (a.timing?.p95 ?? Infinity) ? b : a));
    const what = `${figure} (slowest: ${(untimed ?? slowest).span}), p95 on ${engine}`;
    const shown = untimed ? `not timed, estimated cost ${untimed.cost.toExponential(1)}` : `${slowest.timing!.p95.toFixed(1)} ms`;
    if (engine !== 'PostgreSQL') {
      const within = !untimed && slowest.timing!.p95 <= GOAL_MS;
      report.log(`informational (the goal is PostgreSQL's): ${what} ≤ ${GOAL_MS} ms: ${within ? 'within' : 'over'} (${shown})`);
    } else if (untimed) report.log(`goal: ${what} ≤ ${GOAL_MS} ms: FAIL (${shown})`);
    else report.goal(what, slowest.timing!.p95, { atMost: GOAL_MS, unit: 'ms' });
  }
}

async function main() {
  const explained = process.env.BENCH_EXPLAIN;
  if (explained !== undefined && !(explained in FIGURES))
    throw new Error(`BENCH_EXPLAIN: one of ${Object.keys(FIGURES).join(', ')}`);
  const report = engineReport('analytics', 'Analytics page');
  const platform = await demoPlatform();
  const { db } = platform;
  const facilityId = await platform.companyId('Demo Additive — Austin Plant');
  const started = performance.now();
  const { firstMachine } = await seedAnalyticsBench(db);
  const seedSeconds = (performance.now() - started) / 1000;
  // A machine that reports its runs, in the middle of the list.
  const machine = firstMachine + MACHINES / 2;
  if (explained !== undefined) {
    for (const span of spans(machine)) await explain(db, facilityId, explained, span);
    await platform.close();
    return;
  }
  const counts = await rowCounts(db);
  const { http, bearer } = await platform.serve();
  const headers = await bearer('admin@demo.test');
  const request = (url: string) => http.request({ method: 'GET', url, headers });
  // The first job figure after the seed stores every machine's days, as after any bulk import.
  const stale = (
    await sql<{ n: number }>`select count(distinct (equipment_id, day))::int as n from analytics_stale_days`.execute(db)
  ).rows[0]!.n;
  const storing = performance.now();
  await request(`/api/v1/analytics/utilisation?${queryOf(spans(machine)[0]!)}`);
  const storedSeconds = (performance.now() - storing) / 1000;
  const cases = await timeCases(db, facilityId, machine, request);

  const engine = platform.engine;
  const counted = (n: number) => n.toLocaleString('en');
  report.log(
    `Analytics page on ${engine}: a year of ${counted(MACHINES)} machines, ${counted(JOBS)} jobs, ${counted(ORDERS)} orders, ` +
      `${counted(LOST_QUOTES)} quotes lost and ${counted(INSPECTIONS)} inspections, seeded in ${seedSeconds.toFixed(1)} s; ` +
      `${RUNS} requests a case after ${WARM_UP} warm-up ones (one only past ${TOO_SLOW_MS / 1000} s), over HTTP on loopback, in ${ZONE}`,
  );
  report.log(`rows: ${counts.join(', ')}`);
  report.log(`the first job figure after the seed stored ${counted(stale)} machine days in ${storedSeconds.toFixed(1)} s`);
  printCases(report, engine, cases);
  await platform.close();
  report.finish();
}

await main();
