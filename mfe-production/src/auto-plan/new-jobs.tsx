/**
 * The saved builds a proposal makes jobs of: each on its machine, from when to when, to accept or
 * not; applying the proposal saves each accepted one as a job there.
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
  return (
    <>
      <h4 id={heading}>{text('plan.newJobs', { count: proposal.newJobs.length })}</h4>
      <PlainTable
        labelledBy={heading}
        columns={[text('plan.build'), text('plan.machine'), `${text('plan.start')} – ${text('plan.end')}`]}
      >
        {proposal.newJobs.map((job) => (
          <tr key={job.buildId}>
            <th scope="row">
              {open ? (
                <label>
                  <input
                    type="checkbox"
                    checked={!rejected.has(job.buildId)}
                    onChange={() => toggle(job.buildId)}
                    aria-label={text('plan.acceptBuild', { build: job.jobName })}
                  />{' '}
                  {job.jobName}
                </label>
              ) : (
                job.jobName
              )}
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
