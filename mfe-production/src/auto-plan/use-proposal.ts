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

/** An open proposal's moves as the timeline draws them: each job's new place, with where it comes from. */
export function proposedItems(proposal: PlanProposal | undefined): TimelineItem[] {
  if (!proposal || proposal.status !== 'OPEN') return [];
  return proposal.moves.map((move) => ({
    id: move.jobId,
    rowId: move.after.equipmentId,
    start: move.after.fromDate,
    end: move.after.toDate,
    title: move.jobName,
    status: 'QUEUED',
    downtime: false,
    machineConnectivity: false,
    proposed: { fromRowId: move.before.equipmentId, fromStart: move.before.fromDate },
  }));
}
