/**
 * What a machine's events do, whichever adapter brought them. Each is stored once (the source's
 * id dedupes a re-read), and in the same transaction moves the machine's run and its job: a
 * start matches a planned job (by the id its name carries, or by its name) and starts it, or
 * makes a MACHINE_CONNECTIVITY job; layers move the run's progress; a pause, the end or an abort
 * move the job as well. Events may come late or twice: a run that ended takes no late start,
 * layer or pause, and a machine's state takes no older state. When the platform refuses what
 * the machine did (a start gate, a material the machine cannot print), the event is still kept
 * and the refusal shows as the run's error; the job stays as it was.
 */
import { sql } from 'kysely';
import type { Trx } from '../db/database.js';
import type { Db } from '../db/database.js';
import { HttpError } from '../http/errors.js';
import { createRunJob, moveJobByRun, plannedJobOf, type FacilityScope, type MachineRunChange } from '../scheduling/index.js';
import type { MachineEvent } from './events.js';
import { applyFeedstock } from './feedstock.js';
import { recordLayerOfOpenRun } from './layer-event.js';

/** The connected machine an event is for. */
export interface MachineSource {
  facilityId: number;
  equipmentId: number;
  /** A regular expression whose first group is the platform's job id in the machine's job name; empty: match the job's name. */
  jobIdPattern: string;
  /** Who set the connection up: the jobs' changes are recorded as theirs. */
  actingUserId: number;
}

/** The source of a connection's events, from its stored row. */
export const sourceOf = (connection: {
  facility_id: number;
  equipment_id: number;
  job_id_pattern: string;
  updated_by: number | null;
}): MachineSource => ({
  facilityId: connection.facility_id,
  equipmentId: connection.equipment_id,
  jobIdPattern: connection.job_id_pattern,
  actingUserId: connection.updated_by ?? 0,
});

type JobEvent = Extract<MachineEvent, { jobName: string }>;
type RunStatus = 'RUNNING' | 'PAUSED' | 'FINISHED' | 'ABORTED';
type Run = { id: number; job_id: number | null; status: RunStatus; started_at: Date | null; ended_at: Date | null };

const scopeOf = (source: MachineSource): FacilityScope => ({
  facilityId: source.facilityId,
  userId: source.actingUserId,
  readable: [source.facilityId],
  itarAdmin: false,
});

