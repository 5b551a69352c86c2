/**
 * Progress that comes from the shop floor: an agreed order moves to
 * IN_MANUFACTURING, and the facility's match to IN_PROGRESS, when the first job holding one of
 * its parts starts; once every part is printed, a post-processing job holding one of them that
 * starts moves both to IN_POSTPROCESSING. Called by the scheduling service in the transaction
 * that saves the job, so the order moves with the job or not at all.
 */
import type { JobType, RfqStatus } from 'shared/contracts';
import { sql } from 'kysely';
import { SYSTEM } from '../orders/index.js';
import { advance, lockedAward } from './award.js';
import { printedQuantity } from '../job-bookings/index.js';
import type { Trx } from '../db/database.js';

/** The orders whose parts the job holds that are in `status`, each once, in id order. */
async function ordersOnJob(trx: Trx, jobId: number, status: RfqStatus) {
  const rows = await trx
    .selectFrom('job_files as jf')
    .innerJoin('rfq_files as pf', 'pf.id', 'jf.rfq_file_id')
    .innerJoin('rfqs as r', 'r.id', 'pf.rfq_id')
    .select(['r.id', 'r.awarded_facility_id'])
    .where('jf.job_id', '=', jobId)
    .where('r.status', '=', status)
    .orderBy('r.id')
    .execute();
  return [...new Map(rows.map((row) => [row.id, row.awarded_facility_id!])).entries()];
}

/** Whether every part of the order is printed in full (post-processing jobs do not count). */
async function everyPartPrinted(trx: Trx, orderId: number): Promise<boolean> {
  const short = await trx
    .selectFrom('rfq_files as f')
    .select('f.id')
    .where('f.rfq_id', '=', orderId)
    .where(sql<boolean>`f.quantity > ${printedQuantity(sql.ref('f.id'))}`)
    .executeTakeFirst();
  return short === undefined;
}

/** A job was saved as started: the orders of its parts move on where the graph lets them. */
export async function productionStarted(trx: Trx, jobId: number, jobType: JobType): Promise<void> {
  const postProcessing = jobType === 'POST_PROCESSING_ORDER';
  for (const [orderId, facilityId] of await ordersOnJob(trx, jobId, postProcessing ? 'IN_MANUFACTURING' : 'AGREEMENT_DONE')) {
    // Two jobs of one order starting at once: the second waits here, then finds the order moved on.
    // The system moves the order on, whoever saved the job.
    const award = await lockedAward(trx, orderId, { facilityId, itarCleared: true });
    if (!postProcessing && award.order.status === 'AGREEMENT_DONE') {
      await advance(trx, award, 'IN_MANUFACTURING', SYSTEM, { guards: { JOB_STARTED: true } });
    } else if (postProcessing && award.order.status === 'IN_MANUFACTURING' && (await everyPartPrinted(trx, orderId))) {
      await advance(trx, award, 'IN_POSTPROCESSING', SYSTEM, { guards: { PRINTING_DONE: true } });
    }
  }
}
