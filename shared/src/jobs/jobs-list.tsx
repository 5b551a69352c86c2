/**
 * A facility's jobs as a list, as the production area's schedules and the desktop tool's
 * scheduled jobs show them: 25 a page, from a week back to two weeks ahead at first, filtered by
 * type, status, machine and the dates they overlap; each job a link, and what a row offers.
 */
import { useState } from 'react';
import { jobsApi, referenceApi } from 'shared/api';
import { JOB_STATUSES, JOB_TYPES, SCHEDULING_LIMITS, type JobStatus, type JobType } from 'shared/contracts';
import { DateInput, Loaded, Muted, Pager, Panel, SelectField, Toolbar } from 'shared/ui';
import { defaultJobsRange, jobsRangeValid } from './jobs-range.js';
import { JobsTable, type JobsTableProps } from './jobs-table.js';
import { useJobText } from './texts.js';

const { jobsPageSize } = SCHEDULING_LIMITS;

export type JobsListProps = Omit<JobsTableProps, 'jobs' | 'busy'>;

export function JobsList({ label, linkOf, actions }: JobsListProps) {
  const text = useJobText();
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
  // A filter changed, the list starts again at its first page.
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(0);
    };

  return (
    <>
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
              <JobsTable jobs={data.jobDTOS} label={label} linkOf={linkOf} actions={actions} busy={jobs.isFetching} />
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
    </>
  );
}
