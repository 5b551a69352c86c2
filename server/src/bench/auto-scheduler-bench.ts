/**
 * Benchmark of the auto-scheduler across machines (not a test).
 *
 * 1. Small shops drawn from seeds (plan-shops.ts: 3 to 5 machines of different speeds, 10 to 14
 *    jobs each some machines can make, a downtime per machine, working hours on some, changeovers
 *    between materials), planned as the server plans them, against the proven least total
 *    weighted tardiness (plan-exact.ts). Goal: mean deviation ≤ 1 %.
 * 2. The proof cross-checked: HiGHS solves the first shops' mixed-integer programme
 *    (plan-mip.ts) to optimality and must find the same optimum.
 * 3. One large shop: 500 machines in groups of 10, 5,000 jobs. Goals: the proposal within 10 s,
 *    the process's peak memory under 1 GB.
 */
import { benchReport } from '../../../scripts/bench-report.mjs';
import { solvePlan } from '../auto-scheduler/planner/plan-search.js';
import { exactTardiness } from './plan-exact.js';
import { solveWithHighs } from './plan-mip.js';
import { drawShop } from './plan-shops.js';

const SIZES = [3, 4, 5].flatMap((machines) => [10, 12, 14].map((jobs) => ({ machines, jobs })));
const SEEDS = Number(process.env.BENCH_SEEDS ?? 4);
const MIP_SHOPS = Number(process.env.BENCH_MIP_SHOPS ?? 3);
const MIP_SECONDS = Number(process.env.BENCH_MIP_SECONDS ?? 600);
const seconds = <T>(work: () => T): [T, number] => {
  const started = performance.now();
  const result = work();
  return [result, (performance.now() - started) / 1000];
};
const percent = (share: number) => `${(share * 100).toFixed(2)} %`;

const bench = benchReport(
  'auto-scheduler',
  'Auto-scheduler across machines: small shops against their optimum, and a large shop',
);
bench.log(`${SIZES.length * SEEDS} small shops: 3, 4 or 5 machines × 10, 12 or 14 jobs, seeds 1–${SEEDS}`);
bench.log();
bench.log('| machines × jobs | shops | optimal | mean deviation | worst | slowest plan |');
bench.log('|---|---:|---:|---:|---:|---:|');
const deviations: number[] = [];
for (const { machines, jobs } of SIZES) {
  const rows = [...Array(SEEDS).keys()].map((index) => {
    const shop = drawShop(index + 1, machines, jobs);
    const optimum = exactTardiness(shop);
    const [plan, planSeconds] = seconds(() => solvePlan(shop));
    const found = plan.unplaced.size === 0 ? plan.score.tardiness : Infinity;
    // Below the optimum would mean the proof and the plan's times disagree: a broken bench.
    if (found < optimum) throw new Error(`${machines} × ${jobs}, seed ${index + 1}: the plan beats the optimum`);
    return { deviation: optimum === 0 ? (found === 0 ? 0 : 1) : (found - optimum) / optimum, planSeconds };
  });
  deviations.push(...rows.map(({ deviation }) => deviation));
  const mean = rows.reduce((sum, { deviation }) => sum + deviation, 0) / rows.length;
  bench.log(
    `| ${machines} × ${jobs} | ${rows.length} | ${rows.filter(({ deviation }) => deviation === 0).length} | ${percent(mean)} | ` +
      `${percent(Math.max(...rows.map(({ deviation }) => deviation)))} | ${Math.max(...rows.map(({ planSeconds }) => planSeconds)).toFixed(2)} s |`,
  );
}
const mean = deviations.reduce((sum, value) => sum + value, 0) / deviations.length;

bench.log();
bench.log(`The optimum cross-checked by HiGHS on ${MIP_SHOPS} shops of 3 machines × 10 jobs (at most ${MIP_SECONDS} s each):`);
for (let seed = 1; seed <= MIP_SHOPS; seed++) {
  const shop = drawShop(seed, 3, 10);
  const optimum = exactTardiness(shop);
  const mip = await solveWithHighs(shop, solvePlan(shop).score.tardiness, MIP_SECONDS);
  const verdict = mip.status !== 'Optimal' ? `not proven (${mip.status})` : mip.tardiness === optimum ? 'the same' : 'DIFFERENT';
  bench.log(`- seed ${seed}: HiGHS ${mip.tardiness} in ${mip.seconds.toFixed(0)} s, dynamic programme ${optimum}: ${verdict}`);
  if (verdict === 'DIFFERENT') throw new Error(`seed ${seed}: HiGHS and the dynamic programme disagree`);
}

const large = drawShop(1, 500, 5000, { groups: 10, days: 60 });
let dispatched: number | undefined;
const [plan, largeSeconds] = seconds(() => solvePlan(large, { onProgress: ({ best }) => (dispatched ??= best.tardiness) }));
const peakMiB = process.resourceUsage().maxRSS / 1024;
bench.log();
bench.log(
  `large shop, 5,000 jobs on 500 machines: weighted tardiness ${dispatched} as dispatched by hand's rule, ` +
    `${plan.score.tardiness} planned (${plan.score.changeovers} changeovers, ${plan.unplaced.size} not planned)`,
);
bench.log();
bench.goal('mean deviation from the optimum (small shops)', mean * 100, { atMost: 1, unit: '%' });
bench.goal('large shop: proposal', largeSeconds, { atMost: 10, unit: 's' });
bench.goal('large shop: peak memory of the process', peakMiB, { atMost: 1024, unit: 'MiB' });
bench.finish();
