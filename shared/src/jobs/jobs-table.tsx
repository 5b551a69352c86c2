/**
 * A table of jobs, as the production area's schedules list and the desktop tool's pages show
 * them: name (a link to the job), machine, type, status, priority and tags, start, end and parts.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Job } from 'shared/contracts';
import { ColorChips, formatDate, StatusBadge, Table, type TableColumn } from 'shared/ui';
import { JOB_STATUS_TONES } from './job-status-tones.js';
import { useJobText } from './texts.js';

export interface JobsTableProps {
  jobs: Job[];
  /** The table's accessible name. */
  label: string;
  /** Where a job's name leads. */
  linkOf: (job: Job) => string;
  /** What a row offers besides its link (a button), in one last column. */
  actions?: (job: Job) => ReactNode;
  /** Set while the jobs are read again. */
  busy?: boolean;
}

export function JobsTable({ jobs, label, linkOf, actions, busy }: JobsTableProps) {
  const text = useJobText();
  const columns: TableColumn<Job>[] = [
    { key: 'id', title: text('jobs.columnId'), value: (job) => job.id, width: 80 },
    {
      key: 'name',
      title: text('jobs.columnName'),
      value: (job) => job.jobName,
      render: (job) => <Link to={linkOf(job)}>{job.jobName}</Link>,
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
    ...(actions ? [{ key: 'actions', title: text('jobs.columnActions'), render: actions }] : []),
  ];
  return (
    <div aria-busy={busy}>
      <Table label={label} columns={columns} data={jobs} getRowId={(job) => String(job.id)} />
    </div>
  );
}
