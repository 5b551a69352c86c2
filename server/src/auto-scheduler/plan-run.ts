/**
 * Making a proposal: the facility's plan read as it stands, searched on the worker thread with
 * its progress told to the facility's pages, and kept with the jobs it read (its basis), so an
 * apply can tell whether anything changed since. A proposal changes no job.
 */
import { MessageChannel } from 'node:worker_threads';
import { DEFAULT_PLAN_SECONDS, MAX_PLAN_SECONDS, type PlanKind } from 'shared/contracts';
import type { Db } from '../db/database.js';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.js';
import type { PlanCriterion } from './planner/plan-problem.js';
import { readFacilitiesInput } from './plan-facilities.js';
import { currentPlaces, type PlanOverrides } from './plan-input.js';
import type { PlanPool } from './plan-pool.js';
import { proposalOf } from './plan-proposal.js';
import type { PlanProposal, PlanRequest } from './plan-schemas.js';
import { readPlanSettings } from './plan-settings.js';
import type { PlanTaskProgress } from './plan-task.js';

/** How often the page hears of a search's progress. */
const PROGRESS_MS = 1000;

/** A job as the plan read it: an apply finds each the same or refuses. */
export type BasisJob = [id: number, equipmentId: number, from: number, to: number, updatedAt: number];
export interface Basis {
  /** When the plan read the jobs: a job ending after it that the basis lacks was added since. */
  readAt: number;
  jobs: BasisJob[];
  /** The facilities planned: the proposal's own, or its enterprise's. */
  facilityIds: number[];
  /** The saved builds the plan read, each with its facility: an apply finds each unchanged or refuses. */
  builds: BasisBuild[];
}
type BasisBuild = [id: number, updatedAt: number, facilityId: number, name: string];

function criteriaOf(kind: PlanKind, order: readonly PlanCriterion[]): PlanCriterion[] {
  if (kind === 'REPAIR_STABLE') return ['MOVES', 'TARDINESS', ...order];
  if (kind === 'REPAIR_LATENESS') return ['TARDINESS', 'MOVES', ...order];
  return ['TARDINESS', ...order];
}

/** The overrides a request asks for: a downtime to plan around, the accepted part of an earlier proposal. */
async function overridesOf(
  db: Db,
  scope: { facilityId: number; facilityIds: readonly number[]; itarAdmin: boolean },
  request: PlanRequest,
  now: number,
): Promise<PlanOverrides> {
  const overrides: { -readonly [K in keyof PlanOverrides]: PlanOverrides[K] } = {};
  if (request.partsOnNoJob) overrides.partsOnNoJob = { itarAdmin: scope.itarAdmin };
  if (request.downtime) {
    const { equipmentId, fromDate, toDate } = request.downtime;
    const equipment = await db.selectFrom('equipment').select('facility_id').where('id', '=', equipmentId).executeTakeFirst();
    if (!equipment) throw badRequest(`No equipment ${equipmentId} exists`, 'body.downtime.equipmentId');
    if (!scope.facilityIds.includes(equipment.facility_id)) {
      throw forbidden(`Equipment ${equipmentId} is not one of the planned facilities’ machines`);
    }
    if (toDate <= fromDate) throw badRequest('The downtime must end after it starts', 'body.downtime.toDate');
    if (toDate <= now) throw badRequest('The downtime has ended already', 'body.downtime.toDate');
    overrides.disruption = { equipmentId, from: fromDate, to: toDate };
  }
  if (request.acceptFrom) {
    const earlier = await readProposal(db, scope.facilityId, request.acceptFrom.proposalId);
    if (earlier.status !== 'OPEN')
      throw conflict(`Proposal ${earlier.id} was ${earlier.status === 'APPLIED' ? 'applied' : 'discarded'} already`);
    const accepted = new Set(request.acceptFrom.jobIds);
    const unknown = [...accepted].find((id) => !earlier.moves.some((move) => move.jobId === id));
    if (unknown !== undefined) throw badRequest(`Job ${unknown} is not one of the proposal's moves`, 'body.acceptFrom.jobIds');
    overrides.fixed = new Map(
      earlier.moves
        .filter((move) => accepted.has(move.jobId))
        .map((move) => [move.jobId, { equipmentId: move.after.equipmentId, from: move.after.fromDate, to: move.after.toDate }]),
    );
    overrides.held = new Set(earlier.moves.filter((move) => !accepted.has(move.jobId)).map((move) => move.jobId));
    // A build's job is kept or left like a move; a group of parts on no job is planned again.
    const accept = new Set(request.acceptFrom.buildIds ?? []);
    const builds = earlier.newJobs.flatMap((job) => (job.buildId === null ? [] : [{ ...job, buildId: job.buildId }]));
    const unknownBuild = [...accept].find((id) => !builds.some((job) => job.buildId === id));
    if (unknownBuild !== undefined)
      throw badRequest(`Build ${unknownBuild} is not one of the proposal's new jobs`, 'body.acceptFrom.buildIds');
    overrides.fixedBuilds = new Map(
      builds
        .filter((job) => accept.has(job.buildId))
        .map((job) => [job.buildId, { equipmentId: job.after.equipmentId, from: job.after.fromDate, to: job.after.toDate }]),
    );
    overrides.heldBuilds = new Set(builds.filter((job) => !accept.has(job.buildId)).map((job) => job.buildId));
  }
  return overrides;
}

