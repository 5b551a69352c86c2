/** What hovering or focusing a job shows: name, priority and tags, status, times, order and due date, notes cut at 80. */
import styled from 'styled-components';
import type { Job } from 'shared/contracts';
import { ColorChips, colors, formatDate } from 'shared/ui';
import { useText } from '../texts';
import { dueDateOf, dueDateWarning, tooltipNotes } from './scheduler-logic';

const WARNING_COLOURS = { red: colors.danger, amber: colors.warning };

export function JobTooltip({ job, now }: { job: Job; now: number }) {
  const text = useText();
  const due = dueDateOf(job);
  const warning = dueDateWarning(due, now);
  const orders = job.jobOrderDTOs.map((o) => o.rfqDTO.displayTitle);
  return (
    <Box>
      <strong>{job.jobName}</strong>
      {(job.priorityLabel || job.tags.length > 0) && (
        <ColorChips chips={job.priorityLabel ? [job.priorityLabel, ...job.tags] : job.tags} />
      )}
      <span>
        {text(`status.${job.jobStatus}`)} · {job.equipmentDTO.displayName}
      </span>
      <span>
        {formatDate(job.fromDate, true)} – {formatDate(job.toDate, true)}
      </span>
      {orders.length > 0 && <span>{text('scheduler.tooltipOrder', { title: orders.join(', ') })}</span>}
      {due !== null && (
        <Due data-warning={warning ?? 'none'} style={warning ? { color: WARNING_COLOURS[warning] } : undefined}>
          {text('scheduler.tooltipDue', { date: formatDate(due) })}
          {warning && ` (${text(warning === 'red' ? 'scheduler.dueVerySoon' : 'scheduler.dueSoon')})`}
        </Due>
      )}
      {job.jobNotes && <em>{tooltipNotes(job.jobNotes)}</em>}
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  max-width: 320px;
`;

const Due = styled.span`
  font-weight: 600;
`;
