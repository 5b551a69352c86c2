import { useId, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { errorMessage } from 'shared/api';
import type { Job } from 'shared/contracts';
import { formatDate, Loading, Panel, Table, type TableColumn } from 'shared/ui';
import { messages, statusMessages } from './messages';
import { useUpcomingJobs } from './use-upcoming-jobs';

/** 'Upcoming jobs' of one machine: name (to the job's page), status, start and end. */
export function UpcomingJobs({ equipmentId }: { equipmentId: number }) {
  const intl = useIntl();
  const { jobs, isLoading, isError, error } = useUpcomingJobs(equipmentId);
  const columns = useMemo<TableColumn<Job>[]>(
    () => [
      {
        key: 'name',
        title: intl.formatMessage(messages.jobName),
        value: (job) => job.jobName,
        render: (job) => <Link to={`/service-provider/schedules/${job.id}`}>{job.jobName}</Link>,
      },
      {
        key: 'status',
        title: intl.formatMessage(messages.jobStatus),
        value: (job) => intl.formatMessage(statusMessages[job.jobStatus]),
      },
      { key: 'start', title: intl.formatMessage(messages.jobStart), value: (job) => formatDate(job.fromDate, true) },
      { key: 'end', title: intl.formatMessage(messages.jobEnd), value: (job) => formatDate(job.toDate, true) },
    ],
    [intl],
  );
  const title = intl.formatMessage(messages.upcomingJobs);
  const headingId = useId();

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <p>
        <FormattedMessage {...messages.upcomingJobsHint} />
      </p>
      {isLoading ? (
        <Loading />
      ) : isError ? (
        <Panel tone="danger" title={intl.formatMessage(messages.jobsFetchFailed)}>
          {errorMessage(error)}
        </Panel>
      ) : (
        <Table label={title} columns={columns} data={jobs} getRowId={(job) => String(job.id)} />
      )}
    </section>
  );
}
