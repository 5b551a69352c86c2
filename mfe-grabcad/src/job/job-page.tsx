/**
 * /grabcad/grabcad-job, in the desktop tool's window: the job form, for a new job of the tool
 * (source GRABCAD) or for the job the tool opens from its tray (?jobId=), which is edited here
 * only while it waits in the queue: the platform answers 'The job is no longer in queue.' once a
 * colleague has started, cancelled or merged it, on opening as on saving. A queued job of parts
 * goes to the tray again with Send to Tray.
 */
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage, referenceApi } from 'shared/api';
import { jobRules, type Equipment, type Job } from 'shared/contracts';
import { DesktopToolStatusPanel, type DesktopToolState } from 'shared/desktop';
import { JobForm, newJobValues, valuesOfJob } from 'shared/jobs';
import { Button, Loading, Page, PageHeader, Panel, Toolbar, useToast } from 'shared/ui';
import { grabcadApi, useTool } from '../api';
import { useSendToTray } from '../jobs-scheduled/use-send-to-tray';
import { useText } from '../texts';

export default function JobPage() {
  const text = useText();
  const [search] = useSearchParams();
  const jobId = search.has('jobId') ? Number(search.get('jobId')) : undefined;
  const valid = jobId === undefined || (Number.isInteger(jobId) && jobId > 0);
  const navigate = useNavigate();
  const toast = useToast();
  const tool = useTool();
  const equipments = referenceApi.useEquipmentsQuery({ allFacilities: false });
  const job = grabcadApi.useTrayJobQuery(jobId ?? 0, { skip: jobId === undefined || !valid });

  if (!valid || job.isError) {
    return (
      <Page>
        <Panel title={valid ? errorMessage(job.error) : text('job.unavailable')} tone="danger">
          <Link to="/grabcad/grabcad-jobs-scheduled">{text('job.scheduled')}</Link>
        </Panel>
      </Page>
    );
  }
  if (equipments.isLoading || (jobId !== undefined && !job.data)) return <Loading />;
  return (
    <Page>
      <PageHeader>
        <h1>{job.data ? text('job.editTitle', { name: job.data.jobName }) : text('job.newTitle')}</h1>
        <Link to="/grabcad/grabcad-jobs-scheduled">{text('job.scheduled')}</Link>
      </PageHeader>
      {tool.status !== 'connected' && <DesktopToolStatusPanel status={tool.status} detail={tool.detail} />}
      <TrayJobForm
        job={job.data}
        tool={tool}
        equipments={equipments.data ?? []}
        onSaved={(saved, created) => {
          toast.success(text('job.saved', { job: saved.jobName }));
          // The saved job, as the tool would open it: read again, so a next save is on what was saved.
          if (created) navigate(`/grabcad/grabcad-job?jobId=${saved.id}`, { replace: true });
          else void job.refetch();
        }}
      />
    </Page>
  );
}

function TrayJobForm({
  job,
  tool,
  equipments,
  onSaved,
}: {
  job: Job | undefined;
  tool: DesktopToolState;
  equipments: Equipment[];
  onSaved: (job: Job, created: boolean) => void;
}) {
  const text = useText();
  const [createTrayJob] = grabcadApi.useCreateTrayJobMutation();
  const [saveTrayJob] = grabcadApi.useSaveTrayJobMutation();
  const { send, outcome } = useSendToTray(tool);
  return (
    <>
      {job && jobRules.sendableToTray(job) && (
        <Toolbar>
          <Button variant="secondary" disabled={tool.status !== 'connected'} onClick={() => void send(job)}>
            {text('job.send')}
          </Button>
          {outcome && <span role={outcome.ok ? 'status' : 'alert'}>{outcome.message}</span>}
        </Toolbar>
      )}
      <JobForm
        initialValues={job ? valuesOfJob(job) : { ...newJobValues('ORDER'), jobSource: 'GRABCAD' }}
        equipments={equipments}
        saveJob={(input) => (job ? saveTrayJob({ ...input, id: job.id }) : createTrayJob(input)).unwrap()}
        onSaved={onSaved}
      />
    </>
  );
}
