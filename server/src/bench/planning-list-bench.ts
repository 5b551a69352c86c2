/**
 * Server benchmark of the build planner's list of parts to plan (not a test): 100,000 parts
 * waiting to be planned at the Austin plant, of 1,000 orders awarded to it by 300 customers, due
 * over eight months (one order in twenty without a date); each part a verified part file with its
 * report, in a process of the catalogue and one or two materials, one in four of them partly on a
 * job already — the first page, a search by a customer's name, the filters by process and by
 * material, and the last page of the list's count (LIST_COUNT_CAP), over HTTP on loopback
 * (http-client.ts), as the planner asks them. Goal: each within 50 ms (p95), the pass mark on
 * PostgreSQL; the embedded database's figures are judged against the same line. A page 50,000
 * deep is measured and shown beside them, not judged: a page by offset passes over every row
 * before it, and the pager reaches it only by 3,333 clicks on "next" past a count that stopped
 * at the cap. The embedded database by default; PostgreSQL when TEST_DATABASE_URL names a server.
 * Run: pnpm --filter server bench:planning-list (both engines; BENCH_RUNS sets the requests per case)
 */
import { performance } from 'node:perf_hooks';
import { demoPlatform, engineReport, printTimings, RUNS, WARM_UP } from './api-bench.js';
import { LIST_COUNT_CAP } from '../db/capped-count.js';
import { percentile } from './http-client.js';
import { CUSTOMERS, ORDERS, seedPlanningBench } from './planning-list-bench-seed.js';

const PARTS = Number(process.env.BENCH_PARTS ?? 100_000);
/** The planner's page, as the list shows it. */
const PAGE = 15;

async function main() {
  const report = engineReport('planning-list', 'Build planning list');
  const platform = await demoPlatform();
  const { db } = platform;
  const austin = await platform.companyId('Demo Additive — Austin Plant');
  const engineer = (await db.selectFrom('users').select('id').where('email', '=', 'engineer@demo.test').executeTakeFirstOrThrow())
    .id;

  const started = performance.now();
  await seedPlanningBench(db, austin, engineer, PARTS);
  const loadSeconds = (performance.now() - started) / 1000;

  const { bearer, measure } = await platform.serve();
  const planner = await bearer('planner@demo.test');
  // The process and the material of the bench part in the middle.
  const middle = await db
    .selectFrom('rfq_files as f')
    .innerJoin('rfq_file_materials as fm', 'fm.rfq_file_id', 'f.id')
    .select(['f.am_process_id', 'fm.material_id'])
    .where('f.original_file_name', '=', `bench-plan-${PARTS / 2 + 1}.stl`)
    .executeTakeFirstOrThrow();
  const list = (query: string) => ({
    method: 'GET' as const,
    url: `/api/v1/builds/parts?offset=0&limit=${PAGE}${query}`,
    headers: planner,
  });

  const deep = (offset: number) => ({ ...list(''), url: list('').url.replace('offset=0', `offset=${offset}`) });
  const lastCounted = Math.min(LIST_COUNT_CAP, PARTS) - PAGE;

  const results = [
    await measure('first page', list('')),
    await measure('by customer name', list(`&search=${encodeURIComponent(`Bench customer ${CUSTOMERS / 2 + 7}`)}`)),
    await measure('by process', list(`&processId=${middle.am_process_id}`)),
    await measure('by material', list(`&materialId=${middle.material_id}`)),
    await measure(`last page of the count (offset ${lastCounted.toLocaleString('en')})`, deep(lastCounted)),
  ];
  const beyond = await measure(`beyond the count (offset ${(PARTS / 2).toLocaleString('en')})`, deep(PARTS / 2));

  const engine = platform.engine;
  report.log(
    `Build planning list on ${engine}: ${PARTS.toLocaleString('en')} parts to plan of ${ORDERS.toLocaleString('en')} orders of ${CUSTOMERS} customers awarded to one facility, loaded in ${loadSeconds.toFixed(1)} s; ${RUNS} requests each after ${WARM_UP} warm-up ones, pages of ${PAGE}, over HTTP on loopback`,
  );
  const all = results.flatMap((r) => r.times).sort((a, b) => a - b);
  printTimings(report, [
    ...results,
    {
      ...results[0]!,
      label: 'all cases',
      p50: percentile(all, 50),
      p95: percentile(all, 95),
      p99: percentile(all, 99),
      total: undefined,
    },
  ]);
  report.log('not in the goal:');
  printTimings(report, [beyond]);
  // The planner's list within 50 ms (p95): the goal is PostgreSQL's, the embedded figures are judged by it too.
  const slowest = Math.max(...results.map((r) => r.p95));
  report.goal(`slowest case, p95 on ${engine}`, slowest, { atMost: 50, unit: 'ms' });
  await platform.close();
  report.finish();
}

await main();
