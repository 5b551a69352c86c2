/** A build's state as a badge in its tone, in the reader's words, on the list and on the build alike. */
import type { BuildState } from 'shared/contracts';
import { StatusBadge, type StatusTone } from 'shared/ui';
import { useText } from '../texts';

const TONES: Record<BuildState, StatusTone> = {
  PLANNED: 'neutral',
  PREPARED: 'progress',
  ON_MACHINE: 'progress',
  BUILDING: 'progress',
  BUILT: 'success',
  UNPACKED: 'success',
  FAILED: 'danger',
};

export function BuildStateBadge({ state }: { state: BuildState }) {
  const text = useText();
  return <StatusBadge tone={TONES[state]}>{text(`builds.state.${state}`)}</StatusBadge>;
}
