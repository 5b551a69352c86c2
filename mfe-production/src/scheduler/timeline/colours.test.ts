import { JOB_STATUS_COLOURS, jobColours } from './colours';
import type { TimelineItem } from './types';

const item = (extra: Partial<TimelineItem>): TimelineItem => ({
  id: 1,
  rowId: 1,
  start: 0,
  end: 1,
  title: 'job',
  status: 'IN_PROGRESS',
  downtime: false,
  machineConnectivity: false,
  ...extra,
});

describe('job colours', () => {
  it('gives each status group a colour of its own', () => {
    const c = JOB_STATUS_COLOURS;
    expect(new Set([c.IN_PROGRESS, c.QUEUED, c.COMPLETED, c.FAILED, c.PAUSED, c.DOWNTIME]).size).toBe(6);
    expect(c.WAITING).toBe(c.QUEUED);
    expect(c.MERGED).toBe(c.COMPLETED);
    expect(c.CANCELLED).toBe(c.FAILED);
  });

  it('draws downtime dark whatever its status', () => {
    expect(jobColours(item({ downtime: true, status: 'COMPLETED' })).background).toBe(JOB_STATUS_COLOURS.DOWNTIME);
    expect(jobColours(item({ status: 'PAUSED' })).background).toBe(JOB_STATUS_COLOURS.PAUSED);
  });
});
