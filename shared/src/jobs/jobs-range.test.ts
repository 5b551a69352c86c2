import { SCHEDULING_LIMITS } from 'shared/contracts';
import { defaultJobsRange, jobsRangeValid } from './jobs-range.js';

const DAY = 86_400_000;
const NOW = Date.UTC(2030, 0, 15, 9);

describe('the range of a list of jobs', () => {
  it('opens on the last week and the two weeks ahead', () => {
    expect(defaultJobsRange(NOW)).toEqual({ from: NOW - 7 * DAY, to: NOW + 14 * DAY });
    expect(jobsRangeValid(defaultJobsRange(NOW))).toBe(true);
  });

  it('refuses a cleared date, an end before the start and a span longer than the server takes', () => {
    expect(jobsRangeValid({ from: null, to: NOW })).toBe(false);
    expect(jobsRangeValid({ from: NOW, to: null })).toBe(false);
    expect(jobsRangeValid({ from: NOW, to: NOW - 1 })).toBe(false);
    expect(jobsRangeValid({ from: NOW, to: NOW + SCHEDULING_LIMITS.maxRangeMs })).toBe(true);
    expect(jobsRangeValid({ from: NOW, to: NOW + SCHEDULING_LIMITS.maxRangeMs + 1 })).toBe(false);
  });
});
