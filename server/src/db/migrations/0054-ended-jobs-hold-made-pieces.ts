import { type Kysely, sql } from 'kysely';

// Frozen: this migration never changes once released; later changes get a new file.
// It takes Kysely<any> and no app code, so it stays what it was when it ran.

/**
 * A job that has ended (completed, or failed) holds only the pieces it made: the others were
 * never printed, so no inspection can pass or scrap them, and they are to be made again. Until
 * now a failed build kept all its pieces on the order as on their way, for good.
 */
export async function migrate(db: Kysely<any>): Promise<void> {
  for (const statement of [
    `create or replace function refresh_pieces_on_jobs(parts bigint[]) returns void language sql as $$
      update rfq_files f set pieces_on_jobs = coalesce((
        select sum(case when j.job_status in ('COMPLETED', 'FAILED') then jf.completed_quantity else jf.quantity end)
        from job_files jf join jobs j on j.id = jf.job_id
        where jf.rfq_file_id = f.id and j.active and j.job_status <> 'CANCELLED' and j.job_type <> 'POST_PROCESSING_ORDER'
      ), 0)
      where f.id = any(parts)
    $$`,
    `select refresh_pieces_on_jobs(array(select distinct jf.rfq_file_id from job_files jf join jobs j on j.id = jf.job_id
      where j.job_status in ('COMPLETED', 'FAILED')))`,
  ])
    await sql.raw(statement).execute(db);
}
