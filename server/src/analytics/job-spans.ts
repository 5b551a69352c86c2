/**
 * The jobs analytics counts, with their planned and actual spans. A machine's actual time is what
 * it reported (its runs, from the first start to the last end) or, for a machine that does not
 * report, its job's start plus the actual time recorded; a running job's actual time runs to now.
 */
import { sql } from 'kysely';
import { jobFiltered, type AnalyticsScope } from './scope.js';

const STARTED = sql`('IN_PROGRESS', 'PAUSED', 'COMPLETED', 'FAILED')`;

/** The facility's machines the filters keep. */
export const filteredMachines = (scope: AnalyticsScope) => sql`
  select e.id, e.display_name from equipment e join machines m on m.id = e.machine_id
  where e.facility_id = ${scope.facilityId}
    ${scope.equipmentId === undefined ? sql`` : sql`and e.id = ${scope.equipmentId}`}
    ${scope.processId === undefined ? sql`` : sql`and m.am_process_id = ${scope.processId}`}`;

/**
 * The filtered jobs that touch the span, each with its planned span and its actual one (act_from,
 * act_to; null for a job not started). A running job's actual time runs to now.
 */
export const jobSpans = (scope: AnalyticsScope) => sql`
  select j.id, j.equipment_id, j.job_status, j.job_creation_type, j.from_date, j.to_date, j.estimated_time::float8 as estimated_hours,
    j.material_id, j.material_unit, j.material_quantity_used,
    coalesce(run.started_at, case when j.job_status in ${STARTED} then j.from_date end) as act_from,
    case when run.job_id is not null then run.ended_at
      when j.job_status in ('COMPLETED', 'FAILED') then j.from_date + j.actual_time * interval '1 hour'
      when j.job_status in ('IN_PROGRESS', 'PAUSED') then greatest(j.from_date, ${scope.now}) end as act_to
  from jobs j
  left join (select r.job_id, min(r.started_at) as started_at, max(coalesce(r.ended_at, ${scope.now})) as ended_at
    from machine_runs r where r.job_id is not null and r.started_at is not null
      and r.equipment_id in (select id from machines_kept)
    group by r.job_id) run on run.job_id = j.id
  where j.facility_id = ${scope.facilityId} and j.active and j.job_status not in ('CANCELLED', 'MERGED')
    and j.equipment_id in (select id from machines_kept)
    and least(j.from_date, coalesce(run.started_at, j.from_date)) < ${scope.to}
    and greatest(j.to_date, coalesce(run.ended_at, j.to_date), j.from_date + j.actual_time * interval '1 hour') > ${scope.from}
    and ${jobFiltered(scope)}`;
