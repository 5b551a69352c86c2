/**
 * The job figures of machines, computed from their jobs in windows: parts of UTC days, one machine
 * each. A day's figures add up to a span's because the days share no time: a machine's planned and
 * printing hours are unioned within each window, and what a job ended with (its estimated and run
 * hours, its pieces, its losses, its material) counts in the window its actual end falls in.
 *
 * A job's actual span is what its machine reported (its runs, from the first start to the last
 * end) or, for a machine that does not report, the job's start plus the actual time recorded; a
 * running job's actual span runs to now.
 */
import { sql, type RawBuilder } from 'kysely';
import { hoursOf, jobFiltered, type AnalyticsScope } from './scope.js';

const STARTED = sql`('IN_PROGRESS', 'PAUSED', 'COMPLETED', 'FAILED')`;
const DAY_MS = 86_400_000;

/** The facility's machines the filters keep. */
export const filteredMachines = (scope: AnalyticsScope) => sql`
  select e.id, e.display_name from equipment e join machines m on m.id = e.machine_id
  where e.facility_id = ${scope.facilityId}
    ${scope.equipmentId === undefined ? sql`` : sql`and e.id = ${scope.equipmentId}`}
    ${scope.processId === undefined ? sql`` : sql`and m.am_process_id = ${scope.processId}`}`;

/** The UTC day a moment falls on, as a timestamp at its midnight. */
const utcDay = (moment: RawBuilder<unknown>) => sql`date_trunc('day', ${moment} at time zone 'UTC')`;

/**
 * [from, to) cut at UTC midnights, for every kept machine. The pieces are listed, not generated in
 * SQL, so that the planner knows how many there are.
 */
export function dayPieces(from: Date, to: Date): RawBuilder<unknown> {
  const pieces: RawBuilder<unknown>[] = [];
  for (let start = Math.floor(from.getTime() / DAY_MS) * DAY_MS; start < to.getTime(); start += DAY_MS) {
    const day = new Date(start).toISOString().slice(0, 10);
    const piece = [new Date(Math.max(start, from.getTime())), new Date(Math.min(start + DAY_MS, to.getTime()))];
    pieces.push(sql`(${day}::date, ${piece[0]}::timestamptz, ${piece[1]}::timestamptz)`);
  }
  return sql`select k.id as equipment_id, p.day, p.w_from, p.w_to
    from machines_kept k cross join (values ${sql.join(pieces)}) as p (day, w_from, w_to)`;
}

/** The whole UTC days within a span, or none. */
export function wholeDaysOf(scope: AnalyticsScope): { from: Date; to: Date } | null {
  const from = Math.ceil(scope.from.getTime() / DAY_MS) * DAY_MS;
  const to = Math.floor(scope.to.getTime() / DAY_MS) * DAY_MS;
  return from < to ? { from: new Date(from), to: new Date(to) } : null;
}

/**
 * The whole days within [from, to) on which a kept machine has a job running now: the work of
 * such a day grows until the job ends, so it is read from the jobs, never from a stored day.
 */
export const runningDays = (scope: AnalyticsScope, from: Date, to: Date) => sql`
  select r.equipment_id, d::date as day, d at time zone 'UTC' as w_from, (d + interval '1 day') at time zone 'UTC' as w_to
  from (select j.equipment_id, min(j.span_from) as span_from from jobs j
    where j.facility_id = ${scope.facilityId} and j.span_to = 'infinity' and j.active
      and j.equipment_id in (select id from machines_kept)
    group by j.equipment_id) r
  cross join generate_series(${utcDay(sql`greatest(r.span_from, ${from}::timestamptz)`)},
    ${utcDay(sql`least(greatest(r.span_from, ${scope.now}::timestamptz), ${to}::timestamptz)`)}, interval '1 day') d
  where d at time zone 'UTC' >= ${from}::timestamptz and d at time zone 'UTC' < ${to}::timestamptz`;

