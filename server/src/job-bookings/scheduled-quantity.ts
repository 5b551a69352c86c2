import { type Expression, sql } from 'kysely';

/**
 * How many of a part file are on their way: the pieces on live jobs (not cancelled, not deleted)
 * of a stage — printing, or with `postProcessing` the post-processing jobs — less those scrapped
 * at inspection, which must be made again. A job that has ended, completed or failed, holds only
 * the pieces it made: the others were never printed and are to be made again too. What is ordered minus this is what is left to
 * schedule. `fileId` is the rfq file column of the surrounding query.
 */
export const scheduledQuantity = (
  fileId: Expression<number>,
  {
    exceptJobId,
    postProcessing = false,
  }: {
    exceptJobId?: number;
    /** Count post-processing jobs instead of printing ones: a flag, or an expression of the job the part is on. */
    postProcessing?: boolean | Expression<boolean>;
  } = {},
) =>
  sql<number>`((select coalesce(sum(case when j.job_status in ('COMPLETED', 'FAILED') then jf.completed_quantity else jf.quantity end), 0)::int from job_files jf join jobs j on j.id = jf.job_id
    where jf.rfq_file_id = ${fileId} and j.active and j.job_status <> 'CANCELLED'
    and (j.job_type = 'POST_PROCESSING_ORDER') = (${postProcessing})
    ${exceptJobId === undefined ? sql`` : sql`and j.id <> ${exceptJobId}`})
    - (select s.scrapped_quantity from rfq_files s where s.id = ${fileId}))`;

/** Pieces of a part printed: completed on its printing jobs (post-processing jobs handle the same pieces again). */
export const printedQuantity = (fileId: Expression<number>) =>
  sql<number>`(select coalesce(sum(jf.completed_quantity), 0)::int from job_files jf join jobs j on j.id = jf.job_id
    where jf.rfq_file_id = ${fileId} and j.active and j.job_type <> 'POST_PROCESSING_ORDER')`;
