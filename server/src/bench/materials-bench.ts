/**
 * Server benchmark of material genealogy and batch composition (not a test). Austin runs 100 MJF
 * machines, each through a chain of 1,000 batches (100,000): every refresh blends 70 % of the last
 * batch's reclaimed powder, one cycle older and sieved of powder past 10 builds, with 30 % virgin
 * powder from the lot in use, a new lot every fifth refresh (20,000 lots); two builds a batch
 * (200,000 jobs), five parts a build (1,000,000 parts in 50,000 orders of the demo customers), one
 * shipment an order, an NCR on one part in 200 and on one build in 1,000. Timed over HTTP on
 * loopback as admin@demo.test: a supplier lot traced to its customers, its recall list (JSON), and
 * a part traced back to its lots, each over 50 lots or parts in turn. Goal: p95 within 200 ms on
 * PostgreSQL, 600 ms embedded. And a batch's composition after 1,000 chained blends (70 % of the
 * last batch, one cycle older, 30 % virgin, a new lot every fifth blend): computed in memory with
 * the app's arithmetic (median of 21 runs), and the last batch of that chain, seeded, read over
 * HTTP (p95). Goal: 50 ms each. BENCH_SCALE=0.05 seeds 5 machines instead of 100, to try it.
 * The embedded database by default; PostgreSQL when TEST_DATABASE_URL names a server.
 * Run: pnpm --filter server bench:materials (both engines; BENCH_RUNS sets the requests per case)
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { thousandthsOfPercent } from '../materials/composition.js';
import { demoPlatform, engineReport, RUNS, WARM_UP } from './api-bench.js';
import { percentile, type Timing, timeRequests } from './http-client.js';
import { blendChain } from './materials-bench-chains.js';
import { BLENDS, seedMaterialsBench } from './materials-bench-seed.js';

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const COMPOSITION_RUNS = 21;

/** The composition of the last batch of the chain, as its page shows it (both splits in fractions), timed in memory. */
function compositionInMemory() {
  const times: number[] = [];
  // The process's own CPU time beside the wall clock: on a shared machine the difference is the others' load.
  const cpuTimes: number[] = [];
  let shown = { lots: 0, cycles: 0, virgin: 0, shownLots: 0 };
  for (let run = -3; run < COMPOSITION_RUNS; run += 1) {
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    const batch = blendChain(BLENDS);
    const byLot = thousandthsOfPercent(batch.byLot);
    const byCycles = thousandthsOfPercent(batch.byCycles);
    const cpu = process.cpuUsage(cpu0);
    // The first runs warm the code up.
    if (run >= 0) {
      times.push(performance.now() - t0);
      cpuTimes.push((cpu.user + cpu.system) / 1000);
    }
    shown = { lots: batch.byLot.size, cycles: batch.byCycles.size, virgin: (byCycles.get(0) ?? 0) / 1000, shownLots: byLot.size };
  }
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), cpuP50: percentile(cpuTimes, 50), ...shown };
}

async function rowCounts(db: Parameters<typeof seedMaterialsBench>[0]) {
  const tables = [
    'material_lots',
    'material_batches',
    'material_batch_lots',
    'material_batch_cycles',
    'jobs',
    'material_job_batches',
    'rfqs',
    'rfq_files',
    'job_files',
    'shipments',
    'shipment_lines',
    'ncrs',
  ];
  const counts: string[] = [];
  for (const table of tables) {
    const { n } = (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db)).rows[0]!;
    counts.push(`${table} ${Number(n).toLocaleString('en')}`);
  }
  return counts;
}

interface LotTrace {
  batches: unknown[];
  jobs: unknown[];
  parts: { customerId: number }[];
  shipments: unknown[];
  ncrs: unknown[];
}
interface BackTrace {
  jobs: unknown[];
  batches: unknown[];
  lots: unknown[];
}
interface BatchView {
  lots: unknown[];
  cycles: unknown[];
  virginThousandths: number;
}

