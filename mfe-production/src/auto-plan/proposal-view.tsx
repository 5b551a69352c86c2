/**
 * A proposal as a diff of the plan: the totals and each order's lateness before and after, the
 * jobs it moves (each to accept or not, or to pin where it is, which plans again), the saved
 * builds it makes jobs of (each to accept or not), the work it leaves and why. Apply all moves every job at once; accepting some plans the rest again around
 * them; a proposal the plan has outgrown is refused with what changed, and the planner plans again.
 */
import { useId, useState } from 'react';
import { useServerCall } from 'shared/api';
import { Button, FormFailure, Loaded, Muted, PlainList, PlainTable, StatusBadge, Toolbar, useConfirm, useToast } from 'shared/ui';
import { productionApi } from '../api';
import { useText } from '../texts';
import type { PlanProposal, PlanRequest } from './api';
import { NewJobs } from './new-jobs';
import { usePlanFormat } from './use-plan-format';

interface ProposalViewProps {
  id: number;
  onProposal: (id: number | null) => void;
  propose: (request?: Omit<PlanRequest, 'timeLimitSeconds'>) => Promise<boolean>;
}

export function ProposalView({ id, onProposal, propose }: ProposalViewProps) {
  const text = useText();
  return (
    <Loaded query={productionApi.useProposalQuery(id)} failedTitle={text('plan.proposal')}>
      {(proposal) => <Diff proposal={proposal} onProposal={onProposal} propose={propose} />}
    </Loaded>
  );
}

function Diff({ proposal, onProposal, propose }: { proposal: PlanProposal } & Omit<ProposalViewProps, 'id'>) {
  const text = useText();
  const format = usePlanFormat();
  const open = proposal.status === 'OPEN';
  return (
    <section aria-label={text('plan.proposal')}>
      <h3>
        {text('plan.proposal')} · {text(`plan.kind.${proposal.kind}`)}{' '}
        <StatusBadge tone={open ? 'progress' : proposal.status === 'APPLIED' ? 'success' : 'neutral'}>
          {text(`plan.status.${proposal.status}`)}
        </StatusBadge>
      </h3>
      {proposal.wholeEnterprise && <p>{text('plan.plansWholeEnterprise')}</p>}
      {proposal.downtime && (
        <p>
          {text('plan.downtime', {
            name: proposal.downtime.jobName,
            machine: proposal.downtime.equipmentName,
            from: format.date(proposal.downtime.fromDate),
            to: format.date(proposal.downtime.toDate),
          })}
        </p>
      )}
      <Totals proposal={proposal} />
      <Orders proposal={proposal} />
      <Moves proposal={proposal} onProposal={onProposal} propose={propose} />
      {proposal.unplanned.length > 0 && (
        <>
          <h4>{text('plan.unplanned')}</h4>
          <PlainList>
            {proposal.unplanned.map((job) => (
              <li key={`${job.jobId ?? job.buildId ?? job.jobName}-${job.reason}`}>
                {job.jobName}: {text(`plan.reason.${job.reason}`)}
              </li>
            ))}
          </PlainList>
        </>
      )}
    </section>
  );
}

function Totals({ proposal }: { proposal: PlanProposal }) {
  const text = useText();
  const format = usePlanFormat();
  const heading = useId();
  const { before, after } = proposal.totals;
  const rows: [string, string, string][] = [
    [text('plan.weightedLateness'), format.hours(before.weightedTardinessMinutes), format.hours(after.weightedTardinessMinutes)],
    [text('plan.changeovers'), format.count(before.changeovers), format.count(after.changeovers)],
    [text('plan.utilisation'), format.percent(before.utilisation), format.percent(after.utilisation)],
    [text('plan.finish'), format.date(before.finishDate), format.date(after.finishDate)],
  ];
  return (
    <>
      <h4 id={heading}>{text('plan.totals')}</h4>
      <PlainTable labelledBy={heading} columns={[text('plan.measure'), text('plan.before'), text('plan.after')]}>
        {rows.map(([measure, was, is]) => (
          <tr key={measure}>
            <th scope="row">{measure}</th>
            <td>{was}</td>
            <td>{is}</td>
          </tr>
        ))}
      </PlainTable>
    </>
  );
}

function Orders({ proposal }: { proposal: PlanProposal }) {
  const text = useText();
  const format = usePlanFormat();
  const heading = useId();
  if (proposal.orders.length === 0) return null;
  const late = (minutes: number | null) =>
    minutes === null ? text('plan.notOnAJob') : minutes > 0 ? format.hours(minutes) : text('plan.onTime');
  return (
    <>
      <h4 id={heading}>{text('plan.orders')}</h4>
      <PlainTable
        labelledBy={heading}
        columns={[text('plan.order'), text('plan.due'), text('plan.lateBefore'), text('plan.lateAfter')]}
      >
        {proposal.orders.map((order) => (
          <tr key={order.rfqId}>
            <th scope="row">{order.title}</th>
            <td>{format.date(order.dueDate)}</td>
            <td>{late(order.latenessBeforeMinutes)}</td>
            <td>{late(order.latenessAfterMinutes)}</td>
          </tr>
        ))}
      </PlainTable>
    </>
  );
}

