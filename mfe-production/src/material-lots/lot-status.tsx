/** A lot's status as a badge in its tone, in the reader's words, on the list and on the lot alike. */
import type { LotStatus } from 'shared/contracts';
import { StatusBadge, type StatusTone } from 'shared/ui';
import { useText } from '../texts';

const STATUS_TONES: Record<LotStatus, StatusTone> = {
  QUARANTINE: 'warning',
  RELEASED: 'success',
  CONSUMED: 'neutral',
  EXPIRED: 'neutral',
  REJECTED: 'danger',
};

export function LotStatusBadge({ status }: { status: LotStatus }) {
  const text = useText();
  return <StatusBadge tone={STATUS_TONES[status]}>{text(`lots.status.${status}`)}</StatusBadge>;
}
