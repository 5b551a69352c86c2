/** The tone each job state shows in (the kit's StatusBadge): every state named. */
import type { JobStatus } from 'shared/contracts';
import type { StatusTone } from 'shared/ui';

export const JOB_STATUS_TONES: Record<JobStatus, StatusTone> = {
  QUEUED: 'neutral',
  WAITING: 'warning',
  IN_PROGRESS: 'progress',
  PAUSED: 'warning',
  COMPLETED: 'success',
  FAILED: 'danger',
  CANCELLED: 'neutral',
  MERGED: 'neutral',
};