function Moves({ proposal, onProposal, propose }: { proposal: PlanProposal } & Omit<ProposalViewProps, 'id'>) {
  const text = useText();
  const format = usePlanFormat();
  const toast = useToast();
  const heading = useId();
  const [confirm, dialog] = useConfirm();
  const [rejected, setRejected] = useState<ReadonlySet<number>>(new Set());
  const [rejectedBuilds, setRejectedBuilds] = useState<ReadonlySet<number>>(new Set());
  const [apply, applying] = productionApi.useApplyPlanMutation();
  const [discard, discarding] = productionApi.useDiscardPlanMutation();
  const [pin, pinning] = productionApi.usePinJobMutation();
  const { failure, run } = useServerCall();
  const open = proposal.status === 'OPEN';
  const busy = applying.isLoading || discarding.isLoading || pinning.isLoading;
  const accepted = proposal.moves.filter((move) => !rejected.has(move.jobId)).map((move) => move.jobId);
  const acceptedBuilds = proposal.newJobs.flatMap((job) =>
    job.buildId === null || rejectedBuilds.has(job.buildId) ? [] : [job.buildId],
  );
  const someRejected = rejected.size + rejectedBuilds.size > 0;
  const toggler = (set: typeof setRejected) => (id: number) =>
    set((was) => {
      const next = new Set(was);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const toggle = toggler(setRejected);
  const span = (from: number, to: number) => `${format.date(from)} – ${format.date(to)}`;
  return (
    <>
      <h4 id={heading}>{text('plan.moves', { count: proposal.moves.length })}</h4>
      {proposal.moves.length > 0 && (
        <PlainTable
          labelledBy={heading}
          columns={[text('plan.job'), text('plan.machine'), `${text('plan.start')} – ${text('plan.end')}`, '']}
        >
          {proposal.moves.map((move) => (
            <tr key={move.jobId}>
              <th scope="row">
                {open ? (
                  <label>
                    <input
                      type="checkbox"
                      checked={!rejected.has(move.jobId)}
                      onChange={() => toggle(move.jobId)}
                      aria-label={text('plan.accept', { job: move.jobName })}
                    />{' '}
                    {move.jobName}
                  </label>
                ) : (
                  move.jobName
                )}
              </th>
              <td>
                {move.before.equipmentName} → {move.after.equipmentName}
              </td>
              <td>
                <del>{span(move.before.fromDate, move.before.toDate)}</del>
                <br />
                <ins>{span(move.after.fromDate, move.after.toDate)}</ins>
                {move.changeoverMinutes > 0 && (
                  <Muted> {text('plan.changeoverBefore', { minutes: move.changeoverMinutes })}</Muted>
                )}
              </td>
              <td>
                {open && (
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={busy}
                    aria-label={text('plan.pinJob', { job: move.jobName })}
                    onClick={() =>
                      void run(async () => {
                        await pin({ id: move.jobId, pinned: true }).unwrap();
                        await propose();
                      })
                    }
                  >
                    {text('plan.pin')}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </PlainTable>
      )}
      <NewJobs proposal={proposal} rejected={rejectedBuilds} toggle={toggler(setRejectedBuilds)} />
      <FormFailure message={failure} />
      {open && (
        <Toolbar>
          <Button
            disabled={busy || someRejected}
            onClick={() =>
              void run(async () => {
                const { moved, made } = await apply(proposal.id).unwrap();
                toast.success(text('plan.applied', { count: moved, made }));
              })
            }
          >
            {text('plan.applyAll')}
          </Button>
          {someRejected && (
            <Button
              variant="secondary"
              disabled={busy || accepted.length + acceptedBuilds.length === 0}
              onClick={() =>
                void propose({ acceptFrom: { proposalId: proposal.id, jobIds: accepted, buildIds: acceptedBuilds } })
              }
            >
              {text('plan.acceptSelected')}
            </Button>
          )}
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() =>
              void (async () => {
                if (!(await confirm({ title: text('plan.discard'), danger: true }))) return;
                if (await run(() => discard(proposal.id).unwrap())) {
                  toast.success(text('plan.discarded'));
                  onProposal(null);
                }
              })()
            }
          >
            {text('plan.discard')}
          </Button>
          {failure && (
            <Button variant="secondary" disabled={busy} onClick={() => void propose()}>
              {text('plan.outOfDate')}
            </Button>
          )}
        </Toolbar>
      )}
      {dialog}
    </>
  );
}
