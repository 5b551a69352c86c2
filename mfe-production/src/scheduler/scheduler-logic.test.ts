import type { Job } from 'shared/contracts';
import {
  dueDateWarning,
  itemOf,
  narrowToMatches,
  rangeIsValid,
  rangeOf,
  selectedSummary,
  shiftRange,
  tooltipNotes,
} from './scheduler-logic';

const DAY = 86_400_000;
// A Wednesday afternoon, local time.
const wednesday = new Date(2026, 10, 25, 15, 30).getTime();

describe('scheduler ranges', () => {
  it('defaults to the current week, Sunday to Saturday', () => {
    const { from, to } = rangeOf('week', wednesday);
    expect(new Date(from)).toEqual(new Date(2026, 10, 22));
    expect(new Date(to)).toEqual(new Date(2026, 10, 28, 23, 59, 59, 999));
  });

  it('has Today and Month shortcuts', () => {
    expect(rangeOf('day', wednesday)).toEqual({
      from: new Date(2026, 10, 25).getTime(),
      to: new Date(2026, 10, 26).getTime() - 1,
    });
    expect(rangeOf('month', wednesday)).toEqual({
      from: new Date(2026, 10, 1).getTime(),
      to: new Date(2026, 11, 1).getTime() - 1,
    });
  });

  it('moves by the range’s own length', () => {
    const week = rangeOf('week', wednesday);
    expect(shiftRange(week, 1)).toEqual(rangeOf('week', wednesday + 7 * DAY));
    expect(shiftRange(week, -1)).toEqual(rangeOf('week', wednesday - 7 * DAY));
  });

  it('allows at most 365 days (31536000000 ms) and no reversed range', () => {
    expect(rangeIsValid({ from: 0, to: 31_536_000_000 })).toBe(true);
    expect(rangeIsValid({ from: 0, to: 31_536_000_001 })).toBe(false);
    expect(rangeIsValid({ from: 10, to: 9 })).toBe(false);
  });
});

describe('scheduler texts', () => {
  const more = (count: number) => `${count} more`;
  it('names at most 2 selected filter values, then how many more', () => {
    expect(selectedSummary(['SLS'], more)).toBe('SLS');
    expect(selectedSummary(['SLS', 'MJF'], more)).toBe('SLS, MJF');
    expect(selectedSummary(['SLS', 'MJF', 'SLA', 'FDM'], more)).toBe('SLS, MJF, 2 more');
  });

  it('cuts notes at 80 characters', () => {
    expect(tooltipNotes('x'.repeat(80))).toBe('x'.repeat(80));
    expect(tooltipNotes('x'.repeat(81))).toBe(`${'x'.repeat(80)}…`);
  });

  it('warns red under 3 days to the due date and amber under 7', () => {
    expect(dueDateWarning(wednesday + 2.9 * DAY, wednesday)).toBe('red');
    expect(dueDateWarning(wednesday + 3 * DAY, wednesday)).toBe('amber');
    expect(dueDateWarning(wednesday + 6.9 * DAY, wednesday)).toBe('amber');
    expect(dueDateWarning(wednesday + 7 * DAY, wednesday)).toBeUndefined();
    expect(dueDateWarning(null, wednesday)).toBeUndefined();
  });
});

it('draws downtime dark and machine-connectivity runs in their lane', () => {
  const job = {
    id: 1,
    jobName: 'Service',
    jobType: 'POST_PROCESSING_DOWNTIME',
    jobCreationType: 'MACHINE_CONNECTIVITY',
    jobStatus: 'QUEUED',
    fromDate: 1,
    toDate: 2,
    equipmentDTO: { id: 7 },
  } as Job;
  expect(itemOf(job)).toEqual({
    id: 1,
    rowId: 7,
    start: 1,
    end: 2,
    title: 'Service',
    status: 'QUEUED',
    downtime: true,
    machineConnectivity: true,
  });
});

describe('narrowing the timeline to a job search', () => {
  const rows = [{ id: 1 }, { id: 2 }, { id: 3 }];
  const items = [
    { id: 10, rowId: 1 },
    { id: 11, rowId: 1 },
    { id: 20, rowId: 2 },
  ];

  it('keeps everything while no search is under way', () => {
    expect(narrowToMatches(rows, items, undefined)).toEqual({ rows, items });
  });

  it('keeps the machines of the matched jobs and those jobs only', () => {
    expect(narrowToMatches(rows, items, [{ id: 11, equipmentId: 1 }])).toEqual({
      rows: [{ id: 1 }],
      items: [{ id: 11, rowId: 1 }],
    });
  });

  it('keeps no machine when nothing matched, so the timeline shows its empty text', () => {
    expect(narrowToMatches(rows, items, [])).toEqual({ rows: [], items: [] });
  });
});
