/** A job opened or created from the schedules screen or the scheduler (/service-provider/schedules/new|{id}). */
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { authApi } from 'shared/auth';
import { isDowntime, JOB_TYPES, type JobType } from 'shared/contracts';
import { Button, Loading, Page, PageHeader, Panel, useToast } from 'shared/ui';
import { jobsApi, referenceApi } from 'shared/api';
import { JobForm, newJobValues, useJobText, valuesOfJob } from 'shared/jobs';
import { useText } from '../texts';
import { JobPowderSection } from './job-powder';

export default function JobPage() {
  const text = useText();
  const jobText = useJobText();
  const navigate = useNavigate();
  const { id } = useParams();
  const [search] = useSearchParams();
  const jobId = id === undefined ? undefined : Number(id);
  const requestedType = search.get('type') as JobType | null;
  const toast = useToast();
  // The enterprise's machines: a sister facility's job (opened from the scheduler) shows its own.
  const equipments = referenceApi.useEquipmentsQuery({ allFacilities: true });
  const facility = authApi.useServiceProviderQuery();
  const job = jobsApi.useJobQuery(jobId ?? 0, { skip: jobId === undefined || !Number.isInteger(jobId) });
  const back = () => navigate(search.get('back') ?? '/service-provider/schedules');

  if (jobId !== undefined && (!Number.isInteger(jobId) || job.isError)) {
    return (
      <Page>
        <Panel title={text('jobs.detailsFailed')} tone="danger">
          <Button variant="link" onClick={back}>
            {text('jobForm.back')}
          </Button>
        </Panel>
      </Page>
    );
  }
  if (equipments.isLoading || facility.isLoading || job.isLoading || (jobId !== undefined && !job.data)) return <Loading />;

  const all = equipments.data ?? [];
  const otherFacility = job.data !== undefined && job.data.equipmentDTO.spId !== facility.data?.id;
  return (
    <Page>
      <PageHeader>
        <h1>{jobId === undefined ? jobText('jobForm.newTitle') : jobText('jobForm.editTitle', { id: jobId })}</h1>
        <Button variant="secondary" onClick={back}>
          {text('jobForm.back')}
        </Button>
      </PageHeader>
      <JobForm
        initialValues={
          job.data
            ? valuesOfJob(job.data)
            : newJobValues(requestedType && JOB_TYPES.includes(requestedType) ? requestedType : 'ORDER')
        }
        equipments={otherFacility ? all : all.filter((e) => e.spId === facility.data?.id)}
        readOnlyReason={
          otherFacility ? text('jobForm.otherFacility', { facility: job.data!.equipmentDTO.facilityName }) : undefined
        }
        onSaved={(saved, created) => {
          // Saved, the job is where it was opened from (the list, or the scheduler), which shows it.
          toast.success(
            `${text(created ? 'jobForm.created' : 'jobForm.updated')} ${saved.jobName} · ${saved.equipmentDTO.displayName}`,
          );
          back();
        }}
      />
      {/* The materials area answers for its own facility's jobs; a downtime uses no powder. */}
      {job.data && !otherFacility && !isDowntime(job.data.jobType) && <JobPowderSection job={job.data} />}
    </Page>
  );
}