/** Stores the event and applies it: 'duplicate' when its source id was stored before. */
export async function recordMachineEvent(db: Db, source: MachineSource, event: MachineEvent): Promise<'stored' | 'duplicate'> {
  if (event.type === 'JOB_LAYER') {
    const layered = await recordLayerOfOpenRun(db, source, event);
    if (layered !== 'no open run') return layered;
  }
  return db.transaction().execute(async (trx) => {
    const stored = await trx
      .insertInto('machine_events')
      .values({
        facility_id: source.facilityId,
        equipment_id: source.equipmentId,
        source_id: event.sourceId,
        type: event.type,
        occurred_at: new Date(event.occurredAt),
        payload: JSON.stringify(event),
      })
      .onConflict((oc) => oc.columns(['equipment_id', 'source_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!stored) return 'duplicate';
    await trx
      .insertInto('machine_status')
      .values({ equipment_id: source.equipmentId, connected: true, last_contact_at: new Date() })
      .onConflict((oc) => oc.column('equipment_id').doUpdateSet({ connected: true, last_contact_at: new Date() }))
      .execute();
    const jobId = await apply(trx, source, event);
    await trx
      .insertInto('event_outbox')
      .values({
        topic: 'machine.changed',
        rfq_id: null,
        match_id: null,
        company_ids: [source.facilityId],
        payload: { equipmentId: source.equipmentId, type: event.type, jobId },
      })
      .execute();
    return 'stored';
  });
}

/** The adapter's own word on the connection: connected, when it last heard the machine, what went wrong. */
export async function recordHealth(
  db: Db | Trx,
  equipmentId: number,
  health: { connected: boolean; lastContactAt?: string; error?: string },
): Promise<void> {
  const values = {
    connected: health.connected,
    ...(health.lastContactAt ? { last_contact_at: new Date(health.lastContactAt) } : {}),
    error: health.error ?? null,
    error_at: health.error ? new Date() : null,
  };
  await db
    .insertInto('machine_status')
    .values({ equipment_id: equipmentId, ...values })
    .onConflict((oc) => oc.column('equipment_id').doUpdateSet(values))
    .execute();
}

async function apply(trx: Trx, source: MachineSource, event: MachineEvent): Promise<number | null> {
  const at = new Date(event.occurredAt);
  switch (event.type) {
    case 'MACHINE_STATE':
      await trx
        .updateTable('machine_status')
        .set({ state: event.state, state_at: at })
        .where('equipment_id', '=', source.equipmentId)
        .where((eb) => eb.or([eb('state_at', 'is', null), eb('state_at', '<=', at)]))
        .execute();
      return null;
    case 'ALARM':
      await trx
        .updateTable('machine_status')
        .set({
          alarm: event.active
            ? JSON.stringify({ code: event.code, severity: event.severity, message: event.message, since: event.occurredAt })
            : null,
        })
        .where('equipment_id', '=', source.equipmentId)
        .$if(!event.active, (query) => query.where(sql`alarm->>'code'`, '=', event.code))
        .execute();
      return null;
    case 'FEEDSTOCK_LOADED':
    case 'FEEDSTOCK_CONSUMED': {
      const refused = await refusable(trx, () => applyFeedstock(trx, source, event));
      if (event.type === 'FEEDSTOCK_LOADED')
        await trx
          .updateTable('machine_status')
          .set({ feedstock_error: refused })
          .where('equipment_id', '=', source.equipmentId)
          .execute();
      return null;
    }
    default:
      return applyToRun(trx, source, event, at);
  }
}

async function applyToRun(trx: Trx, source: MachineSource, event: JobEvent, at: Date): Promise<number | null> {
  const latest = await trx
    .selectFrom('machine_runs')
    .select(['id', 'job_id', 'status', 'started_at', 'ended_at'])
    .where('equipment_id', '=', source.equipmentId)
    .where('job_name', '=', event.jobName)
    .orderBy('id', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
  // An event from before the latest run ended belongs to that run: it only fills in its start.
  if (latest?.ended_at && at <= latest.ended_at) {
    if (event.type === 'JOB_STARTED' && latest.started_at === null) {
      await trx.updateTable('machine_runs').set({ started_at: at }).where('id', '=', latest.id).execute();
    }
    return latest.job_id;
  }
  const open = latest && !latest.ended_at ? latest : undefined;
  if (event.type === 'JOB_STARTED') {
    if (!open) return (await startRun(trx, source, event, at)).job_id;
    if (open.started_at === null || at < open.started_at) {
      await trx.updateTable('machine_runs').set({ started_at: at }).where('id', '=', open.id).execute();
    }
    return open.job_id;
  }
  // A run first heard of mid-way (the start was missed) starts now.
  const run = open ?? (await startRun(trx, source, event, at));
  const total = 'totalLayers' in event ? event.totalLayers : undefined;
  switch (event.type) {
    case 'JOB_LAYER':
      await trx
        .updateTable('machine_runs')
        .set((eb) => ({ layer: sql`greatest(coalesce(${eb.ref('layer')}, 0), ${event.layer})`, total_layers: total ?? null }))
        .where('id', '=', run.id)
        .execute();
      return run.job_id;
    case 'JOB_PAUSED':
      if (run.status === 'RUNNING') await moveRun(trx, source, run, 'PAUSED', { status: 'PAUSED', startedAt: run.started_at });
      return run.job_id;
    case 'JOB_RESUMED':
      if (run.status === 'PAUSED')
        await moveRun(trx, source, run, 'RUNNING', { status: 'IN_PROGRESS', startedAt: run.started_at });
      return run.job_id;
    case 'JOB_FINISHED':
      await moveRun(trx, source, run, 'FINISHED', { status: 'COMPLETED', startedAt: run.started_at, endedAt: at });
      if (event.layers !== undefined)
        await trx.updateTable('machine_runs').set({ layer: event.layers }).where('id', '=', run.id).execute();
      return run.job_id;
    case 'JOB_ABORTED':
      await moveRun(trx, source, run, 'ABORTED', { status: 'FAILED', startedAt: run.started_at, endedAt: at });
      return run.job_id;
  }
}

/** A new run of the machine, and its job: the planned one it matches, started, or a new MACHINE_CONNECTIVITY job. */
async function startRun(trx: Trx, source: MachineSource, event: JobEvent, at: Date): Promise<Run> {
  const planned = await plannedJobOf(trx, source.facilityId, source.equipmentId, {
    jobName: event.jobName,
    jobId: jobIdIn(source.jobIdPattern, event.jobName),
  });
  let jobId = planned ?? null;
  const refused = await refusable(trx, async () => {
    if (planned !== undefined) {
      await moveJobByRun(trx, scopeOf(source), planned, { status: 'IN_PROGRESS', startedAt: at });
    } else {
      const totalLayers = 'totalLayers' in event ? event.totalLayers : undefined;
      jobId = await createRunJob(trx, scopeOf(source), {
        equipmentId: source.equipmentId,
        jobName: event.jobName,
        startedAt: at,
        expectedHours: await expectedHours(trx, source.equipmentId, totalLayers),
      });
    }
  });
  if (refused !== null && planned === undefined) jobId = null;
  const run = await trx
    .insertInto('machine_runs')
    .values({
      equipment_id: source.equipmentId,
      job_name: event.jobName,
      job_id: jobId,
      status: 'RUNNING',
      started_at: at,
      error: refused,
    })
    .returning(['id', 'job_id', 'status', 'started_at', 'ended_at'])
    .executeTakeFirstOrThrow();
  await trx.updateTable('machine_status').set({ run_id: run.id }).where('equipment_id', '=', source.equipmentId).execute();
  return run;
}

async function moveRun(trx: Trx, source: MachineSource, run: Run, status: RunStatus, change: MachineRunChange): Promise<void> {
  const refused =
    run.job_id === null ? null : await refusable(trx, () => moveJobByRun(trx, scopeOf(source), run.job_id!, change));
  await trx
    .updateTable('machine_runs')
    .set({ status, ...(change.endedAt ? { ended_at: change.endedAt } : {}), ...(refused === null ? {} : { error: refused }) })
    .where('id', '=', run.id)
    .execute();
  run.status = status;
}

/** Runs `work` so that the platform's refusal undoes only it: its message, or null when it was done. */
async function refusable(trx: Trx, work: () => Promise<void>): Promise<string | null> {
  await sql`savepoint machine_job`.execute(trx);
  try {
    await work();
    await sql`release savepoint machine_job`.execute(trx);
    return null;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    await sql`rollback to savepoint machine_job`.execute(trx);
    return error.message;
  }
}

/** The platform's job id the machine's job name carries, by the connection's pattern. */
function jobIdIn(pattern: string, jobName: string): number | undefined {
  if (!pattern) return undefined;
  const found = new RegExp(pattern).exec(jobName)?.[1];
  const id = found === undefined ? NaN : Number(found);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** How long a run nobody planned is expected to take: its layers at the machine's layer time, or an hour. */
async function expectedHours(trx: Trx, equipmentId: number, totalLayers: number | undefined): Promise<number> {
  if (totalLayers === undefined) return 1;
  const machine = await trx
    .selectFrom('equipment')
    .select('layer_seconds')
    .where('id', '=', equipmentId)
    .executeTakeFirstOrThrow();
  return Math.round(((totalLayers * Number(machine.layer_seconds)) / 3600) * 100) / 100;
}
