import moment from 'moment';
import { calendarDays, formatDate, getDateFormat, isDayWithin, keepTime, parseDateInput, withTime } from './date-format';

const day = (year: number, month: number, date: number) => new Date(year, month - 1, date).getTime();

afterEach(() => localStorage.clear());

describe('parseDateInput', () => {
  it.each([
    ['15-03-24', day(2024, 3, 15)],
    ['15-03-2024', day(2024, 3, 15)],
    ['15.03.2024', day(2024, 3, 15)],
    ['15/03/24', day(2024, 3, 15)],
    ['15/03/2024', day(2024, 3, 15)],
    ['3/15/2024', day(2024, 3, 15)],
    ['15/3/2024', day(2024, 3, 15)],
    ['03-15-24', day(2024, 3, 15)],
    ['03-15-2024', day(2024, 3, 15)],
    ['03/15/24', day(2024, 3, 15)],
    ['03/15/2024', day(2024, 3, 15)],
    ['2024-03-15', day(2024, 3, 15)],
    ['March 15, 2024', day(2024, 3, 15)],
    ['Mar 15, 2024', day(2024, 3, 15)],
    ['  2024-03-15 ', day(2024, 3, 15)],
  ])('reads %s', (text, expected) => {
    expect(parseDateInput(text)).toBe(expected);
  });

  it('tries the formats in the order of DATE_INPUT_FORMATS, so day-first wins when both fit', () => {
    expect(parseDateInput('01/02/2024')).toBe(day(2024, 2, 1));
    expect(parseDateInput('01-02-2024')).toBe(day(2024, 2, 1));
  });

  it('tries M/D/YYYY before D/M/YYYY for single-digit parts', () => {
    expect(parseDateInput('1/2/2024')).toBe(day(2024, 1, 2));
  });

  it.each(['', 'tomorrow', '2024/03/15', '31/02/2024', '15-03-2024 10:00', '2024-3-15', '15 03 2024'])('rejects %p', (text) => {
    expect(parseDateInput(text)).toBeNull();
  });

  it('rejects a date before min or after max, counting whole days', () => {
    const limits = { min: day(2024, 3, 10) + 15 * 3600_000, max: day(2024, 3, 20) };
    expect(parseDateInput('09/03/2024', limits)).toBeNull();
    expect(parseDateInput('21/03/2024', limits)).toBeNull();
    expect(parseDateInput('10/03/2024', limits)).toBe(day(2024, 3, 10));
    expect(parseDateInput('20/03/2024', limits)).toBe(day(2024, 3, 20));
  });
});

describe('formatDate', () => {
  it('uses MMM DD, YYYY by default', () => {
    expect(getDateFormat()).toBe('MMM DD, YYYY');
    expect(formatDate(day(2024, 3, 5))).toBe('Mar 05, 2024');
  });

  it('uses the format saved under date_format', () => {
    localStorage.setItem('date_format', 'DD.MM.YYYY');
    expect(formatDate(day(2024, 3, 5))).toBe('05.03.2024');
  });

  it('adds the time when asked and shows nothing for no value', () => {
    expect(formatDate(day(2024, 3, 5) + (14 * 60 + 30) * 60_000, true)).toBe('Mar 05, 2024 14:30');
    expect(formatDate(null)).toBe('');
  });

  it('names the month in the user’s language, in the user’s format', () => {
    document.documentElement.lang = 'de-DE';
    try {
      expect(formatDate(day(2026, 12, 5))).toBe('Dez. 05, 2026');
      localStorage.setItem('date_format', 'DD. MMMM YYYY');
      expect(formatDate(day(2026, 3, 5))).toBe('05. März 2026');
    } finally {
      document.documentElement.lang = '';
    }
    expect(formatDate(day(2026, 3, 5))).toBe('05. March 2026');
  });
});

describe('calendarDays', () => {
  it('gives 42 consecutive days starting on the Sunday on or before the 1st', () => {
    const days = calendarDays(day(2024, 3, 15));
    expect(days).toHaveLength(42);
    expect(days[0]).toBe(day(2024, 2, 25));
    expect(days[41]).toBe(day(2024, 4, 6));
    expect(days.map((value) => moment(value).diff(days[0], 'days'))).toEqual(Array.from({ length: 42 }, (_, index) => index));
  });

  it('starts on the 1st itself when the month begins on a Sunday', () => {
    expect(calendarDays(day(2024, 9, 30))[0]).toBe(day(2024, 9, 1));
  });

  it('starts on Sunday even in a Monday-first locale', () => {
    expect(moment.locale('de')).toBe('de');
    try {
      expect(new Date(calendarDays(day(2024, 3, 15))[0]!).getDay()).toBe(0);
    } finally {
      moment.locale('en');
    }
  });
});

describe('isDayWithin', () => {
  it('is open-ended without limits', () => {
    expect(isDayWithin(day(1990, 1, 1), {})).toBe(true);
    expect(isDayWithin(day(2024, 3, 15), { min: day(2024, 3, 16) })).toBe(false);
    expect(isDayWithin(day(2024, 3, 15), { max: day(2024, 3, 14) })).toBe(false);
  });
});

describe('keepTime', () => {
  it('moves a new day to the previous time of day', () => {
    const previous = withTime(day(2024, 3, 1), { hour: 9, minute: 45 });
    expect(keepTime(day(2024, 3, 15), previous)).toBe(withTime(day(2024, 3, 15), { hour: 9, minute: 45 }));
    expect(keepTime(day(2024, 3, 15) + 5000, null)).toBe(day(2024, 3, 15));
  });
});
