/**
 * The least total weighted tardiness of a small plan, proven by dynamic programming: for each
 * machine and each set of jobs, every way of running that set that no other way beats on both
 * its end and its cost so far (a later job can only start later when the ones before end later,
 * so nothing else can lead to a better plan); then the best split of the jobs between machines.
 * Exact for the bench's shops (no precedence between jobs, no fixed job that leaves a material),
 * in well under a second for 14 jobs, where a general MIP solver needs minutes for 10.
 */
import { earliestStart } from '../auto-scheduler/planner/plan-decode.js';
import { type PlanMachine, type PlanProblem, setupTime } from '../auto-scheduler/planner/plan-problem.js';

interface Partial {
  end: number;
  cost: number;
}

/** best[set]: the least cost of running exactly that set of jobs on the machine. */
function bestPerSet(problem: PlanProblem, machine: PlanMachine): Float64Array {
  const { jobs, horizon } = problem;
  const n = jobs.length;
  const materials = [...new Set([machine.material, ...jobs.map((job) => job.material)])];
  const state = (set: number, material: number) => set * materials.length + material;
  // Frontier of (end, cost) per set and the material the machine holds after it.
  const frontiers = new Map<number, Partial[]>();
  const best = new Float64Array(1 << n).fill(Infinity);
  best[0] = 0;
  const add = (key: number, candidate: Partial) => {
    const frontier = frontiers.get(key) ?? [];
    if (frontier.some((kept) => kept.end <= candidate.end && kept.cost <= candidate.cost)) return;
    frontiers.set(key, [...frontier.filter((kept) => !(candidate.end <= kept.end && candidate.cost <= kept.cost)), candidate]);
  };
  const start = (set: number, holds: string | null, end: number, cost: number) => {
    for (let j = 0; j < n; j++) {
      const job = jobs[j]!;
      const duration = job.durations.get(machine.id);
      if (set & (1 << j) || duration === undefined) continue;
      const setup = setupTime(machine, holds, job.material);
      const begins = earliestStart(machine, Math.max(job.release, end), setup, duration, horizon);
      if (begins === null) continue;
      const finish = begins + duration;
      const late = job.due !== null && finish > job.due ? job.weight * (finish - job.due) : 0;
      // A job of no material leaves the machine holding what it held.
      add(state(set | (1 << j), materials.indexOf(job.material ?? holds)), { end: finish, cost: cost + late });
    }
  };
  start(0, machine.material, 0, 0);
  // Sets in increasing order: each grows only into larger ones.
  for (let set = 1; set < 1 << n; set++)
    materials.forEach((material, m) => {
      for (const { end, cost } of frontiers.get(state(set, m)) ?? []) {
        best[set] = Math.min(best[set]!, cost);
        start(set, material, end, cost);
      }
      frontiers.delete(state(set, m));
    });
  return best;
}

/** The proven least total weighted tardiness with every job planned (Infinity when impossible). */
export function exactTardiness(problem: PlanProblem): number {
  const all = (1 << problem.jobs.length) - 1;
  let split = new Float64Array(all + 1).fill(Infinity);
  split[0] = 0;
  for (const machine of problem.machines) {
    const alone = bestPerSet(problem, machine);
    const next = new Float64Array(all + 1).fill(Infinity);
    for (let set = 0; set <= all; set++)
      // Every subset of the set for this machine, the rest for the machines before it.
      for (let mine = set; ; mine = (mine - 1) & set) {
        const cost = split[set ^ mine]! + alone[mine]!;
        if (cost < next[set]!) next[set] = cost;
        if (mine === 0) break;
      }
    split = next;
  }
  return split[all]!;
}
