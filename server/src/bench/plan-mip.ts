/**
 * A small plan as a mixed-integer programme for HiGHS, whose optimum the auto-scheduler is
 * measured against: which machine makes each job, which job directly follows which, the
 * changeover each pays for its predecessor's material, and start times that keep each job and
 * its changeover clear of downtime and start the changeover inside working hours. The objective
 * is the least total weighted tardiness. Precedence between jobs, and the material a fixed job
 * leaves on its machine, are not modelled: the bench's shops have neither.
 */
import { createRequire } from 'node:module';
import type highsTypes from 'highs';
import { type PlanProblem, setupTime } from '../auto-scheduler/planner/plan-problem.js';

// HiGHS ships as CommonJS whose types describe an ES default export: required, it is the loader itself.
const loadHighs = createRequire(import.meta.url)('highs') as (typeof highsTypes)['default'];

export interface MipAnswer {
  status: string;
  tardiness: number;
  seconds: number;
}

/**
 * The problem in CPLEX LP text. `incumbent`, the tardiness of a plan known to exist, bounds every
 * optimal plan's times: no job of one ends later than its due date plus the incumbent over its
 * weight, or that job alone would cost more. Tight bounds make a tight programme, which HiGHS
 * proves in seconds rather than minutes.
 */
export function planAsLp(problem: PlanProblem, incumbent: number): string {
  const { machines } = problem;
  const latest = problem.jobs.map((job) => (job.due ?? problem.horizon) + Math.floor(incumbent / job.weight));
  const longest = Math.max(...problem.jobs.flatMap((job) => [...job.durations.values()]));
  const big = Math.max(...latest) + longest + 1;
  // What lies beyond every optimal plan's end cannot touch it.
  const jobs = problem.jobs;
  const near = <T extends readonly [number, number, ...unknown[]]>(intervals: readonly T[]) =>
    intervals.filter(([from]) => from <= big);
  const objective: string[] = [];
  const rows: string[] = [];
  const binaries: string[] = [];
  const bounds: string[] = [];
  const on = (j: number, m: number) => jobs[j]!.durations.has(machines[m]!.id);
  const pairs = (m: number) =>
    jobs.flatMap((_, i) => jobs.flatMap((__, j) => (i !== j && on(i, m) && on(j, m) ? [[i, j] as const] : [])));
  jobs.forEach((job, j) => {
    objective.push(`${job.weight} t${j}`);
    // Tardiness: past the due date by the job's completion on the machine it is given.
    const minutes = machines.flatMap((machine, m) => (on(j, m) ? [`${job.durations.get(machine.id)} a${j}_${m}`] : []));
    if (job.due !== null) rows.push(`t${j} - s${j} - ${minutes.join(' - ')} >= -${job.due}`);
    rows.push(`${machines.flatMap((_, m) => (on(j, m) ? [`a${j}_${m}`] : [])).join(' + ')} = 1`);
    bounds.push(`0 <= c${j} <= ${big}`, `s${j} <= ${latest[j]}`);
    // Its changeover too begins once the job may begin, and not before the plan's start.
    rows.push(`s${j} - c${j} >= ${job.release}`);
    // c: the changeover before it, from its predecessor's material (or the machine's own, when first).
    const changeovers: string[] = [];
    machines.forEach((machine, m) => {
      if (!on(j, m)) return;
      binaries.push(`a${j}_${m}`, `f${j}_${m}`);
      const cost = (from: string | null) => setupTime(machine, from, job.material);
      changeovers.push(`${cost(machine.material)} f${j}_${m}`);
      const predecessors = pairs(m).filter(([, after]) => after === j);
      predecessors.forEach(([i]) => changeovers.push(`${cost(jobs[i]!.material)} x${i}_${j}_${m}`));
      rows.push(`f${j}_${m}${predecessors.map(([i]) => ` + x${i}_${j}_${m}`).join('')} - a${j}_${m} = 0`);
      const duration = job.durations.get(machine.id)!;
      // Clear of each blocked interval: wholly before it, or the changeover after it.
      near(machine.blocked).forEach(([from, to], b) => {
        binaries.push(`v${j}_${m}_${b}`);
        rows.push(`s${j} + ${big} v${j}_${m}_${b} + ${big} a${j}_${m} <= ${from - duration + 2 * big}`);
        rows.push(`s${j} - c${j} + ${big} v${j}_${m}_${b} - ${big} a${j}_${m} >= ${to - big}`);
      });
      // The changeover starts inside one of the machine's windows, when it has any.
      if (machine.startWindows) {
        const open = near(machine.startWindows);
        const windows = open.map((_, w) => `z${j}_${m}_${w}`);
        binaries.push(...windows);
        rows.push(`${windows.join(' + ')} - a${j}_${m} = 0`);
        open.forEach(([from, to], w) => {
          rows.push(`s${j} - c${j} - ${big} z${j}_${m}_${w} >= ${from - big}`);
          rows.push(`s${j} - c${j} + ${big} z${j}_${m}_${w} <= ${to - 1 + big}`);
        });
      }
    });
    rows.push(`c${j}${changeovers.map((term) => ` - ${term}`).join('')} = 0`);
  });
  machines.forEach((machine, m) => {
    const firsts = jobs.flatMap((_, j) => (on(j, m) ? [`f${j}_${m}`] : []));
    if (firsts.length > 0) rows.push(`${firsts.join(' + ')} <= 1`);
    jobs.forEach((_, i) => {
      if (!on(i, m)) return;
      const successors = pairs(m).filter(([before]) => before === i);
      if (successors.length > 0) rows.push(`${successors.map(([, j]) => `x${i}_${j}_${m}`).join(' + ')} - a${i}_${m} <= 0`);
    });
    // Directly after: the successor's changeover starts once the predecessor ends.
    pairs(m).forEach(([i, j]) => {
      binaries.push(`x${i}_${j}_${m}`);
      const duration = jobs[i]!.durations.get(machine.id)!;
      rows.push(`s${j} - c${j} - s${i} - ${big} x${i}_${j}_${m} >= ${duration - big}`);
    });
  });
  return [
    'Minimize',
    ` obj: ${objective.join(' + ')}`,
    'Subject To',
    ...rows.map((row, r) => ` r${r}: ${row}`),
    'Bounds',
    ...bounds.map((bound) => ` ${bound}`),
    'Binary',
    ...binaries.map((binary) => ` ${binary}`),
    'End',
  ].join('\n');
}

/** HiGHS's optimum of the problem's weighted tardiness (it says when it stopped short of proving one). */
export async function solveWithHighs(problem: PlanProblem, incumbent: number, timeLimitSeconds: number): Promise<MipAnswer> {
  const solver = await loadHighs();
  const started = performance.now();
  const solution = solver.solve(planAsLp(problem, incumbent), {
    time_limit: timeLimitSeconds,
    output_flag: false,
    mip_rel_gap: 0,
    // Nothing worse than the plan known to exist needs exploring.
    objective_bound: incumbent + 0.5,
  });
  return {
    status: solution.Status,
    tardiness: Math.round(solution.ObjectiveValue),
    seconds: (performance.now() - started) / 1000,
  };
}
