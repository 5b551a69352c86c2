import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from 'shared/api';
import type { Job } from 'shared/contracts';
import { formatDate, Loading, Panel, Section, Table, type TableColumn } from 'shared/ui';
import { STATUS_TEXT } from './text-ids';
import { useUpcomingJobs } from './use-upcoming-jobs';
import { useText } from '../texts';

/** 'Upcoming jobs' of one machine: name (to the job's page), status, start and end. */
export function UpcomingJobs({ equipmentId }: { equipmentId: number }) {
  const text = useText();
  const { jobs, isLoading, isError, error } = useUpcomingJobs(equipmentId);
  const columns = useMemo<TableColumn<Job>[]>(
    () => [
      {
        key: 'name',
        title: text('machines.jobName'),
        value: (job) => job.jobName,
        render: (job) => <Link to={`/service-provider/schedules/${job.id}`}>{job.jobName}</Link>,
      },
      {
        key: 'status',
        title: text('machines.jobStatus'),
        value: (job) => text(STATUS_TEXT[job.jobStatus]),
      },
      { key: 'start', title: text('machines.jobStart'), value: (job) => formatDate(job.fromDate, true) },
      { key: 'end', title: text('machines.jobEnd'), value: (job) => formatDate(job.toDate, true) },
    ],
    [text],
  );
  const title = text('machines.upcomingJobs');
  return (
    <Section title={title}>
      <p>{text('machines.upcomingJobsHint')}</p>
      {isLoading ? (
        <Loading />
      ) : isError ? (
        <Panel tone="danger" title={text('machines.jobsFetchFailed')}>
          {errorMessage(error)}
        </Panel>
      ) : (
        <Table label={title} columns={columns} data={jobs} getRowId={(job) => String(job.id)} />
      )}
    </Section>
  );
}
