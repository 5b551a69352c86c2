/**
 * The schedules screen (/service-provider/schedules): the facility's jobs, 25 a page, by
 * default those of the last week and the two weeks ahead, filtered by type, status, machine and dates; new jobs and
 * downtime entries, and each job opens in the job form.
 */
import { useNavigate } from 'react-router-dom';
import { JobsList } from 'shared/jobs';
import { Button, Page, PageHeader, Toolbar } from 'shared/ui';
import { PlanPanel } from '../auto-plan/plan-panel';
import { useProposal } from '../auto-plan/use-proposal';
import { useText } from '../texts';

export default function SchedulesPage() {
  const text = useText();
  const navigate = useNavigate();
  const proposal = useProposal();

  return (
    <Page>
      <PageHeader>
        <h1>{text('jobs.title')}</h1>
        <Toolbar>
          <Button onClick={() => navigate('/service-provider/schedules/new')}>{text('jobs.newJob')}</Button>
          <Button variant="secondary" onClick={() => navigate('/service-provider/schedules/new?type=DOWNTIME')}>
            {text('jobs.newDowntime')}
          </Button>
        </Toolbar>
      </PageHeader>
      <JobsList label={text('jobs.title')} linkOf={(job) => `/service-provider/schedules/${job.id}`} />
      <PlanPanel proposalId={proposal.proposalId} onProposal={proposal.onProposal} />
    </Page>
  );
}
