/**
 * Applying or discarding a proposal. An apply moves every job of the proposal in one
 * transaction, or none: it first reads the facility's jobs again, locked, and refuses (409,
 * naming them) when any differs from what the plan read — moved, changed, cancelled or new, as a
 * colleague's change or a machine gone down makes them; so with a saved build changed, saved as a
 * job or deleted since. The proposal's new jobs are saved in the same transaction: its builds
 * as their jobs, its groups of parts on no job as jobs (refused, 409, where fewer pieces are left
 * to schedule than the group holds). The no-double-booking constraint is checked at the end of the transaction, so jobs
 * may pass through each other's slots on the way.
 */
import { sql } from 'kysely';
import type { BuildScope } from '../builds/index.js';
import type { Db, Trx } from '../db/database.js';
import { conflict, forbidden, notFound } from '../http/errors.js';
import type { Basis, BasisJob } from './plan-run.js';
import type { PlanProposal } from './plan-schemas.js';

const EXCLUSION_VIOLATION = '23P01';
const HOUR = 3_600_000;

/** A group of parts on no job as a proposal makes it a job. */
export interface PartsJobInput {
  jobName: string;
  equipmentId: number;
  fromDate: number;
  toDate: number;
  /** The plan's estimate of its print. */
  hours: number;
  parts: { rfqId: number; rfqFileId: number; quantity: number }[];
}

/** How an apply makes its new jobs, in its transaction: scheduling's, which makes every job with the job form's rules. */
export interface JobMakers {
  /** Saves a build as its job at a start, refusing (409) a build changed since `updatedAt`. */
  makeBuildJob: (trx: Trx, scope: BuildScope, buildId: number, input: { fromDate: number; updatedAt: number }) => Promise<void>;
  /** Saves parts on no job as a job on a printer, refusing (409) more pieces than are left to schedule. */
  makePartsJob: (trx: Trx, scope: BuildScope, input: PartsJobInput) => Promise<void>;
}

type PlanChange = {
  jobId: number | null;
  buildId: number | null;
  jobName: string;
  change: 'MOVED' | 'CHANGED' | 'REMOVED' | 'ADDED';
};

const CHANGE_WORDS: Record<PlanChange['change'], string> = {
  MOVED: 'was moved',
  CHANGED: 'was changed',
  REMOVED: 'was cancelled or deleted',
  ADDED: 'was added',
};

