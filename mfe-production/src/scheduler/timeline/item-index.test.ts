import { indexItems, visibleItems } from './item-index';
import type { TimelineItem } from './types';

let nextId = 1;
const job = (rowId: number, start: number, end: number, extra: Partial<TimelineItem> = {}): TimelineItem => ({
  id: nextId++,
  rowId,
  start,
  end,
  title: `job ${nextId}`,
  status: 'QUEUED',
  downtime: false,
  machineConnectivity: false,
  ...extra,
});

describe('indexItems', () => {
  it('groups jobs by row, sorted by start, and leaves cancelled jobs out', () => {
    const late = job(1, 50, 60);
    const early = job(1, 10, 20);
    const cancelled = job(1, 30, 40, { status: 'CANCELLED' });
    const other = job(2, 0, 5);
    const index = indexItems([late, cancelled, other, early]);
    expect(index.get(1)?.items).toEqual([early, late]);
    expect(index.get(2)?.items).toEqual([other]);
    expect(index.get(3)).toBeUndefined();
  });
});

describe('visibleItems', () => {
  it('finds the jobs that intersect the window, with touching edges outside it', () => {
    const before = job(1, 0, 10);
    const across = job(1, 15, 25);
    const inside = job(1, 30, 40);
    const after = job(1, 50, 60);
    const row = indexItems([before, across, inside, after]).get(1);
    expect(visibleItems(row, { start: 10, end: 50 })).toEqual([across, inside]);
  });

  it('finds a long job that started well before the window and overlaps shorter ones', () => {
    const long = job(1, 0, 1000, { machineConnectivity: true });
    const short = job(1, 10, 20);
    const row = indexItems([long, short, job(1, 30, 40)]).get(1);
    expect(visibleItems(row, { start: 500, end: 600 })).toEqual([long]);
  });

  it('returns nothing for a row without jobs', () => {
    expect(visibleItems(undefined, { start: 0, end: 10 })).toEqual([]);
  });

  it('agrees with a plain filter on random overlapping data', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 10_000;
    const items = Array.from({ length: 2000 }, () => {
      const start = random();
      return job(1, start, start + random() / 20);
    });
    const row = indexItems(items).get(1);
    for (let i = 0; i < 200; i++) {
      const start = random();
      const window = { start, end: start + random() / 10 };
      const expected = items
        .filter((item) => item.start < window.end && item.end > window.start)
        .sort((a, b) => a.start - b.start);
      expect(visibleItems(row, window)).toEqual(expected);
    }
  });
});
