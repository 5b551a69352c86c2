import type { PlanProposal } from './api';
import { proposedItems } from './use-proposal';

const slot = (equipmentId: number, fromDate: number) => ({
  equipmentId,
  equipmentName: `M${equipmentId}`,
  fromDate,
  toDate: fromDate + 10,
});
const totals = { weightedTardinessMinutes: 0, changeovers: 0, utilisation: 0, finishDate: 0 };
const proposal = (status: PlanProposal['status']): PlanProposal => ({
  id: 1,
  kind: 'PLAN',
  status,
  createdAt: 0,
  seed: 1,
  timeLimitSeconds: 10,
  movesTried: 0,
  moves: [{ jobId: 7, jobName: 'Batch 7', before: slot(1, 500), after: slot(2, 100), changeoverMinutes: 0 }],
  newJobs: [{ buildId: 7, parts: [], jobName: 'Build 7', after: slot(1, 300), estimatedHours: 1, changeoverMinutes: 0 }],
  unplanned: [],
  orders: [],
  totals: { before: totals, after: totals },
  wholeEnterprise: false,
  downtime: null,
});

describe('an open proposal on the timeline', () => {
  it('draws each move at its new place, with where the job comes from', () => {
    expect(proposedItems(proposal('OPEN'))).toEqual([
      expect.objectContaining({
        id: 7,
        rowId: 2,
        start: 100,
        end: 110,
        title: 'Batch 7',
        proposed: { from: { rowId: 1, start: 500 } },
      }),
      // A new job, apart from job 7, and from nowhere.
      expect.objectContaining({ id: -1, rowId: 1, start: 300, title: 'Build 7', proposed: { from: null } }),
    ]);
  });

  it('draws nothing once the proposal is applied or discarded', () => {
    expect(proposedItems(proposal('APPLIED'))).toEqual([]);
    expect(proposedItems(proposal('DISCARDED'))).toEqual([]);
    expect(proposedItems(undefined)).toEqual([]);
  });
});