async function lockedProposal(trx: Trx, facilityId: number, id: number) {
  const row = await trx
    .selectFrom('plan_proposals')
    .select(['id', 'status', 'proposal', 'basis'])
    .where('id', '=', id)
    .where('facility_id', '=', facilityId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(`No plan proposal ${id}`);
  if (row.status !== 'OPEN') throw conflict(`This proposal was ${row.status === 'APPLIED' ? 'applied' : 'discarded'} already`);
  return { proposal: row.proposal as PlanProposal, basis: row.basis as Basis };
}

/** What differs between the jobs the plan read and the planned facilities' jobs now (read locked). */
async function changesSince(trx: Trx, basis: Basis): Promise<PlanChange[]> {
  const known = new Map<number, BasisJob>(basis.jobs.map((job) => [job[0], job]));
  const live = (query: ReturnType<typeof jobsQuery>) =>
    query
      .where('active', '=', true)
      .where('job_status', '<>', 'CANCELLED')
      .where('job_creation_type', '<>', 'MACHINE_CONNECTIVITY');
  const jobsQuery = () =>
    trx
      .selectFrom('jobs')
      .select(['id', 'job_name', 'equipment_id', 'from_date', 'to_date', 'updated_at', 'active', 'job_status']);
  const [now, before] = await Promise.all([
    live(jobsQuery().where('facility_id', 'in', basis.facilityIds).where('to_date', '>', new Date(basis.readAt)))
      .forUpdate()
      .execute(),
    known.size
      ? jobsQuery()
          .where('id', 'in', [...known.keys()])
          .forUpdate()
          .execute()
      : Promise.resolve([]),
  ]);
  const changes: PlanChange[] = [];
  for (const row of before) {
    const [, equipmentId, from, to, updatedAt] = known.get(row.id)!;
    const change =
      !row.active || row.job_status === 'CANCELLED'
        ? 'REMOVED'
        : row.equipment_id !== equipmentId || row.from_date.getTime() !== from || row.to_date.getTime() !== to
          ? 'MOVED'
          : row.updated_at.getTime() !== updatedAt
            ? 'CHANGED'
            : null;
    if (change) changes.push({ jobId: row.id, buildId: null, jobName: row.job_name, change });
  }
  for (const row of now)
    if (!known.has(row.id)) changes.push({ jobId: row.id, buildId: null, jobName: row.job_name, change: 'ADDED' });
  return [...changes, ...(await buildChangesSince(trx, basis))];
}

/** The saved builds of the basis changed since (a new job of theirs is among the jobs added), or deleted. */
async function buildChangesSince(trx: Trx, basis: Basis): Promise<PlanChange[]> {
  if (basis.builds.length === 0) return [];
  const rows = await trx
    .selectFrom('builds')
    .select(['id', 'name', 'updated_at'])
    .where(
      'id',
      'in',
      basis.builds.map(([id]) => id),
    )
    .forUpdate()
    .execute();
  return basis.builds.flatMap(([id, updatedAt, , name]): PlanChange[] => {
    const row = rows.find((build) => build.id === id);
    if (!row) return [{ jobId: null, buildId: id, jobName: name, change: 'REMOVED' }];
    return row.updated_at.getTime() === updatedAt ? [] : [{ jobId: null, buildId: id, jobName: row.name, change: 'CHANGED' }];
  });
}

function outOfDate(changes: PlanChange[]) {
  const named = changes.slice(0, 3).map((c) => `${c.jobName} ${CHANGE_WORDS[c.change]}`);
  const more = changes.length > 3 ? ` and ${changes.length - 3} more` : '';
  return conflict(`The plan changed since this proposal was made: ${named.join('; ')}${more}. Plan again.`, { changes });
}

/** A job saved, as the facility that owns it hears of it. */
type JobSaved = { facilityId: number; payload: Record<string, unknown> };

/** The downtime a repair plans around, booked on its machine for the machine's own facility. */
async function bookDowntime(trx: Trx, downtime: NonNullable<PlanProposal['downtime']>): Promise<JobSaved> {
  const machine = await trx
    .selectFrom('equipment as e')
    .innerJoin('machines as m', 'm.id', 'e.machine_id')
    .select(['m.kind', 'e.facility_id'])
    .where('e.id', '=', downtime.equipmentId)
    .executeTakeFirstOrThrow();
  const printer = machine.kind === 'THREED_PRINTER';
  const row = await trx
    .insertInto('jobs')
    .values({
      facility_id: machine.facility_id,
      equipment_id: downtime.equipmentId,
      job_name: downtime.jobName,
      job_type: printer ? 'DOWNTIME' : 'POST_PROCESSING_DOWNTIME',
      equipment_type: machine.kind,
      from_date: new Date(downtime.fromDate),
      to_date: new Date(downtime.toDate),
      estimated_time: Math.round(((downtime.toDate - downtime.fromDate) / HOUR) * 100) / 100,
      actual_time: 0,
      material_quantity_used: 0,
      material_id: null,
      support_material_id: null,
      simulation_software_id: null,
    })
    .returning(['id', 'job_type'])
    .executeTakeFirstOrThrow();
  return {
    facilityId: machine.facility_id,
    payload: { jobId: row.id, jobName: downtime.jobName, jobType: row.job_type, from: null, to: 'QUEUED' },
  };
}

/** The facility of each of these machines, read at once. */
async function facilitiesOf(trx: Trx, equipmentIds: number[]): Promise<Map<number, number>> {
  if (!equipmentIds.length) return new Map();
  const rows = await trx.selectFrom('equipment').select(['id', 'facility_id']).where('id', 'in', equipmentIds).execute();
  return new Map(rows.map((row) => [row.id, row.facility_id]));
}

/** `scope.facilityIds`: the facilities the caller may plan now, every one of the proposal's among them. */
export async function applyProposal(
  deps: { db: Db } & JobMakers,
  scope: BuildScope & { facilityIds: readonly number[] },
  id: number,
): Promise<{ moved: number; made: number }> {
  const { db, makeBuildJob, makePartsJob } = deps;
  try {
    return await db.transaction().execute(async (trx) => {
      const { proposal, basis } = await lockedProposal(trx, scope.facilityId, id);
      if (!basis.facilityIds.every((facility) => scope.facilityIds.includes(facility))) {
        throw forbidden('This proposal plans facilities you may no longer plan');
      }
      const changes = await changesSince(trx, basis);
      if (changes.length) throw outOfDate(changes);
      await sql`set constraints jobs_no_double_booking deferred`.execute(trx);
      const events: JobSaved[] = [];
      for (const move of proposal.moves) {
        const row = await trx
          .updateTable('jobs')
          .set({
            equipment_id: move.after.equipmentId,
            from_date: new Date(move.after.fromDate),
            to_date: new Date(move.after.toDate),
            updated_at: new Date(),
          })
          .where('id', '=', move.jobId)
          .returning(['job_type', 'facility_id'])
          .executeTakeFirstOrThrow();
        events.push({
          facilityId: row.facility_id,
          payload: {
            jobId: move.jobId,
            jobName: move.jobName,
            jobType: row.job_type,
            from: 'QUEUED',
            to: 'QUEUED',
            proposalId: id,
          },
        });
      }
      if (proposal.downtime) events.push(await bookDowntime(trx, proposal.downtime));
      // Each new job tells its own facility as it is saved.
      const buildsRead = new Map(basis.builds.map(([buildId, updatedAt, facilityId]) => [buildId, { updatedAt, facilityId }]));
      const partsJobFacilities = await facilitiesOf(
        trx,
        proposal.newJobs.filter((job) => job.buildId === null).map((job) => job.after.equipmentId),
      );
      for (const job of proposal.newJobs) {
        const { equipmentId, fromDate, toDate } = job.after;
        if (job.buildId !== null) {
          const { updatedAt, facilityId } = buildsRead.get(job.buildId)!;
          await makeBuildJob(trx, { ...scope, facilityId }, job.buildId, { fromDate, updatedAt });
          continue;
        }
        await makePartsJob(
          trx,
          { ...scope, facilityId: partsJobFacilities.get(equipmentId)! },
          { jobName: job.jobName, equipmentId, fromDate, toDate, hours: job.estimatedHours, parts: job.parts },
        );
      }
      await trx
        .updateTable('plan_proposals')
        .set({ status: 'APPLIED', decided_by: scope.userId, decided_at: new Date() })
        .where('id', '=', id)
        .execute();
      // For the webhooks (job.*) and open pages of the facility that owns each moved job, as a save of it tells.
      const tell = (topic: string, companyIds: number[], payload: Record<string, unknown>) => ({
        topic,
        rfq_id: null,
        match_id: null,
        company_ids: companyIds,
        payload,
      });
      await trx
        .insertInto('event_outbox')
        .values([
          ...events.map((event) => tell('job.saved', [event.facilityId], event.payload)),
          tell('plan.changed', [scope.facilityId], { proposalId: id, status: 'APPLIED' }),
        ])
        .execute();
      return { moved: proposal.moves.length, made: proposal.newJobs.length };
    });
  } catch (error) {
    if ((error as { code?: string }).code === EXCLUSION_VIOLATION) {
      throw conflict('The plan no longer fits the machines’ bookings. Plan again.');
    }
    throw error;
  }
}

export async function discardProposal(db: Db, scope: { facilityId: number; userId: number }, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockedProposal(trx, scope.facilityId, id);
    await trx
      .updateTable('plan_proposals')
      .set({ status: 'DISCARDED', decided_by: scope.userId, decided_at: new Date() })
      .where('id', '=', id)
      .execute();
    await trx
      .insertInto('event_outbox')
      .values({
        topic: 'plan.changed',
        rfq_id: null,
        match_id: null,
        company_ids: [scope.facilityId],
        payload: { proposalId: id, status: 'DISCARDED' },
      })
      .execute();
  });
}
