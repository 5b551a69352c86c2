import { type Kysely, sql } from 'kysely';

// Frozen: this migration never changes once released; later changes get a new file.
// It takes Kysely<any> and no app code, so it stays what it was when it ran.

/**
 * What the analytics figures look up: a job's machine runs, the moment a facility's quote was
 * awarded, and a facility's shipments and inspections by their dates.
 */
export async function migrate(db: Kysely<any>): Promise<void> {
  for (const statement of [
    `create index machine_runs_job_idx on machine_runs (job_id) where job_id is not null`,
    `create index order_events_award_idx on order_events (match_id, created_at) where to_status = 'BID_APPROVED'`,
    `create index shipments_ship_date_idx on shipments (facility_id, ship_date)`,
    `create index inspections_created_idx on inspections (facility_id, created_at)`,
  ])
    await sql.raw(statement).execute(db);
}
