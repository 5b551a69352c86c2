/**
 * The span the figures count, as the reader chooses it: a shortcut (today, this or last week,
 * month or quarter) or days chosen by hand, the last of them counted whole. Days begin at midnight
 * in the reader's time zone and weeks on Monday; a shortcut's span is the whole day, week, month or
 * quarter, so the figures of the current one keep up as its work is done (and its plan shows whole
 * beside it). The series' periods follow the span's length: days up to a month, weeks up to four
 * months, months beyond.
 */
import type { AnalyticsPeriod } from 'shared/contracts';
import { addDays, addMonths, dayIn, daysBetween, startOfDayIn, weekday, type CalendarDay } from './zoned-days';

export const RANGE_SHORTCUTS = [
  'TODAY',
  'THIS_WEEK',
  'LAST_WEEK',
  'THIS_MONTH',
  'LAST_MONTH',
  'THIS_QUARTER',
  'LAST_QUARTER',
] as const;
export type RangeShortcut = (typeof RANGE_SHORTCUTS)[number];

/** A shortcut, or days chosen by hand (null while not chosen yet). */
export type RangeChoice = { shortcut: RangeShortcut } | { first: CalendarDay | null; last: CalendarDay | null };

/** The days of a span: its first, and the day after its last. */
interface SpanDays {
  first: CalendarDay;
  end: CalendarDay;
}

/** The span the server is asked for: [from, to) in epoch ms, the zone its periods are days of, and their length. */
export interface AnalyticsRange {
  from: number;
  to: number;
  timeZone: string;
  period: AnalyticsPeriod;
}

/** The longest span the server counts (two years and a day). */
export const MAX_SPAN_DAYS = 731;

/** The days a shortcut spans, on the day `today`. */
function shortcutDays(shortcut: RangeShortcut, today: CalendarDay): SpanDays {
  const monday = addDays(today, 1 - weekday(today));
  const month = { ...today, day: 1 };
  const quarter = { ...month, month: month.month - ((month.month - 1) % 3) };
  const spans: Record<RangeShortcut, () => SpanDays> = {
    TODAY: () => ({ first: today, end: addDays(today, 1) }),
    THIS_WEEK: () => ({ first: monday, end: addDays(monday, 7) }),
    LAST_WEEK: () => ({ first: addDays(monday, -7), end: monday }),
    THIS_MONTH: () => ({ first: month, end: addMonths(month, 1) }),
    LAST_MONTH: () => ({ first: addMonths(month, -1), end: month }),
    THIS_QUARTER: () => ({ first: quarter, end: addMonths(quarter, 3) }),
    LAST_QUARTER: () => ({ first: addMonths(quarter, -3), end: quarter }),
  };
  return spans[shortcut]();
}

/** The days a choice spans; null while days chosen by hand are missing, backwards or too many. */
function spanDays(choice: RangeChoice, today: CalendarDay): SpanDays | null {
  if ('shortcut' in choice) return shortcutDays(choice.shortcut, today);
  if (choice.first === null || choice.last === null) return null;
  const span = { first: choice.first, end: addDays(choice.last, 1) };
  const days = daysBetween(span.first, span.end);
  return days > 0 && days <= MAX_SPAN_DAYS ? span : null;
}

/** The length of a series' periods for a span of `days`. */
const periodFor = (days: number): AnalyticsPeriod => (days <= 31 ? 'DAY' : days <= 120 ? 'WEEK' : 'MONTH');

/** The span to ask for at the instant `now` in the zone, or null while the choice is not one. */
export function rangeOf(choice: RangeChoice, now: number, timeZone: string): AnalyticsRange | null {
  const span = spanDays(choice, dayIn(now, timeZone));
  if (span === null) return null;
  return {
    from: startOfDayIn(span.first, timeZone),
    to: startOfDayIn(span.end, timeZone),
    timeZone,
    period: periodFor(daysBetween(span.first, span.end)),
  };
}

/** The first and the last day of a choice, to start choosing days by hand from what is shown. */
export function chosenDays(choice: RangeChoice, now: number, timeZone: string): { first: CalendarDay; last: CalendarDay } | null {
  const span = spanDays(choice, dayIn(now, timeZone));
  return span && { first: span.first, last: addDays(span.end, -1) };
}
