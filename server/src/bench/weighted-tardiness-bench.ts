/**
 * Benchmark of the auto-scheduler's sequencing on one machine (not a test): the given half of
 * OR-Library's wt40 (../shared/data/or-library-wt40), each instance solved as `solve:wt` solves
 * it, against the published optima and against the textbook heuristic a planner could write in
 * twenty lines (earliest due date, then the best pairwise interchange while one gains).
 *
 * Goals: mean deviation from the optimum ≤ 0.05 %, at least 95 % of instances optimal, and at
 * most 1 s for the slowest instance.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { benchReport } from '../../../scripts/bench-report.mjs';
import { readWtInstances } from '../auto-scheduler/planner/or-library.js';
import { solveWeightedTardiness, weightedTardiness, type WtInstance } from '../auto-scheduler/planner/weighted-tardiness.js';

const WT40 = path.resolve(import.meta.dirname, '../../../../shared/data/or-library-wt40');
const instances = readWtInstances(readFileSync(path.join(WT40, 'wt40.txt'), 'utf8'), 40);
const given = readFileSync(path.join(WT40, 'wtopt40.txt'), 'utf8').split(/\s+/).filter(Boolean).map(Number);
// The tenth instance given is wt40's 19th, whose published optimum is 77122; the tenth optimum
// given, 63229, is the 20th's (OR-Library's wtopt40 lists 77122 then 63229). Judged against the
// published one, and the figures against the file as given printed beside.
const TENTH = { index: 9, given: 63229, published: 77122 };
const optima = given.map((value, index) => (index === TENTH.index && value === TENTH.given ? TENTH.published : value));

function eddThenInterchange(instance: WtInstance): number {
  const order = instance.dues.map((_, job) => job).sort((a, b) => instance.dues[a]! - instance.dues[b]! || a - b);
  let total = weightedTardiness(instance, order);
  for (let gained = true; gained;) {
    gained = false;
    let best: [number, number, number] | undefined;
    for (let i = 0; i < order.length; i++)
      for (let j = i + 1; j < order.length; j++) {
        [order[i], order[j]] = [order[j]!, order[i]!];
        const swapped = weightedTardiness(instance, order);
        [order[i], order[j]] = [order[j]!, order[i]!];
        if (swapped < (best?.[2] ?? total)) best = [i, j, swapped];
      }
    if (best) {
      const [i, j, swapped] = best;
      [order[i], order[j]] = [order[j]!, order[i]!];
      total = swapped;
      gained = true;
    }
  }
  return total;
}

const deviation = (total: number, optimum: number) => (optimum === 0 ? (total === 0 ? 0 : 1) : (total - optimum) / optimum);
const summary = (totals: readonly number[], against: readonly number[]) => ({
  mean: totals.reduce((sum, total, index) => sum + deviation(total, against[index]!), 0) / totals.length,
  optimal: totals.filter((total, index) => total === against[index]).length / totals.length,
});
const percent = (share: number, digits = 3) => `${(share * 100).toFixed(digits)} %`;

const bench = benchReport('weighted-tardiness', 'One machine, total weighted tardiness: OR-Library wt40 (given half)');
bench.log(`${instances.length} instances of 40 jobs; seed 1 and the default search budget, as solve:wt runs them`);
bench.log(
  `instance 10 judged against wt40 #19's published optimum ${TENTH.published} (the given file says ${TENTH.given}, #20's)`,
);
bench.log();
// One instance first, unmeasured: the first solve also pays for compiling the search.
solveWeightedTardiness(instances[0]!);
const seconds: number[] = [];
const ours = instances.map((instance) => {
  const started = performance.now();
  const { total } = solveWeightedTardiness(instance);
  seconds.push((performance.now() - started) / 1000);
  return total;
});
const peer = instances.map(eddThenInterchange);
const sorted = [...seconds].sort((a, b) => a - b);
const [us, them, asGiven] = [summary(ours, optima), summary(peer, optima), summary(ours, given)];
bench.log('| | mean deviation | optimal |');
bench.log('|---|---:|---:|');
bench.log(`| auto-scheduler (iterated dynasearch) | ${percent(us.mean)} | ${percent(us.optimal, 1)} |`);
bench.log(`| EDD + pairwise interchange | ${percent(them.mean)} | ${percent(them.optimal, 1)} |`);
bench.log(`| auto-scheduler, against the file as given | ${percent(asGiven.mean)} | ${percent(asGiven.optimal, 1)} |`);
bench.log();
bench.log(`time per instance: median ${sorted[sorted.length >> 1]!.toFixed(3)} s, slowest ${sorted.at(-1)!.toFixed(3)} s`);
const missed = ours.flatMap((total, index) =>
  total === optima[index] ? [] : [`#${index + 1}: ${total} (optimum ${optima[index]})`],
);
if (missed.length > 0) bench.log(`not optimal: ${missed.join(', ')}`);
bench.log();
bench.goal('mean deviation from the optimum', us.mean * 100, { atMost: 0.05, unit: '%' });
bench.goal('instances solved to optimality', us.optimal * 100, { atLeast: 95, unit: '%' });
bench.goal('slowest instance', sorted.at(-1)!, { atMost: 1, unit: 's' });
bench.finish();
