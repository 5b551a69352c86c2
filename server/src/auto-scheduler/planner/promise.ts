/**
 * Capable-to-promise: the date a new order's jobs would be done, from a what-if copy of the plan.
 * The jobs already planned keep their places (moving one would break a promise made before); the
 * new ones go into the gaps and at the ends where they finish soonest, and the answer is when the
 * last of them ends.
 */
import type { PlacedJob, UnplacedReason } from './plan-decode.js';
import type { PlanJob, PlanProblem } from './plan-problem.js';
import { type PlanSearchOptions, solvePlan } from './plan-search.js';

export interface PromisedDate {
  /** Minute the last of the order's jobs ends; null when one of them cannot be planned. */
  end: number | null;
  placed: PlacedJob[];
  unplaced: [key: string, reason: UnplacedReason][];
}

export function promiseDate(
  problem: PlanProblem & { current: NonNullable<PlanProblem['current']> },
  order: readonly PlanJob[],
  options: PlanSearchOptions = {},
): PromisedDate {
  const first = problem.jobs.length;
  // Due the moment they may start: the sooner each ends, the better the what-if.
  const asap = order.map((job) => ({ ...job, due: job.release, weight: 1 }));
  const whatIf = {
    ...problem,
    jobs: [...problem.jobs, ...asap],
    criteria: ['MOVES', 'TARDINESS', 'FINISH', 'CHANGEOVERS'] as const,
  };
  const plan = solvePlan(whatIf, options);
  const placed = order.flatMap((_, k) => plan.placed[first + k] ?? []);
  const unplaced = order.flatMap((job, k): [string, UnplacedReason][] => {
    const reason = plan.unplaced.get(first + k);
    return reason ? [[job.key, reason]] : [];
  });
  return { end: unplaced.length > 0 ? null : Math.max(...placed.map(({ end }) => end)), placed, unplaced };
}
