/**
 * Progress that comes from the shop floor (issue 13, item 1): an agreed order moves to
 * IN_MANUFACTURING, and the facility's match to IN_PROGRESS, when the first job holding one of
 * its parts starts. Called by the scheduling service in the transaction that saves the job, so
 * the order moves with the job or not at all.
 */
import type { MatchStatus, RfqStatus } from 'shared/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { moveMatch, moveOrder, SYSTEM } from './transitions.js';

export async function startManufacturing(trx: Transaction<Database>, jobId: number): Promise<void> {
  const agreed = await trx
    .selectFrom('job_files as jf')
    .innerJoin('rfq_files as pf', 'pf.id', 'jf.rfq_file_id')
    .innerJoin('rfqs as r', 'r.id', 'pf.rfq_id')
    .innerJoin('matches as m', (join) => join.onRef('m.rfq_id', '=', 'r.id').onRef('m.facility_id', '=', 'r.awarded_facility_id'))
    .select(['r.id', 'r.status', 'm.id as matchId', 'm.facility_id as facilityId', 'm.status as matchStatus'])
    .where('jf.job_id', '=', jobId)
    .where('r.status', '=', 'AGREEMENT_DONE')
    .orderBy('r.id')
    // Two jobs of one order starting at once: the second waits, then finds the order moved on.
    .forUpdate('r')
    .execute();
  // One row per part on the job: each order once.
  const orders = [...new Map(agreed.map((row) => [row.id, row])).values()];
  for (const row of orders) {
    await moveOrder(trx, { id: row.id, status: row.status as RfqStatus }, 'IN_MANUFACTURING', SYSTEM, {
      guards: { JOB_STARTED: true },
    });
    if (row.matchStatus === 'SP_BID_ACCEPTED') {
      await moveMatch(
        trx,
        { id: row.matchId, rfqId: row.id, facilityId: row.facilityId, status: row.matchStatus as MatchStatus },
        'IN_PROGRESS',
        SYSTEM,
        { guards: { JOB_STARTED: true } },
      );
    }
  }
}
