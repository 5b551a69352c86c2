import { rangeOf, chosenDays, type RangeChoice } from './analytics-range';

const at = (iso: string) => Date.parse(iso);
const day = (year: number, month: number, date: number) => ({ year, month, day: date });
const span = (choice: RangeChoice, now: string, zone: string) => {
  const range = rangeOf(choice, at(now), zone);
  return range && { from: new Date(range.from).toISOString(), to: new Date(range.to).toISOString(), period: range.period };
};

describe('the span of the figures', () => {
  // Wednesday 11 March 2026, 10 am in Chicago: summer time began on Sunday the 8th.
  const CHICAGO_WEDNESDAY = '2026-03-11T15:00:00Z';

  it('takes today, this week and last week in the reader’s zone, weeks from Monday, across the change to summer time', () => {
    const zone = 'America/Chicago';
    expect(span({ shortcut: 'TODAY' }, CHICAGO_WEDNESDAY, zone)).toEqual({
      from: '2026-03-11T05:00:00.000Z',
      to: '2026-03-12T05:00:00.000Z',
      period: 'DAY',
    });
    expect(span({ shortcut: 'THIS_WEEK' }, CHICAGO_WEDNESDAY, zone)).toEqual({
      from: '2026-03-09T05:00:00.000Z',
      to: '2026-03-16T05:00:00.000Z',
      period: 'DAY',
    });
    // A week of 167 hours: from midnight in winter time to midnight in summer time.
    expect(span({ shortcut: 'LAST_WEEK' }, CHICAGO_WEDNESDAY, zone)).toEqual({
      from: '2026-03-02T06:00:00.000Z',
      to: '2026-03-09T05:00:00.000Z',
      period: 'DAY',
    });
  });

  it('takes the day of the reader’s zone late in the evening, when UTC is on the next one', () => {
    expect(span({ shortcut: 'TODAY' }, '2026-03-12T04:30:00Z', 'America/Chicago')?.from).toBe('2026-03-11T05:00:00.000Z');
  });

  it('starts the week on Monday on a Sunday', () => {
    // Sunday 29 March 2026, the day Berlin changes to summer time.
    expect(span({ shortcut: 'THIS_WEEK' }, '2026-03-29T12:00:00Z', 'Europe/Berlin')).toEqual({
      from: '2026-03-22T23:00:00.000Z',
      to: '2026-03-29T22:00:00.000Z',
      period: 'DAY',
    });
  });

  it('takes months and quarters whole in Berlin, in weeks for a quarter', () => {
    const now = '2026-04-02T10:00:00Z';
    const zone = 'Europe/Berlin';
    expect(span({ shortcut: 'LAST_MONTH' }, now, zone)).toEqual({
      from: '2026-02-28T23:00:00.000Z',
      to: '2026-03-31T22:00:00.000Z',
      period: 'DAY',
    });
    expect(span({ shortcut: 'THIS_MONTH' }, now, zone)?.to).toBe('2026-04-30T22:00:00.000Z');
    expect(span({ shortcut: 'THIS_QUARTER' }, now, zone)).toEqual({
      from: '2026-03-31T22:00:00.000Z',
      to: '2026-06-30T22:00:00.000Z',
      period: 'WEEK',
    });
    expect(span({ shortcut: 'LAST_QUARTER' }, now, zone)).toEqual({
      from: '2025-12-31T23:00:00.000Z',
      to: '2026-03-31T22:00:00.000Z',
      period: 'WEEK',
    });
  });

  it('goes back across the new year', () => {
    const monday = '2026-01-05T12:00:00Z';
    const zone = 'America/Chicago';
    expect(span({ shortcut: 'LAST_WEEK' }, monday, zone)?.from).toBe('2025-12-29T06:00:00.000Z');
    expect(span({ shortcut: 'LAST_MONTH' }, monday, zone)?.from).toBe('2025-12-01T06:00:00.000Z');
    expect(span({ shortcut: 'LAST_QUARTER' }, monday, zone)).toEqual({
      from: '2025-10-01T05:00:00.000Z',
      to: '2026-01-01T06:00:00.000Z',
      period: 'WEEK',
    });
  });

  it('counts days chosen by hand whole, the last one too, and its periods by the span’s length', () => {
    const now = '2026-03-11T15:00:00Z';
    const zone = 'Europe/Berlin';
    expect(span({ first: day(2026, 10, 1), last: day(2026, 10, 31) }, now, zone)).toEqual({
      from: '2026-09-30T22:00:00.000Z',
      to: '2026-10-31T23:00:00.000Z',
      period: 'DAY',
    });
    expect(span({ first: day(2026, 1, 1), last: day(2026, 1, 1) }, now, zone)?.period).toBe('DAY');
    expect(span({ first: day(2026, 1, 1), last: day(2026, 2, 1) }, now, zone)?.period).toBe('WEEK');
    expect(span({ first: day(2026, 1, 1), last: day(2026, 4, 30) }, now, zone)?.period).toBe('WEEK');
    expect(span({ first: day(2026, 1, 1), last: day(2026, 5, 1) }, now, zone)?.period).toBe('MONTH');
  });

  it('asks nothing while a day is missing, the days run backwards, or they are more than the server counts', () => {
    const now = '2026-03-11T15:00:00Z';
    expect(span({ first: day(2026, 1, 1), last: null }, now, 'UTC')).toBeNull();
    expect(span({ first: day(2026, 1, 2), last: day(2026, 1, 1) }, now, 'UTC')).toBeNull();
    expect(span({ first: day(2024, 1, 1), last: day(2025, 12, 31) }, now, 'UTC')).not.toBeNull();
    expect(span({ first: day(2024, 1, 1), last: day(2026, 1, 1) }, now, 'UTC')).toBeNull();
  });

  it('gives a shortcut’s first and last day, to go on choosing by hand from', () => {
    expect(chosenDays({ shortcut: 'LAST_MONTH' }, at('2026-03-11T15:00:00Z'), 'Asia/Tokyo')).toEqual({
      first: day(2026, 2, 1),
      last: day(2026, 2, 28),
    });
  });
});