/**
 * Keeps how far the search is and tells the facility's pages, at most once a second; the pages
 * read it again on hearing (GET …/plan-progress), as they do a packing's.
 */
function progressReporter(db: Db, facilityId: number, startedAt: Date) {
  const channel = new MessageChannel();
  let told = 0;
  // The writes in the order told, so an older progress never lands over a newer one.
  let kept: Promise<unknown> = Promise.resolve();
  const keep = ({ tried, of, tardiness }: PlanTaskProgress) => {
    const values = { started_at: startedAt, tried, budget: of, tardiness, updated_at: new Date() };
    kept = kept
      .then(() =>
        db
          .insertInto('plan_progress')
          .values({ facility_id: facilityId, ...values })
          .onConflict((conflict) => conflict.column('facility_id').doUpdateSet(values))
          .execute(),
      )
      .then(() =>
        db
          .insertInto('event_outbox')
          .values({
            topic: 'plan.progress',
            rfq_id: null,
            match_id: null,
            company_ids: [facilityId],
            payload: { tried, of, tardiness },
          })
          .execute(),
      )
      .catch(() => undefined);
  };
  channel.port1.on('message', (progress: PlanTaskProgress) => {
    if (Date.now() - told < PROGRESS_MS) return;
    told = Date.now();
    keep(progress);
  });
  return { port: channel.port2, close: () => channel.port1.close() };
}

/** How far the facility's latest search went: null before its first. */
export async function planProgress(db: Db, facilityId: number) {
  const row = await db.selectFrom('plan_progress').selectAll().where('facility_id', '=', facilityId).executeTakeFirst();
  return row
    ? {
        startedAt: row.started_at.getTime(),
        tried: row.tried,
        budget: row.budget,
        weightedTardinessMinutes: Number(row.tardiness),
      }
    : null;
}

/** `scope.facilityIds`: the facilities the caller may plan; the whole enterprise is planned only when asked. */
export async function makeProposal(
  deps: { db: Db; pool: PlanPool },
  scope: { facilityId: number; userId: number; itarAdmin: boolean; facilityIds: readonly number[] },
  request: PlanRequest,
  now: number,
): Promise<PlanProposal> {
  const { db, pool } = deps;
  const timeLimitSeconds = request.timeLimitSeconds ?? DEFAULT_PLAN_SECONDS;
  if (timeLimitSeconds > MAX_PLAN_SECONDS) {
    throw badRequest(`The time limit is at most ${MAX_PLAN_SECONDS} seconds`, 'body.timeLimitSeconds');
  }
  const kind = request.kind ?? (request.downtime ? 'REPAIR_STABLE' : 'PLAN');
  const seed = request.seed ?? 1;
  const wholeEnterprise = request.wholeEnterprise ?? false;
  const planned = { ...scope, facilityIds: wholeEnterprise ? scope.facilityIds : [scope.facilityId] };
  // What counts after lateness is the planner's facility's choice.
  const settings = await readPlanSettings(db, scope.facilityId);
  const overrides = await overridesOf(db, planned, request, now);
  const input = await readFacilitiesInput(db, planned.facilityIds, now, overrides, { facilityId: scope.facilityId, settings });
  const progress = progressReporter(db, scope.facilityId, new Date(now));
  let result;
  try {
    result = await pool.run({
      jobs: input.jobs,
      machines: input.machines,
      criteria: criteriaOf(kind, settings.criteria),
      current: kind === 'PLAN' ? null : currentPlaces(input),
      horizon: input.horizon,
      seed,
      timeLimitMs: timeLimitSeconds * 1000,
      progress: progress.port,
    });
  } finally {
    progress.close();
  }
  const downtime = request.downtime
    ? { ...request.downtime, equipmentName: input.machineNames.get(request.downtime.equipmentId) ?? '' }
    : null;
  const body = { kind, seed, timeLimitSeconds, ...proposalOf(input, result), wholeEnterprise, downtime };
  const basis: Basis = {
    readAt: now,
    jobs: [...input.read.values()].map((job) => [job.id, job.equipmentId, job.from, job.to, job.updatedAt]),
    facilityIds: [...planned.facilityIds],
    builds: [...input.builds.values()].map((build) => [build.id, build.updatedAt, build.facilityId, build.name]),
  };
  const row = await db
    .insertInto('plan_proposals')
    .values({
      facility_id: scope.facilityId,
      created_by: scope.userId,
      kind,
      proposal: JSON.stringify(body),
      basis: JSON.stringify(basis),
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  return { id: row.id, status: 'OPEN', createdAt: row.created_at.getTime(), ...body };
}

export async function readProposal(db: Db, facilityId: number, id: number): Promise<PlanProposal> {
  const row = await db
    .selectFrom('plan_proposals')
    .select(['id', 'status', 'created_at', 'proposal'])
    .where('id', '=', id)
    .where('facility_id', '=', facilityId)
    .executeTakeFirst();
  if (!row) throw notFound(`No plan proposal ${id}`);
  return {
    ...(row.proposal as Omit<PlanProposal, 'id' | 'status' | 'createdAt'>),
    id: row.id,
    status: row.status,
    createdAt: row.created_at.getTime(),
  };
}
