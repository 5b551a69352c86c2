/**
 * From an order of jobs per machine to times: each job at the earliest minute its machine, its
 * material change, its predecessor and the machine's calendar allow (or, where moves count, at
 * the time it has now while it still can). A print runs without a break, so a job and the
 * changeover before it fit whole in a gap between blocked intervals.
 */
import { type PlanMachine, type PlanProblem, type PlanScore, setupTime } from './plan-problem.js';

export interface PlacedJob {
  job: number;
  machine: number;
  /** The changeover before the job starts at `start`, in minutes (0 when none). */
  changeover: number;
  start: number;
  end: number;
}

export type UnplacedReason = 'NO_ELIGIBLE_MACHINE' | 'NO_START_IN_HORIZON' | 'PREDECESSOR_NOT_PLANNED';

export interface Decoded {
  placed: (PlacedJob | undefined)[];
  /** Jobs in a sequence that could not be given a time, with why. */
  unplaced: Map<number, UnplacedReason>;
  score: PlanScore;
  /** Each machine's share of the score, so a change to two machines is judged on those two. */
  machineScores: PlanScore[];
}

/**
 * The earliest start at or after `ready` for a job of `duration` after a changeover of `setup`
 * on the machine, or null when none starts before the horizon.
 */
export function earliestStart(
  machine: PlanMachine,
  ready: number,
  setup: number,
  duration: number,
  horizon: number,
): number | null {
  let start = ready + setup;
  for (let guard = 0; guard < 10_000; guard++) {
    if (machine.startWindows) {
      // The changeover starts the work, so it is what must begin inside working hours.
      const window = machine.startWindows.find(([, end]) => end > start - setup);
      if (!window) return null;
      start = Math.max(start, window[0] + setup);
    }
    if (start - setup > horizon) return null;
    const clash = machine.blocked.find(([from, to]) => from < start + duration && to > start - setup);
    if (!clash) return start;
    start = clash[1] + setup;
  }
  return null;
}

/** Each problem's jobs by key, made once: the search times the same problem thousands of times. */
const keys = new WeakMap<PlanProblem, Map<string, number>>();
function keysOf(problem: PlanProblem): Map<string, number> {
  let index = keys.get(problem);
  if (!index) keys.set(problem, (index = new Map(problem.jobs.map((job, at) => [job.key, at]))));
  return index;
}

/**
 * When a job of `material` starts on the machine after its previous job ended at `free`: the
 * machine holds what that job left, or what a fixed job in between left (a pinned or running job
 * of another material), and the changeover is from that. `keep`: the start it has now, kept if
 * it still can be.
 */
function timeOnMachine(
  machine: PlanMachine,
  material: string | null,
  holds: string | null,
  free: number,
  ready: number,
  duration: number,
  keep: number | undefined,
  horizon: number,
): { start: number; setup: number; held: string | null } | null {
  let held = holds;
  for (let guard = 0; guard <= machine.blocked.length; guard++) {
    const setup = setupTime(machine, held, material);
    const from = keep !== undefined && keep - setup >= ready ? keep - setup : ready;
    const start = earliestStart(machine, from, setup, duration, horizon);
    if (start === null) return null;
    // The last fixed job with a material that ends after the previous job and before the changeover.
    const between = machine.blocked
      .filter(([, to, left]) => left !== undefined && to > free && to <= start - setup)
      .reduce<(typeof machine.blocked)[number] | undefined>(
        (last, block) => (!last || block[1] > last[1] ? block : last),
        undefined,
      );
    if (!between || between[2] === held) return { start, setup, held };
    held = between[2]!;
    free = between[1];
  }
  return null;
}

const zero = (): PlanScore => ({ tardiness: 0, changeovers: 0, finish: 0, moved: 0 });

/**
 * Times for every job of the sequences; `sequences[m]` runs on `problem.machines[m]`. With
 * `only`, just those machines, whose jobs the caller knows wait on no other machine's.
 */
export function decode(problem: PlanProblem, sequences: readonly (readonly number[])[], only?: readonly number[]): Decoded {
  const { jobs, machines, horizon } = problem;
  const placed: (PlacedJob | undefined)[] = new Array(jobs.length);
  const unplaced = new Map<number, UnplacedReason>();
  const index = keysOf(problem);
  const next = sequences.map(() => 0);
  const free = machines.map(() => 0);
  const holds = machines.map((machine) => machine.material);
  const machineScores = machines.map(zero);
  const decoded = only ?? machines.map((_, m) => m);
  const holding = problem.criteria.includes('MOVES');
  // Machine by machine as far as each can go; a job waits for its predecessor's machine to reach it.
  for (let progress = true; progress;) {
    progress = false;
    decoded.forEach((m) => {
      const sequence = sequences[m]!;
      const machine = machines[m]!;
      const score = machineScores[m]!;
      for (; next[m]! < sequence.length; next[m]!++) {
        const at = sequence[next[m]!]!;
        const job = jobs[at]!;
        let ready = Math.max(job.release, free[m]!);
        if (job.after) {
          const before = index.get(job.after.key);
          if (before !== undefined && !placed[before] && !unplaced.has(before)) return;
          const previous = before === undefined ? undefined : placed[before];
          if (before !== undefined && !previous) {
            unplaced.set(at, 'PREDECESSOR_NOT_PLANNED');
            progress = true;
            continue;
          }
          if (previous) ready = Math.max(ready, previous.end + job.after.transfer);
        }
        const duration = job.durations.get(machine.id);
        const now = problem.current?.get(at);
        // Where moves count, a job that stays on its machine keeps its time when it still can.
        const keep = holding && now?.machine === machine.id ? now.start : undefined;
        const timed =
          duration === undefined
            ? null
            : timeOnMachine(machine, job.material, holds[m]!, free[m]!, ready, duration, keep, horizon);
        progress = true;
        if (!timed) {
          unplaced.set(at, duration === undefined ? 'NO_ELIGIBLE_MACHINE' : 'NO_START_IN_HORIZON');
          continue;
        }
        const { start, setup, held } = timed;
        const end = start + duration!;
        placed[at] = { job: at, machine: machine.id, changeover: setup, start, end };
        free[m] = end;
        holds[m] = job.material ?? held;
        if (held !== null && job.material !== null && held !== job.material) score.changeovers++;
        if (now && (now.machine !== machine.id || now.start !== start)) score.moved++;
        if (job.due !== null && end > job.due) score.tardiness += job.weight * (end - job.due);
        score.finish = Math.max(score.finish, end);
      }
    });
  }
  // What is left waits on a predecessor that waits on it: a cycle no time can satisfy.
  decoded.forEach((m) => sequences[m]!.slice(next[m]).forEach((at) => unplaced.set(at, 'PREDECESSOR_NOT_PLANNED')));
  return { placed, unplaced, score: totalOf(machineScores), machineScores };
}

export function totalOf(machineScores: readonly PlanScore[]): PlanScore {
  const total = zero();
  for (const { tardiness, changeovers, finish, moved } of machineScores) {
    total.moved += moved;
    total.tardiness += tardiness;
    total.changeovers += changeovers;
    total.finish = Math.max(total.finish, finish);
  }
  return total;
}
