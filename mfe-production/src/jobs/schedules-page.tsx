/**
 * The schedules screen (/service-provider/schedules): the facility's jobs, 25 a page, by
 * default those of the last week and the two weeks ahead, filtered by type, status, machine and dates; new jobs and
 * downtime entries, and each job opens in the job form.
 */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { referenceApi } from 'shared/api';
import { JOB_STATUSES, JOB_TYPES, SCHEDULING_LIMITS, type Job, type JobStatus, type JobType } from 'shared/contracts';
import {
  Button,
  ColorChips,
  DateInput,
  formatDate,
  Loaded,
  Muted,
  Page,
  PageHeader,
  Pager,
  Panel,
  SelectField,
  StatusBadge,
  Table,
  type TableColumn,
  Toolbar,
} from 'shared/ui';
import { productionApi } from '../api';
import { PlanPanel } from '../auto-plan/plan-panel';
import { useProposal } from '../auto-plan/use-proposal';
import { JOB_STATUS_TONES } from './job-status-tones';
import { useText } from '../texts';

const { jobsPageSize, defaultJobsRangeMs, defaultJobsAheadMs, maxRangeMs } = SCHEDULING_LIMITS;

export default function SchedulesPage() {
  const text = useText();
  const navigate = useNavigate();
  const [jobType, setJobType] = useState<JobType | ''>('');
  const [jobStatus, setJobStatus] = useState<JobStatus | ''>('');
  const [equipmentId, setEquipmentId] = useState('');
  const [range, setRange] = useState(() => {
    const now = Date.now();
    return { from: (now - defaultJobsRangeMs) as number | null, to: (now + defaultJobsAheadMs) as number | null };
  });
  const [page, setPage] = useState(0);
  const rangeValid = range.from !== null && range.to !== null && range.to >= range.from && range.to - range.from <= maxRangeMs;

  const equipments = referenceApi.useEquipmentsQuery({ allFacilities: false });
  const jobs = productionApi.useJobsPageQuery(
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

  const columns: TableColumn<Job>[] = [
    { key: 'id', title: text('jobs.columnId'), value: (job) => job.id, width: 80 },
    {
      key: 'name',
      title: text('jobs.columnName'),
      value: (job) => job.jobName,
      render: (job) => <Link to={`/service-provider/schedules/${job.id}`}>{job.jobName}</Link>,
    },
    { key: 'equipment', title: text('jobs.columnEquipment'), value: (job) => job.equipmentDTO.displayName },
    { key: 'type', title: text('jobs.columnType'), value: (job) => text(`jobType.${job.jobType}`) },
    {
      key: 'status',
      title: text('jobs.columnStatus'),
      value: (job) => text(`status.${job.jobStatus}`),
      render: (job) => <StatusBadge tone={JOB_STATUS_TONES[job.jobStatus]}>{text(`status.${job.jobStatus}`)}</StatusBadge>,
    },
    {
      key: 'priority',
      title: text('jobs.columnPriority'),
      value: (job) => [job.priorityLabel, ...job.tags].flatMap((chip) => (chip ? [chip.name] : [])).join(', '),
      render: (job) => <ColorChips chips={job.priorityLabel ? [job.priorityLabel, ...job.tags] : job.tags} />,
    },
    {
      key: 'start',
      title: text('jobs.columnStart'),
      value: (job) => job.fromDate,
      render: (job) => formatDate(job.fromDate, true),
    },
    { key: 'end', title: text('jobs.columnEnd'), value: (job) => job.toDate, render: (job) => formatDate(job.toDate, true) },
    {
      key: 'parts',
      title: text('jobs.columnParts'),
      // The jobs table shows one file, then how many more.
      render: (job) => {
        const files = job.jobOrderDTOs.flatMap((order) => order.fileIds);
        if (files.length === 0) return '';
        const more = files.length - 1;
        return `${files[0]!.fileName} ×${files[0]!.quantity}${more > 0 ? ` · ${text('production.nMore', { count: more })}` : ''}`;
      },
    },
  ];

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
          options={JOB_TYPES.map((type) => ({ value: type, label: text(`jobType.${type}`) }))}
          onChange={(type) => filter(setJobType)(type as JobType | '')}
        />
        <SelectField
          label={text('jobs.filterStatus')}
          value={jobStatus}
          placeholder={text('jobs.all')}
          options={JOB_STATUSES.map((status) => ({ value: status, label: text(`status.${status}`) }))}
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
              <div aria-busy={jobs.isFetching}>
                <Table label={text('jobs.title')} columns={columns} data={data.jobDTOS} getRowId={(job) => String(job.id)} />
              </div>
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
