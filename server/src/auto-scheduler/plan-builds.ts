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
import type { PlanJob } from './planner/plan-problem.js';

const MINUTE = 60_000;

/** When an order is due: the awarded bid's promised date, else the customer's requested one (`r`: the order). */
export const orderDue = sql<Date | null>`coalesce((
  select b.delivery_date from matches m join bids b on b.match_id = m.id
  where m.rfq_id = r.id and m.facility_id = r.awarded_facility_id
  order by b.revision desc limit 1
), r.estimated_delivery_date)`;

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
  const rfqIds = [...new Set(builds.flatMap((build) => build.rfqIds))];
  const orders = rfqIds.length
    ? await db
        .selectFrom('rfqs as r')
        .leftJoin('customer_plan_weights as w', (join) =>
          join.onRef('w.customer_id', '=', 'r.customer_id').on('w.facility_id', '=', facilityId),
        )
        .select(['r.id', 'r.display_title', orderDue.as('due'), sql<number>`coalesce(w.weight, 1)`.as('weight')])
        .where('r.id', 'in', rfqIds)
        .execute()
    : [];
  const byId = new Map(orders.map((order) => [order.id, order]));
  return builds.map((build) => {
    const mine = build.rfqIds.map((id) => byId.get(id)!);
    const dues = mine.flatMap((order) => (order.due === null ? [] : [new Date(order.due).getTime()]));
    const due = dues.length ? Math.min(...dues) : null;
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
      weight: Math.max(1, ...mine.map((order) => order.weight)),
      orders: mine.map((order) => ({
        rfqId: order.id,
        title: order.display_title,
        due: order.due === null ? null : new Date(order.due).getTime(),
      })),
      fixedAt,
      // As a queued job's: a date already past is the planner's to see to, not the plan's.
      left: fixedAt === null && due !== null && due < now ? 'DUE_BEFORE_NOW' : null,
    };
  });
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
