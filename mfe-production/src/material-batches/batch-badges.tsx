/** A batch's state and its powder's state as badges in their tones, in the reader's words, on the list and on the batch alike. */
import type { BatchState, PowderState } from 'shared/contracts';
import { StatusBadge, type StatusTone } from 'shared/ui';
import { useText } from '../texts';

const STATE_TONES: Record<BatchState, StatusTone> = { IDLE: 'success', IN_USE: 'progress', DONE: 'neutral' };
const POWDER_TONES: Record<PowderState, StatusTone> = { NEW: 'success', UNSIEVED: 'warning', SIEVED: 'neutral' };

export function BatchStateBadge({ state }: { state: BatchState }) {
  const text = useText();
  return <StatusBadge tone={STATE_TONES[state]}>{text(`batches.state.${state}`)}</StatusBadge>;
}

export function PowderStateBadge({ state }: { state: PowderState }) {
  const text = useText();
  return <StatusBadge tone={POWDER_TONES[state]}>{text(`batches.powder.${state}`)}</StatusBadge>;
}
