import { type Kysely, sql } from 'kysely';

// Frozen: this migration never changes once released; later changes get a new file.
// It takes Kysely<any> and no app code, so it stays what it was when it ran.

/**
 * The pieces of each part on live printing jobs (active, not cancelled, not post-processing), kept
 * on the part by the database whenever a job's parts, its status, its type or its being deleted
 * change them. The planner's list reads what is left to plan of 100,000 parts from it, in order,
 * a page at a time, where summing every part's jobs cost half a second a page.
 */
export async function migrate(db: Kysely<any>): Promise<void> {
  for (const statement of [
    `alter table rfq_files add column pieces_on_jobs integer not null default 0`,
    `create function refresh_pieces_on_jobs(parts bigint[]) returns void language sql as $$
      update rfq_files f set pieces_on_jobs = coalesce((
        select sum(jf.quantity) from job_files jf join jobs j on j.id = jf.job_id
        where jf.rfq_file_id = f.id and j.active and j.job_status <> 'CANCELLED' and j.job_type <> 'POST_PROCESSING_ORDER'
      ), 0)
      where f.id = any(parts)
    $$`,
    `create function job_files_moved_pieces() returns trigger language plpgsql as $$
      begin
        perform refresh_pieces_on_jobs(array_remove(array[
          case when tg_op <> 'INSERT' then old.rfq_file_id end,
          case when tg_op <> 'DELETE' then new.rfq_file_id end
        ], null));
        return null;
      end
    $$`,
    `create trigger pieces_on_jobs after insert or update or delete on job_files
      for each row execute function job_files_moved_pieces()`,
    `create function job_moved_pieces() returns trigger language plpgsql as $$
      begin
        perform refresh_pieces_on_jobs(array(select rfq_file_id from job_files where job_id = new.id));
        return null;
      end
    $$`,
    `create trigger pieces_on_jobs after update of active, job_status, job_type on jobs
      for each row when (old.active is distinct from new.active or old.job_status is distinct from new.job_status
        or old.job_type is distinct from new.job_type)
      execute function job_moved_pieces()`,
    // The parts already on jobs, counted as the triggers will count them from now on.
    `select refresh_pieces_on_jobs(array(select distinct rfq_file_id from job_files))`,
    // The planner's list: a facility's awarded orders earliest due first; their parts with pieces
    // left to plan, in a slim index of their own that the list and its count read without the
    // parts' rows; the parts of a material.
    `create index rfqs_awarded_due on rfqs (awarded_facility_id, estimated_delivery_date, id)`,
    `create index rfq_files_waiting on rfq_files (rfq_id, id) include (am_process_id, itar)
      where file_id is not null and (quantity + scrapped_quantity - pieces_on_jobs) > 0`,
    `create index rfq_file_materials_material on rfq_file_materials (material_id, rfq_file_id)`,
  ])
    await sql.raw(statement).execute(db);
}
