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
  /** Intervals [start, end) in which nothing new may run: running and pinned jobs, downtime, closed days. */
  blocked: readonly (readonly [number, number])[];
  /** Where the facility asks for it, the intervals in which a job (and its changeover) may start. */
  startWindows: readonly (readonly [number, number])[] | null;
  /** The material it holds now. */
  material: string | null;
  /** Minutes to change from one material to another on this machine; 0 when the same. */
  changeover: (from: string, to: string) => number;
}

export type PlanCriterion = 'TARDINESS' | 'CHANGEOVERS' | 'FINISH';

export interface PlanProblem {
  jobs: readonly PlanJob[];
  machines: readonly PlanMachine[];
  /** Least weighted tardiness first always; the facility may swap the other two. */
  criteria: readonly PlanCriterion[];
  /** Nothing is placed to start after this minute: a job that cannot start before it is not planned. */
  horizon: number;
}

export interface PlanScore {
  tardiness: number;
  changeovers: number;
  finish: number;
}

export const DEFAULT_CRITERIA: readonly PlanCriterion[] = ['TARDINESS', 'CHANGEOVERS', 'FINISH'];

const FIELD = { TARDINESS: 'tardiness', CHANGEOVERS: 'changeovers', FINISH: 'finish' } as const;

/** Negative when a is the better plan, in the order of the criteria. */
export function compareScores(a: PlanScore, b: PlanScore, criteria: readonly PlanCriterion[]): number {
  for (const criterion of criteria) {
    const difference = a[FIELD[criterion]] - b[FIELD[criterion]];
    if (difference !== 0) return difference;
  }
  return 0;
}
