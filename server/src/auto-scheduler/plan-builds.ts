/**
 * A facility's saved builds in its plan: each packed build waiting for a job is new work on its
 * own machine (it was packed into that machine's volume), for as long as its job will book it,
 * due when the first of its orders is, weighted by its customers. A proposal places it; applying
 * the proposal saves it as a job there.
 */
import { sql } from 'kysely';
import type { PlanUnplannedReason } from 'shared/contracts';
import { buildsToSchedule } from '../builds/index.js';
import type { Db } from '../db/database.js';
import { orderDue } from './plan-queries.js';
import type { PlanJob } from './planner/plan-problem.js';

const MINUTE = 60_000;

export interface PlanOrder {
  rfqId: number;
  title: string;
  /** Epoch ms; null when nothing is promised or asked. */
  due: number | null;
}

/** A saved build as the plan reads it. */
export interface BuildAsPlanned {
  id: number;
  name: string;
  facilityId: number;
  equipmentId: number;
  updatedAt: number;
  /** How long its job will book the machine. */
  ms: number;
  material: string;
  due: number | null;
  weight: number;
  orders: PlanOrder[];
  /** Where an accepted part of an earlier proposal puts it. */
  fixedAt: { equipmentId: number; from: number; to: number } | null;
  /** Left out of the plan, and why: due before now, or longer than its watched machine's working hours. */
  left: Extract<PlanUnplannedReason, 'DUE_BEFORE_NOW' | 'OUTSIDE_CALENDAR'> | null;
}

const buildKey = (id: number) => `build-${id}`;
/** The build a plan job's key names; null for a job's. */
export const buildOfKey = (key: string) => (key.startsWith('build-') ? Number(key.slice(6)) : null);

/** The facility's saved builds, but those an earlier proposal's planner did not accept (`held`). */
export async function readBuilds(
  db: Db,
  facilityId: number,
  now: number,
  overrides: { fixed: ReadonlyMap<number, BuildAsPlanned['fixedAt'] & object>; held: ReadonlySet<number> },
): Promise<BuildAsPlanned[]> {
  const builds = (await buildsToSchedule(db, facilityId)).filter((build) => !overrides.held.has(build.id));
  const ordersOf = await readOrders(
    db,
    facilityId,
    builds.flatMap((build) => build.rfqIds),
  );
  return builds.map((build) => {
    const { due, weight, orders } = ordersOf(build.rfqIds);
    const fixedAt = overrides.fixed.get(build.id) ?? null;
    return {
      id: build.id,
      name: build.name,
      facilityId: build.facilityId,
      equipmentId: build.equipmentId,
      updatedAt: build.updatedAt.getTime(),
      ms: build.ms,
      material: String(build.materialId),
      due,
      weight,
      orders,
      fixedAt,
      // As a queued job's: a date already past is the planner's to see to, not the plan's.
      left: fixedAt === null && due !== null && due < now ? 'DUE_BEFORE_NOW' : null,
    };
  });
}

/**
 * Reads the orders new work makes parts of, and answers for a piece of that work its orders,
 * when it is due (the first of them) and what a late minute weighs (its heaviest customer's).
 */
export async function readOrders(db: Db, facilityId: number, rfqIds: readonly number[]) {
  const ids = [...new Set(rfqIds)];
  const rows = ids.length
    ? await db
        .selectFrom('rfqs as r')
        .leftJoin('customer_plan_weights as w', (join) =>
          join.onRef('w.customer_id', '=', 'r.customer_id').on('w.facility_id', '=', facilityId),
        )
        .select(['r.id', 'r.display_title', orderDue.as('due'), sql<number>`coalesce(w.weight, 1)`.as('weight')])
        .where('r.id', 'in', ids)
        .execute()
    : [];
  const byId = new Map(
    rows.map((row) => [
      row.id,
      { rfqId: row.id, title: row.display_title, due: row.due === null ? null : new Date(row.due).getTime(), weight: row.weight },
    ]),
  );
  return (of: readonly number[]): { due: number | null; weight: number; orders: PlanOrder[] } => {
    const orders = [...new Set(of)].map((id) => byId.get(id)!);
    const dues = orders.flatMap((order) => (order.due === null ? [] : [order.due]));
    return {
      due: dues.length ? Math.min(...dues) : null,
      weight: Math.max(1, ...orders.map((order) => order.weight)),
      orders: orders.map(({ rfqId, title, due }) => ({ rfqId, title, due })),
    };
  };
}

/**
 * The builds the plan may place, as its jobs: each on its own machine for its booked minutes,
 * rounded up. A build longer than every working stretch of a watched machine is left, named.
 */
export function buildPlanJobs(
  builds: readonly BuildAsPlanned[],
  longestStretch: (equipmentId: number) => number | null,
  at: (ms: number) => number,
): PlanJob[] {
  return builds.flatMap((build) => {
    if (build.left || build.fixedAt) return [];
    const minutes = Math.ceil(build.ms / MINUTE);
    const longest = longestStretch(build.equipmentId);
    if (longest !== null && minutes > longest) {
      build.left = 'OUTSIDE_CALENDAR';
      return [];
    }
    return [
      {
        key: buildKey(build.id),
        durations: new Map([[build.equipmentId, minutes]]),
        due: build.due === null ? null : at(build.due),
        weight: build.weight,
        material: build.material,
        release: 0,
      },
    ];
  });
}
