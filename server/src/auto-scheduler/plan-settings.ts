/**
 * A facility's planning settings: the order of the criteria after lateness, its working week and
 * closed days in its own time zone, whether a job must start inside working hours (unattended
 * machines run through the night, but someone starts them), and the time parts take from a print
 * to its post-processing. A facility that never saved them plans with the defaults.
 */
import { sql } from 'kysely';
import { PLAN_ORDER_CRITERIA } from 'shared/contracts';
import type { Db, Trx } from '../db/database.js';
import { badRequest } from '../http/errors.js';

type PlanOrderCriterion = (typeof PLAN_ORDER_CRITERIA)[number];

/** A working week and its closed days: the facility's, or a machine's own. */
export interface Calendar {
  /** ISO weekdays: 1 is Monday, 7 Sunday. */
  workingDays: number[];
  /** Minutes after midnight, local time. */
  dayStartMinute: number;
  dayEndMinute: number;
  /** YYYY-MM-DD, local dates. */
  closedDays: string[];
}

export interface PlanSettings extends Calendar {
  /** CHANGEOVERS and FINISH in the order they count after the least weighted tardiness. */
  criteria: PlanOrderCriterion[];
  startInWorkingHours: boolean;
  timeZone: string;
  transferMinutes: number;
}

const DEFAULT_PLAN_SETTINGS: PlanSettings = {
  criteria: ['CHANGEOVERS', 'FINISH'],
  startInWorkingHours: false,
  workingDays: [1, 2, 3, 4, 5],
  dayStartMinute: 420,
  dayEndMinute: 1080,
  closedDays: [],
  timeZone: 'UTC',
  transferMinutes: 60,
};

export async function readPlanSettings(db: Db | Trx, facilityId: number): Promise<PlanSettings> {
  const row = await db
    .selectFrom('plan_settings')
    .select(['criteria', 'start_in_working_hours', 'working_days', 'day_start_minute', 'day_end_minute'])
    .select(['time_zone', 'transfer_minutes', sql<string[]>`closed_days::text[]`.as('closed_days')])
    .where('facility_id', '=', facilityId)
    .executeTakeFirst();
  if (!row) return DEFAULT_PLAN_SETTINGS;
  return {
    criteria: row.criteria as PlanOrderCriterion[],
    startInWorkingHours: row.start_in_working_hours,
    workingDays: row.working_days,
    dayStartMinute: row.day_start_minute,
    dayEndMinute: row.day_end_minute,
    closedDays: row.closed_days,
    timeZone: row.time_zone,
    transferMinutes: row.transfer_minutes,
  };
}

/** Checks what the schema cannot: a known time zone, a day that ends after it starts, each criterion once. */
export async function savePlanSettings(db: Db, facilityId: number, settings: PlanSettings): Promise<void> {
  if (!Intl.supportedValuesOf('timeZone').includes(settings.timeZone) && settings.timeZone !== 'UTC') {
    throw badRequest(`${settings.timeZone} is not a time zone`, 'body.timeZone');
  }
  checkCalendar(settings, 'body');
  if (new Set(settings.criteria).size !== PLAN_ORDER_CRITERIA.length) {
    throw badRequest('Name each of CHANGEOVERS and FINISH once', 'body.criteria');
  }
  const values = {
    criteria: settings.criteria,
    start_in_working_hours: settings.startInWorkingHours,
    ...calendarColumns(settings),
    time_zone: settings.timeZone,
    transfer_minutes: settings.transferMinutes,
  };
  await db
    .insertInto('plan_settings')
    .values({ facility_id: facilityId, ...values })
    .onConflict((conflict) => conflict.column('facility_id').doUpdateSet(values))
    .execute();
}

export function checkCalendar(calendar: Calendar, path: string): void {
  if (calendar.dayEndMinute <= calendar.dayStartMinute) {
    throw badRequest('The working day must end after it starts', `${path}.dayEndMinute`);
  }
}

/** A calendar as its columns are stored, each day once and in order. */
export function calendarColumns(calendar: Calendar) {
  return {
    working_days: [...new Set(calendar.workingDays)].sort(),
    day_start_minute: calendar.dayStartMinute,
    day_end_minute: calendar.dayEndMinute,
    closed_days: [...new Set(calendar.closedDays)].sort(),
  };
}

/**
 * The working hours between two instants as [from, to) in epoch ms, worked out by the database in
 * the facility's time zone, so a change to or from summer time moves them as the clock on the wall does.
 */
export async function workingHours(
  db: Db | Trx,
  calendar: Calendar,
  zone: string,
  from: number,
  to: number,
): Promise<[number, number][]> {
  const { dayStartMinute: start, dayEndMinute: end } = calendar;
  const rows = await sql<{ opens: Date; closes: Date }>`
    select (day + make_interval(mins => ${start}::int)) at time zone ${zone} as opens,
           (day + make_interval(mins => ${end}::int)) at time zone ${zone} as closes
    from generate_series(
      date_trunc('day', ${new Date(from)}::timestamptz at time zone ${zone}),
      ${new Date(to)}::timestamptz at time zone ${zone},
      interval '1 day'
    ) as day
    where extract(isodow from day)::int = any(${calendar.workingDays}::int[])
      and not (day::date::text = any(${calendar.closedDays}::text[]))
    order by day`.execute(db);
  return rows.rows.map((row) => [new Date(row.opens).getTime(), new Date(row.closes).getTime()]);
}
