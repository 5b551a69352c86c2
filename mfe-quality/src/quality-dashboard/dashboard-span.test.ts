import { spanOf } from './dashboard-span';

// A fixed moment, read in the test's own time zone as the page reads it in the reader's.
const TODAY = new Date(2026, 4, 20, 15, 30).getTime();

describe('the span the dashboard counts', () => {
  it('starts so many days back at midnight and ends now', () => {
    expect(spanOf({ days: 90 }, TODAY)).toEqual({ from: new Date(2026, 1, 19).getTime() });
  });

  it('counts days chosen by hand whole, the last one included', () => {
    const chosen = { from: new Date(2026, 2, 1, 12).getTime(), to: new Date(2026, 2, 31, 8).getTime() };
    expect(spanOf(chosen, TODAY)).toEqual({ from: new Date(2026, 2, 1).getTime(), to: new Date(2026, 3, 1).getTime() });
  });

  it('asks nothing while a day is missing or the last comes before the first', () => {
    expect(spanOf({ from: TODAY, to: null }, TODAY)).toBeNull();
    expect(spanOf({ from: TODAY, to: TODAY - 2 * 86_400_000 }, TODAY)).toBeNull();
    expect(spanOf({ from: TODAY, to: TODAY }, TODAY)).not.toBeNull();
  });
});
