import { readFileSync } from 'node:fs';
import path from 'node:path';
import { WORKPLAN_LOT_STATUSES, WORKPLAN_LOT_TRANSITIONS, workplanLotAllows, workplanLotDiagram } from './workplans.js';

it('docs/work-plans.md draws the work plan lot’s graph as it is', () => {
  const doc = readFileSync(path.join(__dirname, '../../../docs/work-plans.md'), 'utf8');
  expect(doc).toContain(workplanLotDiagram());
});

it('reaches every lot state from waiting', () => {
  const reached = new Set(['WAITING', ...WORKPLAN_LOT_TRANSITIONS.map((t) => t.to)]);
  expect([...reached].sort()).toEqual([...WORKPLAN_LOT_STATUSES].sort());
});

it('lets the operator start waiting lots and finish started ones, and leaves the print step to its jobs', () => {
  expect(workplanLotAllows('START', 'WAITING', 'WORK')).toBe(true);
  expect(workplanLotAllows('FINISH', 'WAITING', 'WORK')).toBe(false);
  expect(workplanLotAllows('FINISH', 'IN_PROGRESS', 'INSPECT')).toBe(true);
  expect(workplanLotAllows('MERGE', 'IN_PROGRESS', 'WORK')).toBe(false);
  expect(workplanLotAllows('START', 'WAITING', 'PRINT')).toBe(false);
  expect(workplanLotAllows('SPLIT', 'WAITING', 'PRINT')).toBe(true);
  expect(workplanLotAllows('SPLIT', 'DONE', 'WORK')).toBe(false);
});
