/**
 * The candidates for an NCR: the other parts made from the powder behind it. A defect found in
 * one part of a build is a question about every part built from the same batch.
 */
import { sql } from 'kysely';
import { batchNumber } from 'shared/contracts';
import type { Db } from '../db/database.js';
import { type GenealogyScope, startingJobs } from './genealogy.js';

/**
 * The other parts made from the powder behind an NCR: every part a job made from a batch that one
 * of the NCR's jobs drew from, the NCR's own part left out — the candidates for the same NCR.
 */
export async function partsSharingBatches(db: Db, scope: GenealogyScope, ncrId: number) {
  const jobIds = await startingJobs(db, scope, { ncrId });
  const { rfq_file_id: ownPart } = await db
    .selectFrom('ncrs')
    .select('rfq_file_id')
    .where('id', '=', ncrId)
    .executeTakeFirstOrThrow();
  const batches = jobIds.length
    ? (await db.selectFrom('material_job_batches').select('batch_id').distinct().where('job_id', 'in', jobIds).execute()).map(
        (row) => row.batch_id,
      )
    : [];
  if (!batches.length) return [];
  const rows = await db
    .selectFrom('material_job_batches as mjb')
    .innerJoin('job_files as jf', 'jf.job_id', 'mjb.job_id')
    .innerJoin('rfq_files as f', 'f.id', 'jf.rfq_file_id')
    .innerJoin('rfqs as r', 'r.id', 'f.rfq_id')
    .innerJoin('companies as c', 'c.id', 'r.customer_id')
    .where('mjb.batch_id', 'in', batches)
    .$if(ownPart !== null, (q) => q.where('f.id', '<>', ownPart!))
    .$if(!scope.itarCleared, (q) => q.where('r.itar', '=', false))
    .groupBy(['f.id', 'f.original_file_name', 'r.id', 'r.display_title', 'c.company_name'])
    .select([
      'f.id as partId',
      'f.original_file_name as fileName',
      'r.id as orderId',
      'r.display_title as orderTitle',
      'c.company_name as customerName',
      sql<number>`sum(jf.completed_quantity)::int`.as('made'),
      sql<number[]>`array_agg(distinct mjb.batch_id order by mjb.batch_id)`.as('batchIds'),
    ])
    .orderBy('r.id')
    .orderBy('f.id')
    .execute();
  return rows.map(({ batchIds, ...part }) => ({ ...part, batches: batchIds.map((id) => ({ id, number: batchNumber(id) })) }));
}
