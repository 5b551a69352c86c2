/** The tones a CAPA's status shows in, on the CAPA list and on its record alike. */
import type { CapaStatus } from 'shared/contracts';
import type { StatusTone } from 'shared/ui';

export const CAPA_STATUS_TONES: Record<CapaStatus, StatusTone> = {
  OPEN: 'warning',
  ACTIONS: 'progress',
  VERIFYING: 'progress',
  CLOSED: 'success',
  CANCELLED: 'neutral',
};
