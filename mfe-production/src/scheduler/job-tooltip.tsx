/**
 * What hovering or focusing a job shows: name, priority and tags, status, times, order and due
 * date, the batch of its powder, the layer its machine reports it at, notes cut at 80.
 */
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { authApi } from 'shared/auth';
import { isDowntime, type Job } from 'shared/contracts';
import { ColorChips, colors, formatDate } from 'shared/ui';
import { useJobText } from 'shared/jobs';
import { productionApi } from '../api';
import { runShare } from '../machine-connectivity/run-progress';
import { useText } from '../texts';
import { dueDateOf, dueDateWarning, tooltipNotes } from './scheduler-logic';

const WARNING_COLOURS = { red: colors.danger, amber: colors.warning };

export function JobTooltip({ job, now }: { job: Job; now: number }) {
  const text = useText();
  const jobText = useJobText();
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
        {jobText(`status.${job.jobStatus}`)} · {job.equipmentDTO.displayName}
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
      <PowderLine job={job} />
      {job.jobStatus === 'IN_PROGRESS' && <MachineRunLine jobId={job.id} />}
      {job.jobNotes && <em>{tooltipNotes(job.jobNotes)}</em>}
    </Box>
  );
}

/**
 * The batches the job drew from (its powder, and any agent or support material beside it), or the
 * powder it would start on (and whether it breaks the material's rules):
 * read when the tooltip shows, for its one job, where the facility manages its material.
 * Nothing while it is read, or when it cannot be.
 */
function PowderLine({ job }: { job: Job }) {
  const text = useText();
  const managed = authApi.useSessionConfigQuery().data?.features?.includes('MATERIAL_MANAGEMENT_CONFIG') ?? false;
  const { data: powder } = productionApi.useJobPowderQuery(job.id, { skip: !managed || isDowntime(job.jobType) });
  if (!powder) return null;
  if (powder.drawn.length > 0)
    return <span>{text('scheduler.tooltipDrawn', { batches: powder.drawn.map((one) => one.batch.number).join(', ') })}</span>;
  const loaded = powder.loaded;
  if (!loaded) return null;
  const blocked = powder.brokenRules.length > 0 && !powder.overrides.some((override) => override.batch.id === loaded.id);
  return <span>{text(blocked ? 'scheduler.tooltipPowderBlocked' : 'scheduler.tooltipPowder', { batches: loaded.number })}</span>;
}

/** How far the machine is with the job, as it reports it: nothing for a machine that does not report. */
function MachineRunLine({ jobId }: { jobId: number }) {
  const text = useText();
  const intl = useIntl();
  const { data: machines } = productionApi.useLiveMachinesQuery();
  const run = machines?.find((machine) => machine.run?.job?.id === jobId)?.run;
  const share = run && runShare(run);
  if (!run || share === null || share === undefined) return null;
  return (
    <span>
      {text('connectivity.tooltipLayers', {
        layer: intl.formatNumber(run.layer!),
        total: intl.formatNumber(run.totalLayers!),
        percent: intl.formatNumber(share, { style: 'percent' }),
      })}
    </span>
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
