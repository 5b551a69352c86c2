/**
 * /grabcad/grabcad-jobs-scheduled, in the desktop tool's window: the facility's jobs, 25 a page,
 * from a week back by default, filtered by status, machine and dates. Each opens in the job form;
 * a queued job of parts goes to the tool's tray (INSERT_JOB) to be prepared again.
 */
import { useNavigate } from 'react-router-dom';
import { jobRules } from 'shared/contracts';
import { DesktopToolStatusPanel } from 'shared/desktop';
import { JobsList } from 'shared/jobs';
import { Button, Muted, Page, PageHeader } from 'shared/ui';
import { useTool } from '../api';
import { useText } from '../texts';
import { useSendToTray } from './use-send-to-tray';

export default function JobsScheduledPage() {
  const text = useText();
  const navigate = useNavigate();
  const tool = useTool();
  const { send, outcome } = useSendToTray(tool);

  return (
    <Page>
      <PageHeader>
        <h1>{text('scheduled.title')}</h1>
        <Button onClick={() => navigate('/grabcad/grabcad-job')}>{text('scheduled.newJob')}</Button>
      </PageHeader>
      <Muted>{text('scheduled.intro')}</Muted>
      {tool.status !== 'connected' && <DesktopToolStatusPanel status={tool.status} detail={tool.detail} />}
      {outcome && <p role={outcome.ok ? 'status' : 'alert'}>{outcome.message}</p>}
      <JobsList
        label={text('scheduled.title')}
        linkOf={(job) => `/grabcad/grabcad-job?jobId=${job.id}`}
        actions={(job) =>
          jobRules.sendableToTray(job) && (
            <Button size="sm" variant="secondary" disabled={tool.status !== 'connected'} onClick={() => void send(job)}>
              {text('scheduled.send', { job: job.jobName })}
            </Button>
          )
        }
      />
    </Page>
  );
}
