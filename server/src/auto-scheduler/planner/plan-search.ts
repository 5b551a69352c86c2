/**
 * The auto-scheduler's search over a facility's machines: which machine makes each job and in
 * what order. It starts from the plan as it stands when there is one (a repair), else from the
 * dispatching a planner would do by hand (most urgent first, each on the machine that finishes it
 * soonest). It improves that by moving and swapping jobs, keeping a change when the plan is no
 * worse in the facility's order of criteria (plateaus are crossed, never climbed), with a random
 * kick from the best plan when no move has helped for a while. A move touches two machines, and
 * only those are timed again unless a job on them waits for, or is waited on by, another
 * machine's. Deterministic for a seed and a budget of moves; a deadline stops it early.
 */
import { seededRandom } from '../../lib/seeded-random.js';
import { type Decoded, decode, earliestStart, totalOf } from './plan-decode.js';
import { compareScores, type PlanProblem, setupTime } from './plan-problem.js';

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

const DEFAULT_MOVES = 50_000;
/** Moves without a gain before the search kicks the best plan. */
const PATIENCE = 500;

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
      const setup = setupTime(machine, holds[m]!, job.material);
      const start = earliestStart(machine, Math.max(ready, free[m]!), setup, duration, horizon);
      if (start !== null && (!best || start + duration < best.end)) best = { m, end: start + duration };
    }
    ends.set(at, best?.end ?? ready);
    // No machine starts it in time: still in a sequence, where the times will say why.
    const m = best?.m ?? slot.get([...job.durations.keys()].find((id) => slot.has(id)) ?? -1);
    if (m === undefined) return;
    sequences[m]!.push(at);
    if (!best) return;
    free[m] = best.end;
    if (job.material !== null) holds[m] = job.material;
  };
  queue.forEach(place);
  return sequences;
}

/**
 * The plan as it stands, where there is one: each machine's jobs in the order of their starts, and
 * a job with no place (new, or its machine gone) on the machine that can make it with least work.
 */
