/**
 * Capable-to-promise on a facility's own plan: an order's parts, each a build of so many hours on
 * the machines that can make it, fitted by the auto-scheduler into a what-if copy of the plan as
 * it stands (working hours, downtime, running jobs and changeovers included), every job already
 * planned kept where it is. Nothing is saved: the answer is where each part would go.
 */
import type { Db } from '../db/database.js';
import { currentPlaces, readPlanInput } from './plan-input.js';
import { readPlanSettings } from './plan-settings.js';
import { planMachine } from './plan-task.js';
import { DEFAULT_CRITERIA } from './planner/plan-problem.js';
import { promiseDate } from './planner/promise.js';

const MINUTE = 60_000;
/** Changes the what-if tries: the order's few jobs find their places long before; a bid form waits for it. */
const PROMISE_MOVES = 5_000;

export interface OrderPart {
  key: string;
  hours: number;
  /** The facility's machines that can make it. */
  machineIds: number[];
  material: string | null;
}

export interface PlacedPart {
  key: string;
  equipmentId: number;
  fromDate: number;
  toDate: number;
}

export async function promiseFromPlan(
  db: Db,
  facilityId: number,
  parts: readonly OrderPart[],
  now: number,
): Promise<{ placed: PlacedPart[]; unplaced: string[] }> {
  const input = await readPlanInput(db, facilityId, await readPlanSettings(db, facilityId), now);
  const current = new Map(currentPlaces(input));
  const order = parts.map((part) => ({
    key: `order-part-${part.key}`,
    durations: new Map(part.machineIds.map((id) => [id, Math.max(1, Math.ceil(part.hours * 60))])),
    due: null,
    weight: 1,
    material: part.material,
    release: 0,
  }));
  const promised = promiseDate(
    { jobs: input.jobs, machines: input.machines.map(planMachine), criteria: DEFAULT_CRITERIA, current, horizon: input.horizon },
    order,
    { seed: 1, moves: PROMISE_MOVES },
  );
  const keyOf = (at: number) => parts[at - input.jobs.length]!.key;
  return {
    placed: promised.placed.map((placed) => ({
      key: keyOf(placed.job),
      equipmentId: placed.machine,
      fromDate: input.origin + placed.start * MINUTE,
      toDate: input.origin + placed.end * MINUTE,
    })),
    unplaced: promised.unplaced.map(([key]) => key.replace(/^order-part-/, '')),
  };
}
