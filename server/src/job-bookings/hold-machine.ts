/**
 * Holding a machine's queue: its queued jobs wait (WAITING) rather than start, as when a
 * critical fault on the machine is being investigated. Running and finished jobs are left as
 * they are; each held job tells the facility's pages and webhooks, like any change of a job.
 */
import type { Trx } from '../db/database.js';

/** Holds the queued jobs of one of the facility's machines; the jobs held. */
export async function holdQueuedJobs(trx: Trx, facilityId: number, equipmentId: number): Promise<{ id: number; name: string }[]> {
  const held = await trx
    .updateTable('jobs')
    .set({ job_status: 'WAITING' })
    .where('facility_id', '=', facilityId)
    .where('equipment_id', '=', equipmentId)
    .where('job_status', '=', 'QUEUED')
    .returning(['id', 'job_name', 'job_type'])
    .execute();
  if (held.length) {
    await trx
      .insertInto('event_outbox')
      .values(
        held.map((job) => ({
          topic: 'job.saved',
          rfq_id: null,
          match_id: null,
          company_ids: [facilityId],
          payload: { jobId: job.id, jobName: job.job_name, jobType: job.job_type, from: 'QUEUED', to: 'WAITING' },
        })),
      )
      .execute();
  }
  return held.map((job) => ({ id: job.id, name: job.job_name }));
}
