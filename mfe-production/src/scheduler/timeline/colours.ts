import { colors } from 'shared/ui';
import type { TimelineItem, TimelineJobStatus } from './types';

// Green, red and amber are the kit's status tokens so a theme restyles them; blue, grey and
// dark have no kit token and get their own CSS variables with fallbacks.
const blue = 'var(--color-job-in-progress, #1976d2)';
const grey = 'var(--color-job-queued, #c5ccd6)';
const dark = 'var(--color-job-downtime, #2b2f36)';

export const JOB_STATUS_COLOURS: Record<TimelineJobStatus | 'DOWNTIME', string> = {
  IN_PROGRESS: blue,
  QUEUED: grey,
  WAITING: grey,
  COMPLETED: colors.success,
  MERGED: colors.success,
  FAILED: colors.danger,
  CANCELLED: colors.danger,
  PAUSED: colors.warning,
  DOWNTIME: dark,
};

/** Background and text colour of a job's bar; grey is light, so it takes dark text. */
export function jobColours(item: TimelineItem): { background: string; color: string } {
  const key = item.downtime ? 'DOWNTIME' : item.status;
  const light = key === 'QUEUED' || key === 'WAITING';
  return { background: JOB_STATUS_COLOURS[key], color: light ? colors.text : '#fff' };
}