/** What the last answer of a case held, to show what was measured. */
function answerOf(timing: Timing): string {
  const body = timing.last.json<unknown>();
  if (Array.isArray(body)) return `${body.length} recall rows`;
  if (typeof body === 'object' && body !== null && 'parts' in body) {
    const t = body as LotTrace;
    return `${t.batches.length} batches, ${t.jobs.length} jobs, ${t.parts.length} parts, ${new Set(t.parts.map((p) => p.customerId)).size} customers, ${t.shipments.length} shipment lines, ${t.ncrs.length} NCRs`;
  }
  if (typeof body === 'object' && body !== null && 'virginThousandths' in body) {
    const b = body as BatchView;
    return `${b.lots.length} lots, ${b.cycles.length} cycle counts, ${(b.virginThousandths / 1000).toFixed(3)} % virgin`;
  }
  const t = body as BackTrace;
  return `${t.jobs.length} jobs, ${t.batches.length} batches, ${t.lots.length} lots`;
}

async function main() {
  const report = engineReport('materials', 'Material genealogy and batch composition');
  // The arithmetic alone, before the database and the app share the process.
  const memory = compositionInMemory();
  const platform = await demoPlatform();
  const { db } = platform;
  const started = performance.now();
  const seeded = await seedMaterialsBench(db, SCALE);
  const seedSeconds = (performance.now() - started) / 1000;
  const counts = await rowCounts(db);

  const { http, bearer } = await platform.serve();
  const headers = await bearer('admin@demo.test');
  const inTurn = (label: string, urls: string[]) => {
    let next = 0;
    return timeRequests(label, () => http.request({ method: 'GET', url: urls[next++ % urls.length]!, headers }), {
      runs: RUNS,
      warmUp: WARM_UP,
    });
  };
  const traces = [
    await inTurn(
      'lot → customers',
      seeded.lots.map((id) => `/api/v1/materials/genealogy/lots/${id}`),
    ),
    await inTurn(
      'lot → recall list (JSON)',
      seeded.lots.map((id) => `/api/v1/materials/genealogy/lots/${id}/recall?format=json`),
    ),
    await inTurn(
      'part → lots',
      seeded.parts.map((id) => `/api/v1/materials/genealogy/trace?partId=${id}`),
    ),
  ];
  const batch = await inTurn(`batch after ${BLENDS.toLocaleString('en')} blends`, [
    `/api/v1/materials/batches/${seeded.lastOfChain}`,
  ]);

  const engine = platform.engine;
  report.log(
    `Material genealogy on ${engine}: ${seeded.machines} MJF machines × 1,000 batches, seeded in ${seedSeconds.toFixed(1)} s; ${RUNS} requests a case after ${WARM_UP} warm-up ones (50 lots or parts in turn), over HTTP on loopback`,
  );
  report.log(`rows: ${counts.join(', ')}`);
  report.log(['case'.padEnd(34), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'p99 ms'.padStart(8), '  last answer'].join(' '));
  for (const r of [...traces, batch]) {
    report.log(
      [
        r.label.padEnd(34),
        r.p50.toFixed(2).padStart(8),
        r.p95.toFixed(2).padStart(8),
        r.p99.toFixed(2).padStart(8),
        `  ${answerOf(r)}`,
      ].join(' '),
    );
  }
  report.log(
    `composition after ${BLENDS.toLocaleString('en')} blends, in memory (composition.ts): median ${memory.p50.toFixed(2)} ms (CPU ${memory.cpuP50.toFixed(2)} ms), p95 ${memory.p95.toFixed(2)} ms of ${COMPOSITION_RUNS} runs; ${memory.lots} lots (${memory.shownLots} of them at 0.001 % or more), ${memory.cycles} cycle counts, ${memory.virgin.toFixed(3)} % virgin`,
  );
  // A trace within 200 ms (p95) on PostgreSQL, 600 ms embedded; a batch's composition within 50 ms.
  const traceGoal = engine === 'PostgreSQL' ? 200 : 600;
  for (const r of traces) report.goal(`${r.label}, p95 on ${engine}`, r.p95, { atMost: traceGoal, unit: 'ms' });
  report.goal(`composition after ${BLENDS.toLocaleString('en')} blends in memory, median`, memory.p50, {
    atMost: 50,
    unit: 'ms',
  });
  report.goal(`${batch.label} over HTTP, p95 on ${engine}`, batch.p95, { atMost: 50, unit: 'ms' });
  await platform.close();
  report.finish();
}

await main();
