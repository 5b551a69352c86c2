import { colors } from 'shared/ui';
import type { TimelineItem, TimelineJobStatus } from './types';

// Green and red are the kit's status tokens so a theme restyles them; blue, grey, amber and
// dark get their own CSS variables with fallbacks. The kit's warning amber is too dark for
// readable text on a bar, so paused jobs use a light amber with dark text.
const blue = 'var(--color-job-in-progress, #1976d2)';
const grey = 'var(--color-job-queued, #c5ccd6)';
const amber = 'var(--color-job-paused, #f0ad4e)';
const dark = 'var(--color-job-downtime, #2b2f36)';

export const JOB_STATUS_COLOURS: Record<TimelineJobStatus | 'DOWNTIME', string> = {
  IN_PROGRESS: blue,
  QUEUED: grey,
  WAITING: grey,
  COMPLETED: colors.success,
  MERGED: colors.success,
  FAILED: colors.danger,
  CANCELLED: colors.danger,
  PAUSED: amber,
  DOWNTIME: dark,
};

/** Background and text colour of a job's bar; grey and amber are light, so they take dark text. */
export function jobColours(item: TimelineItem): { background: string; color: string } {
  const key = item.downtime ? 'DOWNTIME' : item.status;
  const light = key === 'QUEUED' || key === 'WAITING' || key === 'PAUSED';
  return { background: JOB_STATUS_COLOURS[key], color: light ? colors.text : '#fff' };
}
