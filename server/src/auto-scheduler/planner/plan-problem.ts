/**
 * The planning problem as the auto-scheduler sees it, in whole minutes from the moment the plan
 * is made: jobs that may run on some machines, each machine with what it cannot move (running
 * jobs, downtime, pinned jobs), when a job may start on it, and what a change of material costs.
 * The server turns a facility's queue into this; the search knows nothing of the database.
 */

export interface PlanJob {
  /** The caller's name for it (a job's id, or an order part's), echoed in the plan. */
  key: string;
  /** Minutes it takes on each machine that may make it (machines differ in speed). */
  durations: ReadonlyMap<number, number>;
  /** Minute it is due; null when nothing is promised. */
  due: number | null;
  weight: number;
  /** What a machine holds while making it: a change between two jobs is a changeover. */
  material: string | null;
  /** Earliest start (the part's file ready, an order's start date). */
  release: number;
  /** Starts only once another job has ended and the parts have travelled. */
  after?: { key: string; transfer: number };
}

export interface PlanMachine {
  id: number;
  /**
   * Intervals [start, end) in which nothing new may run: running and pinned jobs, downtime, closed
   * days. A job's interval names its material: the machine holds it afterwards.
   */
  blocked: readonly (readonly [from: number, to: number, material?: string])[];
  /** Where the facility asks for it, the intervals in which a job (and its changeover) may start. */
  startWindows: readonly (readonly [number, number])[] | null;
  /** The material it holds now. */
  material: string | null;
  /** Minutes to change from one material to another on this machine; 0 when the same. */
  changeover: (from: string, to: string) => number;
}

/** MOVES: jobs taken from where the current plan has them, for a repair that disturbs the floor least. */
export type PlanCriterion = 'MOVES' | 'TARDINESS' | 'CHANGEOVERS' | 'FINISH';

export interface PlanProblem {
  jobs: readonly PlanJob[];
  machines: readonly PlanMachine[];
  /** Least weighted tardiness, then the facility's order of the other two; a stable repair puts MOVES first. */
  criteria: readonly PlanCriterion[];
  /**
   * Where the jobs are now (by index into `jobs`): a job that stays on its machine keeps its start
   * where it still can, and one that leaves it or its start counts as moved.
   */
  current?: ReadonlyMap<number, { machine: number; start: number }>;
  /** Nothing is placed to start after this minute: a job that cannot start before it is not planned. */
  horizon: number;
}

export interface PlanScore {
  tardiness: number;
  changeovers: number;
  finish: number;
  moved: number;
}

export const DEFAULT_CRITERIA: readonly PlanCriterion[] = ['TARDINESS', 'CHANGEOVERS', 'FINISH'];

const FIELD = { MOVES: 'moved', TARDINESS: 'tardiness', CHANGEOVERS: 'changeovers', FINISH: 'finish' } as const;

/** Negative when a is the better plan, in the order of the criteria. */
export function compareScores(a: PlanScore, b: PlanScore, criteria: readonly PlanCriterion[]): number {
  for (const criterion of criteria) {
    const difference = a[FIELD[criterion]] - b[FIELD[criterion]];
    if (difference !== 0) return difference;
  }
  return 0;
}

/** Minutes the machine takes to change from what it holds to the job's material (0 when either is unknown or they are the same). */
export function setupTime(machine: PlanMachine, holds: string | null, material: string | null): number {
  return holds !== null && material !== null && holds !== material ? machine.changeover(holds, material) : 0;
}
