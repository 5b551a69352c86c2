/**
 * The job figures of a span: whole UTC months and days from the machines' stored days (a month
 * is stored as the sum of its days), the partial days at its edges and the days of work still
 * running from the jobs (day-windows.ts computes both the same way). A filter on the jobs'
 * material or customer cuts inside a stored day, so such a figure reads every day from the jobs.
 *
 * Stored days are recomputed here, when a figure is next read, for the days a change marked stale
 * (the analytics-machine-days migration's triggers mark them in the writer's transaction).
 */
import { sql, type RawBuilder } from 'kysely';
import type { Db, Trx } from '../db/database.js';
import {
  dayPieces,
  hoursPerWindow,
  lossesPerWindow,
  materialPerWindow,
  overWindows,
  runningDays,
  wholeDaysOf,
} from './day-windows.js';
import type { AnalyticsScope } from './scope.js';

/** Each kind of stored day: its table, the columns that key a row within a machine's day, and those summed. */
const STORED = {
  hours: {
    table: 'analytics_machine_days',
    keys: [],
    sums: ['planned_hours', 'actual_hours', 'ideal_hours', 'completed_run_hours', 'pieces_made'],
    perWindow: hoursPerWindow,
  },
  losses: { table: 'analytics_machine_day_losses', keys: ['cause'], sums: ['pieces'], perWindow: lossesPerWindow },
  materials: {
    table: 'analytics_machine_day_materials',
    keys: ['material_id', 'unit'],
    sums: ['quantity', 'jobs'],
    perWindow: materialPerWindow,
  },
} as const;
type Stored = (typeof STORED)[keyof typeof STORED];

const columns = (names: readonly string[]) => names.map((name) => sql.ref(name));

/**
 * Recomputes the facility's stale days, and the months they fall in as the sums of their days:
 * the days are claimed into a table of this transaction (a writer marking one again meanwhile
 * leaves it for the next read), recomputed from the jobs, then stored. One reader of a facility
 * recomputes at a time; the others wait for it, then find nothing left to do.
 */
async function refreshStaleDays(trx: Trx, scope: AnalyticsScope): Promise<void> {
  const facility = sql`(select id from equipment where facility_id = ${scope.facilityId})`;
  const { rows } = await sql`select 1 from analytics_stale_days where equipment_id in ${facility} limit 1`.execute(trx);
  if (rows.length === 0) return;
  await sql`select pg_advisory_xact_lock(hashtext('analytics_stale_days'), ${scope.facilityId}::int)`.execute(trx);
  await sql`create temp table refreshing (equipment_id bigint, day date, primary key (equipment_id, day)) on commit drop`.execute(
    trx,
  );
  await sql`with claimed as (delete from analytics_stale_days where equipment_id in ${facility} returning equipment_id, day)
    insert into refreshing select distinct equipment_id, day from claimed`.execute(trx);
  await sql`create temp table refreshing_months on commit drop as
    select distinct equipment_id, date_trunc('month', day)::date as month from refreshing`.execute(trx);
  const jobs = overWindows(
    { ...scope, equipmentId: undefined, processId: undefined, materialId: undefined, customerId: undefined },
    sql`select equipment_id, day, day::timestamp at time zone 'UTC' as w_from, (day + 1)::timestamp at time zone 'UTC' as w_to
      from refreshing`,
  );
  for (const { table, keys, sums, perWindow } of Object.values(STORED)) {
    const named = [...keys, ...sums];
    await sql`delete from ${sql.table(table)} d using refreshing r
      where not d.whole_month and d.day = r.day and d.equipment_id = r.equipment_id`.execute(trx);
    await sql`insert into ${sql.table(table)} (equipment_id, whole_month, day, ${sql.join(columns(named))})
      with ${jobs} select equipment_id, false, day, ${sql.join(columns(named))} from (${perWindow()}) per_window`.execute(trx);
    await sql`delete from ${sql.table(table)} d using refreshing_months r
      where d.whole_month and d.day = r.month and d.equipment_id = r.equipment_id`.execute(trx);
    const keyed = keys.map((key) => sql.ref(`d.${key}`));
    await sql`insert into ${sql.table(table)} (equipment_id, whole_month, day, ${sql.join(columns(named))})
      select d.equipment_id, true, r.month, ${sql.join([...keyed, ...sums.map((sum) => sql`sum(${sql.ref(`d.${sum}`)})`)])}
      from refreshing_months r join ${sql.table(table)} d on d.equipment_id = r.equipment_id and not d.whole_month
        and d.day >= r.month and d.day < (r.month + interval '1 month')::date
      group by ${sql.join([sql`d.equipment_id`, sql`r.month`, ...keyed])}`.execute(trx);
  }
  await sql`drop table refreshing, refreshing_months`.execute(trx);
}

/** A job figure read after the facility's stale days are recomputed, in the figure's transaction. */
export const readingStoredDays =
  <T>(figure: (db: Db, scope: AnalyticsScope) => Promise<T>) =>
  async (trx: Trx, scope: AnalyticsScope): Promise<T> => {
    await refreshStaleDays(trx, scope);
    return figure(trx, scope);
  };

const utcDate = (moment: Date) => moment.toISOString().slice(0, 10);
const monthStart = (moment: Date, after: boolean) => {
  const first = Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), 1);
  return after && first < moment.getTime() ? Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth() + 1, 1) : first;
};

/**
 * The CTEs of a figure over the span: `windows` (what is read from the jobs) and `stored`, the
 * stored rows of the rest: whole months where no window falls, and the other whole days no
 * window covers. Without whole days in the span every day is a window and `stored` is empty.
 */
