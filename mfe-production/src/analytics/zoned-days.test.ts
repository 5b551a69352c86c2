import { addDays, addMonths, dayIn, daysBetween, startOfDayIn, weekday } from './zoned-days';

const day = (year: number, month: number, date: number) => ({ year, month, day: date });
const at = (iso: string) => Date.parse(iso);

describe('calendar days of a time zone', () => {
  it('puts an instant on the day of the zone, not of UTC nor of the machine', () => {
    // 04:30 UTC on the 12th is still the evening of the 11th in Chicago, and the morning of the 12th in Berlin.
    expect(dayIn(at('2026-03-12T04:30:00Z'), 'America/Chicago')).toEqual(day(2026, 3, 11));
    expect(dayIn(at('2026-03-12T04:30:00Z'), 'Europe/Berlin')).toEqual(day(2026, 3, 12));
    expect(dayIn(at('2026-03-11T23:30:00Z'), 'Asia/Tokyo')).toEqual(day(2026, 3, 12));
  });

  it('starts a day at midnight of the zone, on either side of a change to summer time', () => {
    expect(startOfDayIn(day(2026, 3, 8), 'America/Chicago')).toBe(at('2026-03-08T06:00:00Z'));
    expect(startOfDayIn(day(2026, 3, 9), 'America/Chicago')).toBe(at('2026-03-09T05:00:00Z'));
    expect(startOfDayIn(day(2026, 3, 29), 'Europe/Berlin')).toBe(at('2026-03-28T23:00:00Z'));
    expect(startOfDayIn(day(2026, 3, 30), 'Europe/Berlin')).toBe(at('2026-03-29T22:00:00Z'));
    expect(startOfDayIn(day(2026, 10, 26), 'Europe/Berlin')).toBe(at('2026-10-25T23:00:00Z'));
    expect(startOfDayIn(day(2026, 1, 1), 'UTC')).toBe(at('2026-01-01T00:00:00Z'));
  });

  it('starts a day whose midnight the clocks skip at the jump', () => {
    // São Paulo moved its clocks from midnight to 1 am on 4 November 2018.
    expect(startOfDayIn(day(2018, 11, 4), 'America/Sao_Paulo')).toBe(at('2018-11-04T03:00:00Z'));
    expect(startOfDayIn(day(2018, 11, 5), 'America/Sao_Paulo')).toBe(at('2018-11-05T02:00:00Z'));
  });

  it('counts days, months and weekdays on the calendar', () => {
    expect(addDays(day(2026, 2, 27), 2)).toEqual(day(2026, 3, 1));
    expect(addDays(day(2026, 1, 1), -1)).toEqual(day(2025, 12, 31));
    expect(addMonths(day(2026, 1, 31), 1)).toEqual(day(2026, 2, 1));
    expect(addMonths(day(2026, 1, 15), -3)).toEqual(day(2025, 10, 1));
    expect(daysBetween(day(2026, 3, 1), day(2026, 4, 1))).toBe(31);
    expect([weekday(day(2026, 3, 9)), weekday(day(2026, 3, 15))]).toEqual([1, 7]);
  });
});