function asItStands(problem: PlanProblem, current: NonNullable<PlanProblem['current']>): number[][] {
  const { jobs, machines } = problem;
  const slot = new Map(machines.map((machine, m) => [machine.id, m]));
  const sequences: number[][] = machines.map(() => []);
  const load = machines.map(() => 0);
  const homeless: number[] = [];
  jobs.forEach((job, at) => {
    const m = slot.get(current.get(at)?.machine ?? -1);
    if (m === undefined || !job.durations.has(machines[m]!.id)) homeless.push(at);
    else sequences[m]!.push(at);
  });
  sequences.forEach((sequence, m) => {
    sequence.sort((a, b) => current.get(a)!.start - current.get(b)!.start);
    load[m] = sequence.reduce((sum, at) => sum + jobs[at]!.durations.get(machines[m]!.id)!, 0);
  });
  for (const at of homeless) {
    const options = [...jobs[at]!.durations].flatMap(([id, minutes]) =>
      slot.has(id) ? [[slot.get(id)!, minutes] as const] : [],
    );
    if (options.length === 0) continue;
    const [m, minutes] = options.reduce((a, b) => (load[b[0]]! + b[1] < load[a[0]]! + a[1] ? b : a));
    sequences[m]!.push(at);
    load[m]! += minutes;
  }
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
  // A job that waits for another, or that another waits for: a move of it times every machine again.
  const waitedFor = new Set(jobs.flatMap((job) => (job.after ? [job.after.key] : [])));
  const linked = jobs.map((job) => job.after !== undefined || waitedFor.has(job.key));
  const rank = (a: Decoded, b: Decoded) => a.unplaced.size - b.unplaced.size || compareScores(a.score, b.score, criteria);

  let sequences = problem.current ? asItStands(problem, problem.current) : dispatch(problem);
  let current = decode(problem, sequences);
  let best = { sequences: sequences.map((sequence) => [...sequence]), decoded: current };
  const machineOf = new Int32Array(jobs.length).fill(-1);
  const locate = () => sequences.forEach((sequence, m) => sequence.forEach((job) => (machineOf[job] = m)));
  locate();
  let late: number[] = [];

  /** The plan with two machines' sequences replaced, timed again where it must be. */
  const judge = (touched: number[], replaced: number[][]): Decoded => {
    const trial = [...sequences];
    touched.forEach((m, k) => (trial[m] = replaced[k]!));
    const local = touched.every((m) => trial[m]!.every((job) => !linked[job]));
    if (!local) return decode(problem, trial);
    const part = decode(problem, trial, touched);
    const machineScores = [...current.machineScores];
    const placed = [...current.placed];
    const unplaced = new Map(current.unplaced);
    for (const m of touched) {
      machineScores[m] = part.machineScores[m]!;
      for (const job of sequences[m]!) unplaced.delete(job);
      for (const job of trial[m]!) placed[job] = part.placed[job];
    }
    part.unplaced.forEach((reason, job) => unplaced.set(job, reason));
    return { placed, unplaced, score: totalOf(machineScores), machineScores };
  };

  let idle = 0;
  for (let tried = 0; tried < moves && movable.length > 0 && Date.now() < deadline; tried++) {
    if (tried % 500 === 0) {
      onProgress?.({ tried, of: moves, best: best.decoded.score });
      // Late jobs are where the plan loses: half the moves start from one.
      late = current.placed.flatMap((placed) => {
        const due = placed && jobs[placed.job]!.due;
        return placed && due !== null && due !== undefined && placed.end > due ? [placed.job] : [];
      });
    }
    const job = late.length > 0 && random() < 0.5 ? pick(late) : pick(movable);
    const from = machineOf[job]!;
    if (from < 0) continue;
    const to = pick(eligible[job]!);
    const source = sequences[from]!.filter((other) => other !== job);
    let touched: number[];
    let replaced: number[][];
    if (random() < 0.5) {
      // Move: out of its place, into another on a machine that can make it.
      const target = to === from ? source : [...sequences[to]!];
      target.splice(Math.floor(random() * (target.length + 1)), 0, job);
      [touched, replaced] =
        to === from
          ? [[from], [target]]
          : [
              [from, to],
              [source, target],
            ];
    } else {
      // Swap with a job on a machine it can run on, that can run on its machine.
      const partners = sequences[to]!.filter((other) => other !== job && eligible[other]!.includes(from));
      if (partners.length === 0) continue;
      const other = pick(partners);
      const swap = (sequence: readonly number[]) => sequence.map((at) => (at === job ? other : at === other ? job : at));
      [touched, replaced] =
        to === from
          ? [[from], [swap(sequences[from]!)]]
          : [
              [from, to],
              [swap(sequences[from]!), swap(sequences[to]!)],
            ];
    }
    const decoded = judge(touched, replaced);
    if (rank(decoded, current) <= 0) {
      touched.forEach((m, k) => {
        sequences[m] = replaced[k]!;
        for (const at of replaced[k]!) machineOf[at] = m;
      });
      current = decoded;
    }
    if (rank(current, best.decoded) < 0) {
      best = { sequences: sequences.map((sequence) => [...sequence]), decoded: current };
      idle = 0;
    } else if (++idle > PATIENCE) {
      // Back to the best plan, shaken: a few jobs each moved to a random place.
      sequences = best.sequences.map((sequence) => [...sequence]);
      for (let k = 0; k < 3; k++) {
        const shaken = pick(movable);
        const m = sequences.findIndex((sequence) => sequence.includes(shaken));
        if (m < 0) continue;
        sequences[m]!.splice(sequences[m]!.indexOf(shaken), 1);
        const into = sequences[pick(eligible[shaken]!)]!;
        into.splice(Math.floor(random() * (into.length + 1)), 0, shaken);
      }
      locate();
      current = decode(problem, sequences);
      idle = 0;
    }
  }
  const unplaced = new Map(best.decoded.unplaced);
  jobs.forEach((_, at) => eligible[at]!.length === 0 && unplaced.set(at, 'NO_ELIGIBLE_MACHINE'));
  return { sequences: best.sequences, ...best.decoded, unplaced };
}