/** Each window's filtered jobs that touch it, with their planned and actual spans (act_from, act_to; null for a job not started). */
const windowSpans = (scope: AnalyticsScope) => sql`
  select w.equipment_id, w.day, w.w_from, w.w_to, j.id, j.job_status, j.job_creation_type, j.from_date, j.to_date,
    j.estimated_time::float8 as estimated_hours, j.material_id, j.material_unit, j.material_quantity_used,
    coalesce(run.started_at, case when j.job_status in ${STARTED} then j.from_date end) as act_from,
    case when run.started_at is not null then run.ended_at
      when j.job_status in ('COMPLETED', 'FAILED') then j.from_date + j.actual_time * interval '1 hour'
      when j.job_status in ('IN_PROGRESS', 'PAUSED') then greatest(j.from_date, ${scope.now}) end as act_to
  from windows w
  join jobs j on j.equipment_id = w.equipment_id and j.active
    and tstzrange(j.span_from, j.span_to, '[]') && tstzrange(w.w_from, w.w_to)
  left join lateral (select min(r.started_at) as started_at, max(coalesce(r.ended_at, ${scope.now})) as ended_at
    from machine_runs r where r.job_id = j.id and r.started_at is not null) run on true
  where j.facility_id = ${scope.facilityId} and j.job_status not in ('CANCELLED', 'MERGED') and ${jobFiltered(scope)}`;

/** The CTEs a window figure reads: `windows` as given, and `spans`, its jobs. */
export const overWindows = (scope: AnalyticsScope, windows: RawBuilder<unknown>) => sql`
  machines_kept as (${filteredMachines(scope)}), windows as (${windows}), spans as (${windowSpans(scope)})`;

const endedInWindow = sql`s.act_to >= s.w_from and s.act_to < s.w_to`;

/** Each window's planned and printing hours (each a union), its completed jobs' estimated and run hours, and the pieces its jobs ended with. */
export const hoursPerWindow = (): RawBuilder<unknown> => {
  const length = (ranges: string) =>
    sql`coalesce((select sum(${hoursOf(sql`upper(piece) - lower(piece)`)}) from unnest(${sql.ref(ranges)}) piece), 0)::float8`;
  return sql`
    select equipment_id, day, ${length('planned')} as planned_hours, ${length('actual')} as actual_hours,
      ideal_hours, completed_run_hours, pieces_made
    from (select s.equipment_id, s.day,
        range_agg(tstzrange(greatest(s.from_date, s.w_from), least(s.to_date, s.w_to))) filter (
          where s.job_creation_type <> 'MACHINE_CONNECTIVITY' and s.from_date < s.w_to and s.to_date > s.w_from) as planned,
        range_agg(tstzrange(greatest(s.act_from, s.w_from), least(s.act_to, s.w_to))) filter (
          where s.act_from < s.w_to and s.act_to > s.w_from and s.act_from < s.act_to) as actual,
        coalesce(sum(s.estimated_hours) filter (where s.job_status = 'COMPLETED' and ${endedInWindow}), 0)::float8 as ideal_hours,
        coalesce(sum(${hoursOf(sql`s.act_to - s.act_from`)}) filter (where s.job_status = 'COMPLETED' and ${endedInWindow}), 0)::float8
          as completed_run_hours,
        coalesce(sum(made.pieces), 0)::int as pieces_made
      from spans s
      left join lateral (select sum(jf.quantity) as pieces from job_files jf
        where jf.job_id = s.id and s.job_status in ('COMPLETED', 'FAILED') and ${endedInWindow}) made on true
      group by s.equipment_id, s.day) per_window`;
};

/** The pieces of each window's failed builds, by cause: the process NCR raised on the build, else FAILED_BUILD. */
export const lossesPerWindow = () => sql`
  select s.equipment_id, s.day, coalesce(cause.cause, 'FAILED_BUILD') as cause, sum(jf.quantity)::int as pieces
  from spans s join job_files jf on jf.job_id = s.id
  left join lateral (select n.cause from ncrs n where n.job_id = s.id and n.kind = 'PROCESS' and n.cause is not null
    order by n.id limit 1) cause on true
  where s.job_status = 'FAILED' and ${endedInWindow}
  group by 1, 2, 3 having sum(jf.quantity) > 0`;

/** The material each window's completed jobs consumed, their secondary materials included, per material and unit. */
export const materialPerWindow = () => sql`
  select u.equipment_id, u.day, u.material_id, u.unit, sum(u.quantity) as quantity, count(distinct u.job_id)::int as jobs
  from (select s.equipment_id, s.day, s.id as job_id, s.material_id, s.material_unit as unit, s.material_quantity_used as quantity
      from spans s where s.job_status = 'COMPLETED' and ${endedInWindow} and s.material_id is not null
    union all
    select s.equipment_id, s.day, s.id, sm.material_id, s.material_unit, sm.material_quantity_used
      from spans s join job_secondary_materials sm on sm.job_id = s.id where s.job_status = 'COMPLETED' and ${endedInWindow}) u
  group by 1, 2, 3, 4`;
