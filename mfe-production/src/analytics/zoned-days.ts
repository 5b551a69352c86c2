/**
 * Calendar days of an IANA time zone, with the platform's Intl only (no time-zone library): which
 * day an instant falls on there, and the instant a day begins there — midnight, or where the
 * clocks jump past midnight, the jump. The reader's days are those of their browser's zone: the
 * user's profile keeps no zone of its own.
 */

/** A day of the calendar: its year, month (1–12) and day of the month. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

const DAY_MS = 86_400_000;

/** The zone the reader's browser is set to. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

const formats = new Map<string, Intl.DateTimeFormat>();
function wallClock(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(zone, format);
  }
  return format;
}

/** The wall clock of the zone at an instant, written as if it were UTC (epoch ms). */
function wallTime(instant: number, zone: string): number {
  const parts = Object.fromEntries(
    wallClock(zone)
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

const fromUtc = (ms: number): CalendarDay => {
  const date = new Date(ms);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
};
const utcOf = ({ year, month, day }: CalendarDay) => Date.UTC(year, month - 1, day);

export const addDays = (day: CalendarDay, days: number): CalendarDay => fromUtc(utcOf(day) + days * DAY_MS);
export const addMonths = ({ year, month }: CalendarDay, months: number): CalendarDay =>
  fromUtc(Date.UTC(year, month - 1 + months, 1));
/** The days from one day to another (negative when `to` is before `from`). */
export const daysBetween = (from: CalendarDay, to: CalendarDay) => Math.round((utcOf(to) - utcOf(from)) / DAY_MS);
/** The day of the week, 1 Monday to 7 Sunday. */
export const weekday = (day: CalendarDay) => ((new Date(utcOf(day)).getUTCDay() + 6) % 7) + 1;

/** The day an instant falls on in the zone. */
export const dayIn = (instant: number, zone: string): CalendarDay => fromUtc(wallTime(instant, zone));

/** The first instant of a day in the zone. */
export function startOfDayIn(day: CalendarDay, zone: string): number {
  const wall = utcOf(day);
  // The zone's offset at midnight is that of an instant near it: guess, then correct by the offset there.
  const guess = wall - (wallTime(wall, zone) - wall);
  const corrected = wall - (wallTime(guess, zone) - guess);
  // Where the clocks jump past midnight the correction lands on the day before, and the guess on the
  // jump, the day's first instant.
  const inDay = [corrected, guess].filter((instant) => daysBetween(day, dayIn(instant, zone)) === 0);
  return Math.min(...(inDay.length > 0 ? inDay : [guess]));
}

/** A day as the kit's DateInput holds it (its midnight in the browser's zone), and back. */
export const dateInputValue = ({ year, month, day }: CalendarDay) => new Date(year, month - 1, day).getTime();
export function dayOfDateInput(value: number): CalendarDay {
  const date = new Date(value);
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}
