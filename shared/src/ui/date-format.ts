/**
 * Pure date helpers behind DateInput. Values are epoch
 * milliseconds in the user's local time zone; moment does the parsing and formatting, in the
 * user's language (month and day names) and their date format (the order of the parts).
 */
import moment from 'moment';
import 'moment/locale/de';

// Loading a language makes it moment's global one; the platform names the language at each
// format instead, and parses typed dates as English and numbers.
moment.locale('en');

/** The user's language as moment names it: the shell keeps <html lang> at it (en-US, de-DE). */
const userLocale = () => globalThis.document?.documentElement.lang.toLowerCase() || 'en';

/** Typed formats, tried in this order with strict parsing: the first that fits wins. */
export const DATE_INPUT_FORMATS = [
  'DD-MM-YY',
  'DD-MM-YYYY',
  'DD.MM.YYYY',
  'DD/MM/YY',
  'DD/MM/YYYY',
  'M/D/YYYY',
  'D/M/YYYY',
  'MM-DD-YY',
  'MM-DD-YYYY',
  'MM/DD/YY',
  'MM/DD/YYYY',
  'YYYY-MM-DD',
  'LL',
  'll',
] as const;

export const DATE_FORMAT_STORAGE_KEY = 'date_format';
export const DEFAULT_DATE_FORMAT = 'MMM DD, YYYY';
const TIME_FORMAT = 'HH:mm';
const CALENDAR_DAYS = 42;

export interface DateLimits {
  min?: number | null;
  max?: number | null;
}

export interface TimeOfDay {
  hour: number;
  minute: number;
}

/** The user's display format: saved in local storage, 'MMM DD, YYYY' by default. */
export function getDateFormat(): string {
  return globalThis.localStorage?.getItem(DATE_FORMAT_STORAGE_KEY) || DEFAULT_DATE_FORMAT;
}

export function formatDate(value: number | null, withTime = false): string {
  if (value === null) return '';
  return moment(value)
    .locale(userLocale())
    .format(withTime ? `${getDateFormat()} ${TIME_FORMAT}` : getDateFormat());
}

/** True when the value's day lies within min and max; the limits count by whole days. */
export function isDayWithin(value: number, { min, max }: DateLimits): boolean {
  const day = moment(value);
  return !(min != null && day.isBefore(min, 'day')) && !(max != null && day.isAfter(max, 'day'));
}

/** Start of the typed day, or null when the text fits no accepted format or lies outside the limits. */
export function parseDateInput(text: string, limits: DateLimits = {}): number | null {
  const trimmed = text.trim();
  for (const format of DATE_INPUT_FORMATS) {
    const parsed = moment(trimmed, format, true);
    if (parsed.isValid()) return isDayWithin(parsed.valueOf(), limits) ? parsed.valueOf() : null;
  }
  return null;
}

/** The 42 days (6 weeks, Sunday first) of the calendar page that shows the month of `month`. */
export function calendarDays(month: number): number[] {
  const first = moment(month).startOf('month');
  // day() is 0 for Sunday whatever the locale, unlike startOf('week').
  const start = first.clone().subtract(first.day(), 'days');
  return Array.from({ length: CALENDAR_DAYS }, (_, index) => start.clone().add(index, 'days').valueOf());
}

export function startOfDay(value: number): number {
  return moment(value).startOf('day').valueOf();
}

export function addDays(value: number, days: number): number {
  return moment(value).add(days, 'days').valueOf();
}

export function addMonths(value: number, months: number): number {
  return moment(value).add(months, 'months').valueOf();
}

export function isSameDay(a: number | null, b: number | null): boolean {
  return a !== null && b !== null && moment(a).isSame(b, 'day');
}

export function isSameMonth(a: number, b: number): boolean {
  return moment(a).isSame(b, 'month');
}

export function timeOf(value: number): TimeOfDay {
  const date = moment(value);
  return { hour: date.hour(), minute: date.minute() };
}

export function withTime(value: number, { hour, minute }: TimeOfDay): number {
  return moment(value).set({ hour, minute, second: 0, millisecond: 0 }).valueOf();
}

/** Moves `day` to the time of day of `previous`, so changing the date keeps the chosen time. */
export function keepTime(day: number, previous: number | null): number {
  return previous === null ? startOfDay(day) : withTime(day, timeOf(previous));
}
