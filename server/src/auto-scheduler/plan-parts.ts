/**
 * The parts of awarded orders on no job nor in a build, in a plan asked to make them: each group
 * a planner would put on one job (as a group nesting groups them) is new work on any printer of
 * its process that holds it, for as long as its print would book that printer, due and weighted
 * by its orders. Pieces scrapped at inspection are among them: they are to be made again.
 */
import type { PlanUnplannedReason } from 'shared/contracts';
import { bookedHours, partsAsJobs, type PartsJob } from '../builds/index.js';
import type { Db } from '../db/database.js';
import { type PlanOrder, readOrders } from './plan-builds.js';
import type { PlanJob } from './planner/plan-problem.js';

const MINUTE = 60_000;
const HOUR = 3_600_000;

/** A group of parts as the plan reads it. */
export interface PartsAsPlanned {
  key: string;
  name: string;
  parts: PartsJob['parts'];
  /** Per printer that can make it: the ms its job would book, and the hours it would print. */
  printers: Map<number, { ms: number; hours: number }>;
  material: string;
  due: number | null;
  weight: number;
  orders: PlanOrder[];
  left: Extract<PlanUnplannedReason, 'DUE_BEFORE_NOW' | 'OUTSIDE_CALENDAR'> | null;
}

const PREFIX = 'parts-';
/** Whether a plan job's key names a group of parts. */
export const isPartsKey = (key: string) => key.startsWith(PREFIX);

export async function readPartsJobs(db: Db, facilityId: number, now: number, itarAdmin: boolean): Promise<PartsAsPlanned[]> {
  const jobs = await partsAsJobs(db, facilityId, itarAdmin, new Date(now));
  const ordersOf = await readOrders(
    db,
    facilityId,
    jobs.flatMap((job) => job.parts.map((part) => part.rfqId)),
  );
  return jobs.map((job, index) => {
    const { due, weight, orders } = ordersOf(job.parts.map((part) => part.rfqId));
    return {
      // Unique across the facilities of an enterprise's plan.
      key: `${PREFIX}${facilityId}-${index}`,
      name: job.name,
      parts: job.parts,
      printers: new Map(
        job.printers.map(({ equipmentId, hours }) => [equipmentId, { ms: Math.ceil(bookedHours(hours) * HOUR), hours }]),
      ),
      material: String(job.materialId),
      due,
      weight,
      orders,
      left: due !== null && due < now ? 'DUE_BEFORE_NOW' : null,
    };
  });
}

/** The groups the plan may place, as its jobs; one longer than every watched printer's working stretch is left, named. */
export function partsPlanJobs(
  groups: readonly PartsAsPlanned[],
  longestStretch: (equipmentId: number) => number | null,
  at: (ms: number) => number,
): PlanJob[] {
  return groups.flatMap((group) => {
    if (group.left) return [];
    const durations = new Map(
      [...group.printers].flatMap(([id, { ms }]) => {
        const minutes = Math.ceil(ms / MINUTE);
        const longest = longestStretch(id);
        return longest === null || minutes <= longest ? [[id, minutes] as const] : [];
      }),
    );
    if (durations.size === 0) {
      group.left = 'OUTSIDE_CALENDAR';
      return [];
    }
    const due = group.due === null ? null : at(group.due);
    return [{ key: group.key, durations, due, weight: group.weight, material: group.material, release: 0 }];
  });
}
