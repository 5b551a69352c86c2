/**
 * The schedules screen (/service-provider/schedules): the facility's jobs, 25 a page, by
 * default those of the last week and the two weeks ahead, filtered by type, status, machine and dates; new jobs and
 * downtime entries, and each job opens in the job form.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { jobsApi, referenceApi } from 'shared/api';
import { JOB_STATUSES, JOB_TYPES, SCHEDULING_LIMITS, type JobStatus, type JobType } from 'shared/contracts';
import { defaultJobsRange, JobsTable, jobsRangeValid, useJobText } from 'shared/jobs';
import { Button, DateInput, Loaded, Muted, Page, PageHeader, Pager, Panel, SelectField, Toolbar } from 'shared/ui';
import { PlanPanel } from '../auto-plan/plan-panel';
import { useProposal } from '../auto-plan/use-proposal';
import { useText } from '../texts';

const { jobsPageSize } = SCHEDULING_LIMITS;

export default function SchedulesPage() {
  const text = useText();
  const jobText = useJobText();
  const navigate = useNavigate();
  const [jobType, setJobType] = useState<JobType | ''>('');
  const [jobStatus, setJobStatus] = useState<JobStatus | ''>('');
  const [equipmentId, setEquipmentId] = useState('');
  const [range, setRange] = useState(() => defaultJobsRange(Date.now()));
  const [page, setPage] = useState(0);
  const rangeValid = jobsRangeValid(range);

  const equipments = referenceApi.useEquipmentsQuery({ allFacilities: false });
  const jobs = jobsApi.useJobsPageQuery(
    {
      limit: jobsPageSize,
      offset: page * jobsPageSize,
      jobType: jobType || undefined,
      jobStatus: jobStatus || undefined,
      equipmentId: equipmentId ? Number(equipmentId) : undefined,
      fromDate: range.from ?? undefined,
      toDate: range.to ?? undefined,
    },
    { skip: !rangeValid },
  );
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(0);
    };

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
      <Toolbar role="search">
        <SelectField
          label={text('jobs.filterType')}
          value={jobType}
          placeholder={text('jobs.all')}
          options={JOB_TYPES.map((type) => ({ value: type, label: jobText(`jobType.${type}`) }))}
          onChange={(type) => filter(setJobType)(type as JobType | '')}
        />
        <SelectField
          label={text('jobs.filterStatus')}
          value={jobStatus}
          placeholder={text('jobs.all')}
          options={JOB_STATUSES.map((status) => ({ value: status, label: jobText(`status.${status}`) }))}
          onChange={(status) => filter(setJobStatus)(status as JobStatus | '')}
        />
        <SelectField
          label={text('jobs.filterEquipment')}
          value={equipmentId}
          placeholder={text('jobs.all')}
          options={(equipments.data ?? []).map((e) => ({ value: e.id, label: e.displayName }))}
          onChange={filter(setEquipmentId)}
        />
        <DateInput label={text('jobs.from')} value={range.from} onChange={(from) => filter(setRange)({ ...range, from })} />
        <DateInput label={text('jobs.to')} value={range.to} onChange={(to) => filter(setRange)({ ...range, to })} />
      </Toolbar>
      {!rangeValid ? (
        <Panel title={text('jobs.rangeInvalid')} tone="warning" />
      ) : (
        <Loaded query={jobs} failedTitle={text('jobs.fetchFailed')}>
          {(data) => (
            <>
              <Muted role="status">{text('jobs.total', { count: data.totalCount })}</Muted>
              <JobsTable
                jobs={data.jobDTOS}
                label={text('jobs.title')}
                linkOf={(job) => `/service-provider/schedules/${job.id}`}
                busy={jobs.isFetching}
              />
              {data.totalCount > jobsPageSize && (
                <Pager
                  page={page + 1}
                  pageCount={Math.ceil(data.totalCount / jobsPageSize)}
                  onChange={(next) => setPage(next - 1)}
                />
              )}
            </>
          )}
        </Loaded>
      )}
      <PlanPanel proposalId={proposal.proposalId} onProposal={proposal.onProposal} />
    </Page>
  );
}
