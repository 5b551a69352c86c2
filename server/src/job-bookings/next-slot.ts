import { sql } from 'kysely';
import type { Db } from '../db/database.js';

const MINUTE = 60_000;

/**
 * The earliest time from `now` (rounded up to the minute) at which the machine is free for
 * `hours` hours: downtime and every live booking count. Bookings on a machine never overlap
 * (the exclusion constraint), so in order of end each booking's gap runs from the end of the
 * one before it to its start; the first gap long enough wins, else the slot follows the last
 * booking. The bookings that end after now are read from the index of bookings (migration
 * 0009-machine-bookings-index) without touching the table. The same statement reads the machine's facility,
 * for the caller's access check: one round trip for what a planner asks each time a job's
 * length changes. Undefined for no machine.
 */
export async function nextAvailableSlot(
  db: Db,
  equipmentId: number,
  hours: number,
  now: number,
  exceptJobId?: number,
): Promise<{ facilityId: number; slot: { fromDate: number; toDate: number } } | undefined> {
  const start = new Date(Math.ceil(now / MINUTE) * MINUTE);
  const length = Math.round(hours * 3_600_000);
  const { rows } = await sql<{ facility_id: number; gap_start: Date }>`
    with busy as not materialized (
      select from_date, to_date from jobs
      where equipment_id = ${equipmentId} and active and job_status <> 'CANCELLED'
        and job_creation_type <> 'MACHINE_CONNECTIVITY' and to_date > ${start}
        ${exceptJobId === undefined ? sql`` : sql`and id <> ${exceptJobId}`}
    )
    select e.facility_id, coalesce(
      (select gap_start from (
         select from_date, to_date, greatest(${start}::timestamptz, lag(to_date) over (order by to_date)) as gap_start
         from busy
       ) gaps
       where from_date >= gap_start + ${`${length} milliseconds`}::interval
       order by to_date limit 1),
      (select greatest(${start}::timestamptz, max(to_date)) from busy)
    ) as gap_start
    from equipment e where e.id = ${equipmentId}`.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  const from = row.gap_start.getTime();
  return { facilityId: row.facility_id, slot: { fromDate: from, toDate: from + length } };
}
