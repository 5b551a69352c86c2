import { SEED_JOBS } from './seed.js';

/**
 * The seed places jobs in hours from the hour of seeding, and the tests find them by the
 * relation to now their status implies (a running job is on the timeline this week, a queued
 * one is upcoming). That holds whatever the minute within the hour (0–59) at which seeding ran.
 */
describe('the seeded jobs keep their place relative to now at any hour', () => {
  const jobs = Object.values(SEED_JOBS).flat();

  it.each(jobs.map((job) => [job.name, job] as const))('%s', (_name, job) => {
    const end = job.at + job.hours;
    switch (job.status) {
      case 'IN_PROGRESS':
      case 'PAUSED':
        // Started before the hour, and still running at its 59th minute.
        expect([job.at < 0, end > 1]).toEqual([true, true]);
        break;
      case 'COMPLETED':
      case 'FAILED':
        expect(end).toBeLessThanOrEqual(0);
        break;
      case 'QUEUED':
      case 'WAITING':
        expect(job.at).toBeGreaterThanOrEqual(1);
        break;
      default:
        break;
    }
  });
});
