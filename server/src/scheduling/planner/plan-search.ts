/**
 * The auto-scheduler's search over a facility's machines: which machine makes each job and in
 * what order. It starts from the dispatching a planner would do by hand (most urgent first, each
 * on the machine that finishes it soonest) and improves it by moving and swapping jobs, keeping a
 * change when the plan is no worse in the facility's order of criteria (plateaus are crossed,
 * never climbed), with a random kick from the best plan when no move has helped for a while.
 * Deterministic for a seed and a budget of moves; a deadline stops it early.
 */
import { seededRandom } from '../../files/geometry/seeded-random.js';
import { decode, type Decoded, earliestStart } from './plan-decode.js';
import { compareScores, type PlanProblem } from './plan-problem.js';

export interface PlanSearchOptions {
  seed?: number;
  /** Moves tried in all; the answer is the same for the same seed and budget. */
  moves?: number;
  deadline?: number;
  /** Told now and then of the best plan so far, for a progress bar. */
  onProgress?: (progress: { tried: number; of: number; best: Decoded['score'] }) => void;
}

export interface PlanSolution extends Decoded {
  sequences: number[][];
}

const DEFAULT_MOVES = 20_000;
/** Moves without a gain before the search kicks the best plan. */
const PATIENCE = 300;

/** Most urgent first (earliest due, then heaviest), each job after its predecessor, on the machine that ends it soonest. */
function dispatch(problem: PlanProblem): number[][] {
  const { jobs, machines, horizon } = problem;
  const slot = new Map(machines.map((machine, m) => [machine.id, m]));
  const byKey = new Map(jobs.map((job, at) => [job.key, at]));
  const urgency = (at: number) => jobs[at]!.due ?? Infinity;
  const queue = jobs.map((_, at) => at).sort((a, b) => urgency(a) - urgency(b) || jobs[b]!.weight - jobs[a]!.weight || a - b);
  const sequences: number[][] = machines.map(() => []);
  const free = machines.map(() => 0);
  const holds = machines.map((machine) => machine.material);
  const ends = new Map<number, number>();
  const place = (at: number) => {
    if (ends.has(at)) return;
    const job = jobs[at]!;
    const before = job.after ? byKey.get(job.after.key) : undefined;
    if (before !== undefined) place(before);
    const ready = Math.max(job.release, before === undefined ? 0 : (ends.get(before) ?? 0) + job.after!.transfer);
    let best: { m: number; end: number } | undefined;
    for (const [machineId, duration] of job.durations) {
      const m = slot.get(machineId);
      if (m === undefined) continue;
      const machine = machines[m]!;
      const changes = holds[m] !== null && job.material !== null && holds[m] !== job.material;
      const start = earliestStart(
        machine,
        Math.max(ready, free[m]!),
        changes ? machine.changeover(holds[m]!, job.material!) : 0,
        duration,
        horizon,
      );
      if (start !== null && (!best || start + duration < best.end)) best = { m, end: start + duration };
    }
    ends.set(at, best?.end ?? ready);
    // No machine starts it in time: still in a sequence, where the times will say why.
    if (!best) {
      const first = slot.get([...job.durations.keys()].find((id) => slot.has(id)) ?? -1);
      if (first !== undefined) sequences[first]!.push(at);
      return;
    }
    sequences[best.m]!.push(at);
    free[best.m] = best.end;
    if (job.material !== null) holds[best.m] = job.material;
  };
  queue.forEach(place);
  return sequences;
}

export function solvePlan(problem: PlanProblem, options: PlanSearchOptions = {}): PlanSolution {
  const { seed = 1, moves = DEFAULT_MOVES, deadline = Infinity, onProgress } = options;
  const { jobs, machines, criteria } = problem;
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const slot = new Map(machines.map((machine, m) => [machine.id, m]));
  const eligible = jobs.map((job) => [...job.durations.keys()].flatMap((id) => (slot.has(id) ? [slot.get(id)!] : [])));
  const movable = jobs.map((_, at) => at).filter((at) => eligible[at]!.length > 0);

  let sequences = dispatch(problem);
  let current = decode(problem, sequences);
  let best = { sequences: sequences.map((sequence) => [...sequence]), decoded: current };
  // Fewer jobs left out first, then the facility's criteria.
  const better = (a: Decoded, b: Decoded) => a.unplaced.size - b.unplaced.size || compareScores(a.score, b.score, criteria);
  const where = () => {
    const at = new Map<number, [number, number]>();
    sequences.forEach((sequence, m) => sequence.forEach((job, position) => at.set(job, [m, position])));
    return at;
  };

  let idle = 0;
  for (let tried = 0; tried < moves && movable.length > 0 && Date.now() < deadline; tried++) {
    if (tried % 1000 === 0) onProgress?.({ tried, of: moves, best: best.decoded.score });
    const positions = where();
    // Late jobs are where the plan loses: half the moves start from one.
    const late = current.placed.filter(
      (placed) => placed && jobs[placed.job]!.due !== null && placed.end > jobs[placed.job]!.due!,
    );
    const job = late.length > 0 && random() < 0.5 ? late[Math.floor(random() * late.length)]!.job : pick(movable);
    const from = positions.get(job);
    if (!from) continue;
    const trial = sequences.map((sequence) => [...sequence]);
    if (random() < 0.5) {
      // Move: out of its place, into another on any machine that can make it.
      trial[from[0]]!.splice(from[1], 1);
      const m = pick(eligible[job]!);
      trial[m]!.splice(Math.floor(random() * (trial[m]!.length + 1)), 0, job);
    } else {
      // Swap with a job on a machine both can run on, or on the same machine.
      const m = pick(eligible[job]!);
      const partners = trial[m]!.filter((other) => other !== job && eligible[other]!.includes(from[0]));
      if (partners.length === 0) continue;
      const other = pick(partners);
      const [om, op] = positions.get(other)!;
      trial[from[0]]![from[1]] = other;
      trial[om]![op] = job;
    }
    const decoded = decode(problem, trial);
    if (better(decoded, current) <= 0) {
      sequences = trial;
      current = decoded;
    }
    if (better(current, best.decoded) < 0) {
      best = { sequences: sequences.map((sequence) => [...sequence]), decoded: current };
      idle = 0;
    } else if (++idle > PATIENCE) {
      // Back to the best plan, shaken: a few random moves of one job each.
      sequences = best.sequences.map((sequence) => [...sequence]);
      const at = where();
      for (let k = 0; k < 3; k++) {
        const shaken = pick(movable);
        const [m, position] = at.get(shaken) ?? [];
        if (m === undefined) continue;
        sequences[m]!.splice(position!, 1);
        const to = pick(eligible[shaken]!);
        sequences[to]!.splice(Math.floor(random() * (sequences[to]!.length + 1)), 0, shaken);
        at.clear();
        sequences.forEach((sequence, n) => sequence.forEach((j, p) => at.set(j, [n, p])));
      }
      current = decode(problem, sequences);
      idle = 0;
    }
  }
  const unplaced = new Map(best.decoded.unplaced);
  jobs.forEach((_, at) => eligible[at]!.length === 0 && unplaced.set(at, 'NO_ELIGIBLE_MACHINE'));
  return { sequences: best.sequences, ...best.decoded, unplaced };
}
