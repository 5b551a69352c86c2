/**
 * The jobs a machine's own reports move. A run the machine started for a planned job turns it
 * IN_PROGRESS, PAUSED, and COMPLETED or FAILED with its actual time; a run of a build nobody
 * planned becomes a job of creation type MACHINE_CONNECTIVITY. Each goes through saveJob, so a
 * machine's report passes every rule a planner's change does (a start gate refuses it alike).
 */
import type { Job, JobInput, JobStatus } from 'shared/contracts';
import type { Trx } from '../db/database.js';
import { liveJobDocuments } from './queries.js';
import { saveJob, type FacilityScope } from './service.js';

const HOUR_MS = 3_600_000;
/** A run's hours to the second or so: a short print still has its time. */
const hoursBetween = (from: Date, to: Date) => Math.round(((to.getTime() - from.getTime()) / HOUR_MS) * 10_000) / 10_000;

/** The facility's live job named `jobName` (or with the id the machine's name carries) on this machine, not yet ended. */
export async function plannedJobOf(
  trx: Trx,
  facilityId: number,
  equipmentId: number,
  match: { jobName: string; jobId?: number },
): Promise<number | undefined> {
  const row = await trx
    .selectFrom('jobs')
    .select('id')
    .where('facility_id', '=', facilityId)
    .where('equipment_id', '=', equipmentId)
    .where('active', '=', true)
    .where('job_status', 'in', ['QUEUED', 'WAITING', 'PAUSED', 'IN_PROGRESS'])
    .$if(match.jobId !== undefined, (query) => query.where('id', '=', match.jobId!))
    .$if(match.jobId === undefined, (query) => query.where('job_name', '=', match.jobName.trim()))
    .orderBy('from_date')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

export interface MachineRunChange {
  status: Extract<JobStatus, 'IN_PROGRESS' | 'PAUSED' | 'COMPLETED' | 'FAILED'>;
  startedAt: Date | null;
  endedAt?: Date;
}

/** Moves the job as its run on the machine did; nothing when it is there already or no longer live. */
export async function moveJobByRun(trx: Trx, scope: FacilityScope, jobId: number, change: MachineRunChange): Promise<void> {
  const document = (await liveJobDocuments(trx, [jobId])).get(jobId);
  if (!document) return;
  const job = JSON.parse(document.json) as Job;
  if (job.jobStatus === change.status) return;
  const input: JobInput = { ...job, updatedAt: undefined, jobStatus: change.status };
  if (change.endedAt && change.startedAt) input.actualTime = hoursBetween(change.startedAt, change.endedAt);
  // A run nobody planned takes the machine's own times; a planned job keeps its booking.
  if (job.jobCreationType === 'MACHINE_CONNECTIVITY' && change.endedAt && change.endedAt.getTime() > job.fromDate) {
    input.toDate = change.endedAt.getTime();
  }
  await saveJob(trx, scope, input, jobId);
}

/**
 * The job of a run nobody planned: on the machine, from its start, in the material loaded on it
 * (or the first it prints), for `expectedHours` until the run reports its end.
 */
export async function createRunJob(
  trx: Trx,
  scope: FacilityScope,
  run: { equipmentId: number; jobName: string; startedAt: Date; expectedHours: number },
): Promise<number> {
  const material = await trx
    .selectFrom('equipment as e')
    .leftJoin('equipment_materials as em', (join) => join.onRef('em.equipment_id', '=', 'e.id').on('em.role', '=', 'PRIMARY'))
    .select(['e.currently_used_material_id as loaded', 'em.material_id as printable'])
    .where('e.id', '=', run.equipmentId)
    .orderBy('em.material_id')
    .limit(1)
    .executeTakeFirst();
  const materialId = material?.loaded ?? material?.printable ?? null;
  return saveJob(
    trx,
    scope,
    {
      jobName: run.jobName,
      jobStatus: 'IN_PROGRESS',
      jobCreationType: 'MACHINE_CONNECTIVITY',
      fromDate: run.startedAt.getTime(),
      toDate: run.startedAt.getTime() + Math.max(run.expectedHours, 0.25) * HOUR_MS,
      estimatedTime: run.expectedHours,
      equipmentDTO: { id: run.equipmentId },
      materialDTO: materialId === null ? null : { id: materialId },
    },
    undefined,
    { source: 'SCHEDULING', saved: async () => {}, machineRun: true },
  );
}
