import { type Kysely, sql } from 'kysely';

// Frozen: this migration never changes once released; later changes get a new file.
// It takes Kysely<any> and no app code, so it stays what it was when it ran.

/**
 * Each machine's analytics figures by UTC day and month, so that a year's figure reads a few dozen
 * rows a machine instead of a year of jobs. A job keeps the span it touches (planned, recorded, and
 * reported by the machine's runs; to infinity while it runs), and any change that can move a
 * figure marks the days of that span stale, in the writer's own transaction. The figures
 * recompute stale days when they are next read, with the same query that reads the days at a
 * span's edges.
 */
export async function migrate(db: Kysely<any>): Promise<void> {
  // A row holds a UTC day, or with whole_month the sum of a UTC month's days (a year reads 12 rows a machine).
  const stored = (table: string, columns: string, key = '') => `create table ${table} (
      equipment_id bigint not null references equipment (id) on delete cascade,
      whole_month boolean not null,
      day date not null,
      ${columns}
      primary key (whole_month, day, equipment_id${key})
    )`;
  for (const statement of [
    `alter table jobs add column span_from timestamptz, add column span_to timestamptz`,
    `create function job_span(job bigint, job_from timestamptz, job_to timestamptz, job_actual_hours numeric, job_status text,
        out span_from timestamptz, out span_to timestamptz) language sql stable as $$
      select least(job_from, min(r.started_at)),
        case when job_status in ('IN_PROGRESS', 'PAUSED') or bool_or(r.ended_at is null) then 'infinity'::timestamptz
          else greatest(job_to, job_from + job_actual_hours * interval '1 hour', max(r.ended_at)) end
      from machine_runs r where r.job_id = job and r.started_at is not null
    $$`,
    `update jobs j set (span_from, span_to) = (select s.span_from, s.span_to
      from job_span(j.id, j.from_date, j.to_date, j.actual_time, j.job_status) s)`,
    `alter table jobs alter column span_from set not null, alter column span_to set not null`,
    `create function jobs_span() returns trigger language plpgsql as $$
      begin
        select s.span_from, s.span_to into new.span_from, new.span_to
          from job_span(new.id, new.from_date, new.to_date, new.actual_time, new.job_status) s;
        return new;
      end
    $$`,
    `create trigger analytics_span before insert or update of from_date, to_date, actual_time, job_status on jobs
      for each row execute function jobs_span()`,
    `create function machine_runs_span() returns trigger language plpgsql as $$
      begin
        update jobs j set (span_from, span_to) = (select s.span_from, s.span_to
          from job_span(j.id, j.from_date, j.to_date, j.actual_time, j.job_status) s)
        where j.id in (case when tg_op <> 'INSERT' then old.job_id end, case when tg_op <> 'DELETE' then new.job_id end);
        return null;
      end
    $$`,
    `create trigger analytics_span after insert or delete or update of job_id, started_at, ended_at on machine_runs
      for each row execute function machine_runs_span()`,
    `create index jobs_analytics_span on jobs using gist (equipment_id, tstzrange(span_from, span_to, '[]')) where active`,
    `create index jobs_running on jobs (facility_id) where span_to = 'infinity'`,

    // No unique key: a writer marking a day another open transaction marked too must never wait for
    // it (two writers marking two days in opposite orders would deadlock), so a day may be marked twice.
    `create table analytics_stale_days (
      equipment_id bigint not null references equipment (id) on delete cascade,
      day date not null
    )`,
    `create index analytics_stale_days_by_day on analytics_stale_days (equipment_id, day)`,
    stored(
      'analytics_machine_days',
      `planned_hours float8 not null, actual_hours float8 not null, ideal_hours float8 not null,
      completed_run_hours float8 not null, pieces_made integer not null,`,
    ),
    stored('analytics_machine_day_losses', 'cause text not null, pieces integer not null,', ', cause'),
    stored(
      'analytics_machine_day_materials',
      'material_id bigint not null, unit text not null, quantity numeric not null, jobs integer not null,',
      ', material_id, unit',
    ),
    // A running span is stale up to today: the days after it are not yet touched.
    `create function analytics_mark_days(machine bigint, starts timestamptz, ends timestamptz) returns void language sql as $$
      insert into analytics_stale_days (equipment_id, day)
      select machine, d::date from generate_series((starts at time zone 'UTC')::date,
        (case when ends = 'infinity' then greatest(starts, now()) else ends end at time zone 'UTC')::date, interval '1 day') d
      where not exists (select 1 from analytics_stale_days s where s.equipment_id = machine and s.day = d::date)
    $$`,
    `create function jobs_mark_days() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then perform analytics_mark_days(old.equipment_id, old.span_from, old.span_to); end if;
        if tg_op <> 'DELETE' then perform analytics_mark_days(new.equipment_id, new.span_from, new.span_to); end if;
        return null;
      end
    $$`,
    `create trigger analytics_days after insert or delete or update of equipment_id, facility_id, active, job_status,
        job_creation_type, from_date, to_date, estimated_time, actual_time, material_id, material_unit, material_quantity_used,
        span_from, span_to on jobs
      for each row execute function jobs_mark_days()`,
    // A job's parts, secondary materials and process NCR change its pieces, material and losses.
    `create function job_detail_mark_days() returns trigger language plpgsql as $$
      begin
        perform analytics_mark_days(j.equipment_id, j.span_from, j.span_to) from jobs j
          where j.id in (case when tg_op <> 'INSERT' then old.job_id end, case when tg_op <> 'DELETE' then new.job_id end);
        return null;
      end
    $$`,
    `create trigger analytics_days after insert or delete or update of job_id, quantity on job_files
      for each row execute function job_detail_mark_days()`,
    `create trigger analytics_days after insert or delete or update on job_secondary_materials
      for each row execute function job_detail_mark_days()`,
    `create trigger analytics_days after insert or delete or update of job_id, kind, cause on ncrs
      for each row execute function job_detail_mark_days()`,
    `select analytics_mark_days(equipment_id, span_from, span_to) from jobs`,
  ])
    await sql.raw(statement).execute(db);
}
