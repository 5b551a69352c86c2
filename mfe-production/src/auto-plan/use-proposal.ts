import { useSearchParams } from 'react-router-dom';
import { productionApi } from '../api';
import type { TimelineItem } from '../scheduler/timeline';
import type { PlanProposal } from './api';

/**
 * The proposal a page shows, kept in its address (?proposal=ID): a reload, or a link sent to a
 * colleague, shows the same proposal.
 */
export function useProposal() {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('proposal'));
  const proposalId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const proposal = productionApi.useProposalQuery(proposalId ?? 0, { skip: proposalId === null }).data;
  const onProposal = (id: number | null) =>
    setParams(
      (was) => {
        const next = new URLSearchParams(was);
        if (id === null) next.delete('proposal');
        else next.set('proposal', String(id));
        return next;
      },
      { replace: true },
    );
  return { proposalId, proposal: proposal?.id === proposalId ? proposal : undefined, onProposal };
}

/**
 * An open proposal's moves and new jobs as the timeline draws them: each job's new place, with
 * where it comes from; a new job, which has no id yet, by its place in the list made negative.
 */
export function proposedItems(proposal: PlanProposal | undefined): TimelineItem[] {
  if (!proposal || proposal.status !== 'OPEN') return [];
  const item = (id: number, title: string, at: PlanProposal['moves'][number]['after']) => ({
    id,
    rowId: at.equipmentId,
    start: at.fromDate,
    end: at.toDate,
    title,
    status: 'QUEUED' as const,
    downtime: false,
    machineConnectivity: false,
  });
  return [
    ...proposal.moves.map((move) => ({
      ...item(move.jobId, move.jobName, move.after),
      proposed: { from: { rowId: move.before.equipmentId, start: move.before.fromDate } },
    })),
    ...proposal.newJobs.map((job, k) => ({ ...item(-(k + 1), job.jobName, job.after), proposed: { from: null } })),
  ];
}
