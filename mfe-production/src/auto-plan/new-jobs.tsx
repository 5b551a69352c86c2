/**
 * The jobs a proposal makes: of saved builds, each to accept or not, and of parts on no job, each
 * with its pieces (planned again with the rest when only some of the proposal is accepted); each
 * on its machine, from when to when. Applying the proposal saves them.
 */
import { useId } from 'react';
import { Muted, PlainTable } from 'shared/ui';
import { useText } from '../texts';
import type { PlanProposal } from './api';
import { usePlanFormat } from './use-plan-format';

interface NewJobsProps {
  proposal: PlanProposal;
  /** Builds the planner unticked: they wait for a later plan. */
  rejected: ReadonlySet<number>;
  toggle: (buildId: number) => void;
}

export function NewJobs({ proposal, rejected, toggle }: NewJobsProps) {
  const text = useText();
  const format = usePlanFormat();
  const heading = useId();
  if (proposal.newJobs.length === 0) return null;
  const open = proposal.status === 'OPEN';
  const named = ({ buildId, jobName }: PlanProposal['newJobs'][number]) =>
    open && buildId !== null ? (
      <label>
        <input
          type="checkbox"
          checked={!rejected.has(buildId)}
          onChange={() => toggle(buildId)}
          aria-label={text('plan.acceptBuild', { build: jobName })}
        />{' '}
        {jobName}
      </label>
    ) : (
      jobName
    );
  return (
    <>
      <h4 id={heading}>{text('plan.newJobs', { count: proposal.newJobs.length })}</h4>
      <PlainTable
        labelledBy={heading}
        columns={[text('plan.job'), text('plan.machine'), `${text('plan.start')} – ${text('plan.end')}`]}
      >
        {proposal.newJobs.map((job) => (
          <tr key={job.buildId ?? job.jobName}>
            <th scope="row">
              {named(job)}
              <br />
              <Muted>
                {job.buildId === null
                  ? job.parts.map((part) => `${format.count(part.quantity)} × ${part.fileName}`).join(', ')
                  : text('plan.ofBuild')}
              </Muted>
            </th>
            <td>{job.after.equipmentName}</td>
            <td>
              <ins>
                {format.date(job.after.fromDate)} – {format.date(job.after.toDate)}
              </ins>
              {job.changeoverMinutes > 0 && <Muted> {text('plan.changeoverBefore', { minutes: job.changeoverMinutes })}</Muted>}
            </td>
          </tr>
        ))}
      </PlainTable>
    </>
  );
}
