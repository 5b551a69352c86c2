/** A lot's state as a badge in its tone, in the reader's words, on the cards and in the table alike. */
import type { WorkplanLotStatus } from 'shared/contracts';
import { StatusBadge, type StatusTone } from 'shared/ui';
import { useLotWords } from './use-lot-words';

const STATUS_TONES: Record<WorkplanLotStatus, StatusTone> = {
  WAITING: 'warning',
  IN_PROGRESS: 'progress',
  DONE: 'success',
  MERGED: 'neutral',
  SCRAPPED: 'danger',
};

export function LotStatusBadge({ status }: { status: WorkplanLotStatus }) {
  const words = useLotWords();
  return <StatusBadge tone={STATUS_TONES[status]}>{words.status(status)}</StatusBadge>;
}
