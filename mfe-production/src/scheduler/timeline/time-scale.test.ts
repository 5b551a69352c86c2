import { DAY_MS, dayStarts, HOUR_MS, hourStarts, initialViewStart, renderWindow, toX, weekendSpans } from './time-scale';

// jest.config.cjs runs these tests in Europe/Berlin, where summer time starts on Sunday 2025-03-30.
const local = (day: number, hour = 0) => new Date(2025, 2, day, hour).getTime();

describe('dayStarts', () => {
  it('gives local midnights, a daylight-saving day being 23 hours long', () => {
    const days = dayStarts({ start: local(29, 12), end: local(31, 12) });
    expect(days).toEqual([local(30), local(31)]);
    expect(local(31) - local(30)).toBe(23 * HOUR_MS);
  });
});

describe('hourStarts', () => {
  it('gives every local full hour, 23 of them on the day summer time starts', () => {
    expect(hourStarts({ start: local(30), end: local(31) })).toHaveLength(23);
    expect(hourStarts({ start: local(3, 9) + 1, end: local(3, 12) })).toEqual([local(3, 10), local(3, 11)]);
  });
});

describe('weekendSpans', () => {
  it('shades each Saturday and Sunday as one span from Saturday midnight to Monday midnight', () => {
    // Monday 3 March to Monday 17 March 2025.
    expect(weekendSpans({ start: local(3), end: local(17) })).toEqual([
      { start: local(8), end: local(10) },
      { start: local(15), end: local(17) },
    ]);
  });

  it('clips the weekends to the span', () => {
    expect(weekendSpans({ start: local(9, 12), end: local(15, 6) })).toEqual([
      { start: local(9, 12), end: local(10) },
      { start: local(15), end: local(15, 6) },
    ]);
  });

  it('follows the local calendar across a daylight-saving switch', () => {
    expect(weekendSpans({ start: local(24), end: local(31) })).toEqual([{ start: local(29), end: local(31) }]);
  });
});

describe('renderWindow', () => {
  const range = { start: 0, end: 100 * DAY_MS };

  it('renders the visible time plus one visible width on each side', () => {
    expect(renderWindow({ start: 10 * DAY_MS, end: 17 * DAY_MS }, null, range)).toEqual({ start: 3 * DAY_MS, end: 24 * DAY_MS });
  });

  it('keeps the current window while the visible time stays inside it', () => {
    const current = { start: 3 * DAY_MS, end: 24 * DAY_MS };
    expect(renderWindow({ start: 12 * DAY_MS, end: 19 * DAY_MS }, current, range)).toBe(current);
    expect(renderWindow({ start: 20 * DAY_MS, end: 27 * DAY_MS }, current, range)).toEqual({
      start: 13 * DAY_MS,
      end: 34 * DAY_MS,
    });
  });

  it('renders afresh once the current window is wider than three visible widths, as after zooming in', () => {
    const weeks = { start: 0, end: 21 * DAY_MS };
    expect(renderWindow({ start: 7 * DAY_MS, end: 8 * DAY_MS }, weeks, range)).toEqual({ start: 6 * DAY_MS, end: 9 * DAY_MS });
  });

  it('stays within the range', () => {
    expect(renderWindow({ start: 0, end: 7 * DAY_MS }, null, range)).toEqual({ start: 0, end: 14 * DAY_MS });
    expect(renderWindow({ start: 95 * DAY_MS, end: 102 * DAY_MS }, null, range)).toEqual({
      start: 88 * DAY_MS,
      end: 100 * DAY_MS,
    });
  });
});

describe('initialViewStart', () => {
  const range = { start: 0, end: 100 * DAY_MS };

  it('opens a quarter of the visible time before now', () => {
    expect(initialViewStart(range, 50 * DAY_MS, 8 * DAY_MS)).toBe(48 * DAY_MS);
  });

  it('opens at the start of the range when now is not in it', () => {
    expect(initialViewStart(range, 200 * DAY_MS, 8 * DAY_MS)).toBe(0);
    expect(initialViewStart({ start: 10 * DAY_MS, end: 20 * DAY_MS }, 11 * DAY_MS, 8 * DAY_MS)).toBe(10 * DAY_MS);
  });
});

describe('toX', () => {
  it('maps time to pixels, clamping to the drawn range', () => {
    const scale = { from: 1000, to: 5000, pxPerMs: 0.5 };
    expect(toX(scale, 3000)).toBe(1000);
    expect(toX(scale, 0)).toBe(0);
    expect(toX(scale, 9000)).toBe(2000);
  });
});