function spanOver(scope: AnalyticsScope, { table, keys, sums }: Stored): RawBuilder<unknown> {
  const named = sql.join(columns(['equipment_id', ...keys, ...sums].map((name) => `d.${name}`)));
  const whole = scope.materialId === undefined && scope.customerId === undefined ? wholeDaysOf(scope) : null;
  if (whole === null) {
    const everyDay = overWindows(scope, dayPieces(scope.from, scope.to));
    return sql`${everyDay}, stored as (select ${named} from ${sql.table(table)} d where false)`;
  }
  // The whole UTC months within the whole days, [months.from, months.to); none: both at the days' end.
  const first = monthStart(whole.from, true);
  const last = monthStart(whole.to, false);
  const months =
    first < last
      ? { from: utcDate(new Date(first)), to: utcDate(new Date(last)) }
      : { from: utcDate(whole.to), to: utcDate(whole.to) };
  const edges = [
    scope.from < whole.from && dayPieces(scope.from, whole.from),
    whole.to < scope.to && dayPieces(whole.to, scope.to),
    runningDays(scope, whole.from, whole.to),
  ].filter((part): part is RawBuilder<unknown> => part !== false);
  const kept = sql`d.equipment_id in (select id from machines_kept)`;
  const uncovered = sql`not exists (select 1 from windows w where w.equipment_id = d.equipment_id and w.day = d.day)`;
  return sql`${overWindows(scope, sql.join(edges, sql` union all `))},
    months_by_day as (select distinct equipment_id, date_trunc('month', day)::date as month from windows
      where day >= ${months.from}::date and day < ${months.to}::date),
    stored as (
      select ${named} from ${sql.table(table)} d
      where d.whole_month and d.day >= ${months.from}::date and d.day < ${months.to}::date and ${kept} and not exists (select 1 from months_by_day m where m.equipment_id = d.equipment_id and m.month = d.day)
      union all
      select ${named} from ${sql.table(table)} d where not d.whole_month and ${kept} and ${uncovered}
        and (d.day >= ${utcDate(whole.from)}::date and d.day < ${months.from}::date
          or d.day >= ${months.to}::date and d.day < ${utcDate(whole.to)}::date)
      union all
      select ${named} from months_by_day m join ${sql.table(table)} d on d.equipment_id = m.equipment_id and not d.whole_month
        and d.day >= m.month and d.day < (m.month + interval '1 month')::date
      where ${uncovered})`;
}

export interface MachineHours {
  equipment_id: number;
  machine: string;
  planned_hours: number;
  actual_hours: number;
  ideal_hours: number;
  completed_run_hours: number;
  pieces_made: number;
}

/** Each kept machine's planned and printing hours in the span, its completed jobs' estimated and run hours, and the pieces its jobs ended with. */
export async function machineHours(db: Db, scope: AnalyticsScope): Promise<MachineHours[]> {
  const { rows } = await sql<MachineHours>`
    with ${spanOver(scope, STORED.hours)},
    per_machine as (
      select equipment_id, sum(planned_hours) as planned_hours, sum(actual_hours) as actual_hours, sum(ideal_hours) as ideal_hours,
        sum(completed_run_hours) as completed_run_hours, sum(pieces_made) as pieces_made
      from (select equipment_id, planned_hours, actual_hours, ideal_hours, completed_run_hours, pieces_made
          from (${hoursPerWindow()}) live
        union all
        select equipment_id, sum(planned_hours), sum(actual_hours), sum(ideal_hours), sum(completed_run_hours), sum(pieces_made)
          from stored group by equipment_id) days
      group by equipment_id)
    select k.id as equipment_id, k.display_name as machine, coalesce(p.planned_hours, 0)::float8 as planned_hours,
      coalesce(p.actual_hours, 0)::float8 as actual_hours, coalesce(p.ideal_hours, 0)::float8 as ideal_hours,
      coalesce(p.completed_run_hours, 0)::float8 as completed_run_hours, coalesce(p.pieces_made, 0)::int as pieces_made
    from machines_kept k left join per_machine p on p.equipment_id = k.id
    order by k.display_name, k.id`.execute(db);
  return rows;
}

/** The pieces of the span's failed builds, by machine and cause. */
export async function failedBuildPieces(
  db: Db,
  scope: AnalyticsScope,
): Promise<{ equipment_id: number; cause: string; pieces: number }[]> {
  const { rows } = await sql<{ equipment_id: number; cause: string; pieces: number }>`
    with ${spanOver(scope, STORED.losses)}
    select equipment_id, cause, sum(pieces)::int as pieces
    from (select equipment_id, cause, pieces from (${lossesPerWindow()}) live
      union all select equipment_id, cause, sum(pieces) from stored group by 1, 2) days
    group by 1, 2`.execute(db);
  return rows;
}

/** The material the span's completed jobs consumed, per material and unit. */
export async function materialUsed(
  db: Db,
  scope: AnalyticsScope,
): Promise<{ material_id: number; material: string; unit: string; quantity: number; jobs: number }[]> {
  const { rows } = await sql<{ material_id: number; material: string; unit: string; quantity: number; jobs: number }>`
    with ${spanOver(scope, STORED.materials)}
    select u.material_id, m.name as material, u.unit, sum(u.quantity)::float8 as quantity, sum(u.jobs)::int as jobs
    from (select material_id, unit, quantity, jobs from (${materialPerWindow()}) live
      union all select material_id, unit, sum(quantity), sum(jobs) from stored group by 1, 2) u
    join materials m on m.id = u.material_id
    group by u.material_id, m.name, u.unit order by 4 desc, 2`.execute(db);
  return rows;
}
