/** What a packed build will take: its print time from its height and parts' volume, on its machine's figures. */
import type { BuildRecord } from './queries.js';

/** The part of PACK3D's answer a build reads. */
export interface PackingAnswer {
  placements: { part: number; matrix: number[]; fileId: number; pinned: boolean }[];
  unplaced: { part: number; reason: string; fileId: number }[];
  height: number;
  partsVolume: number;
  density: number;
}

export function estimateOf(
  answer: PackingAnswer | null,
  machine: Pick<BuildRecord, 'layer_mm' | 'layer_seconds' | 'seconds_per_cm3'>,
): { hours: number; partsVolumeCm3: number; height: number; density: number } | null {
  if (!answer || machine.layer_mm === null) return null;
  const layers = Math.ceil(answer.height / machine.layer_mm);
  const partsVolumeCm3 = answer.partsVolume / 1000;
  const seconds = layers * machine.layer_seconds! + partsVolumeCm3 * machine.seconds_per_cm3!;
  return { hours: seconds / 3600, partsVolumeCm3, height: answer.height, density: answer.density };
}
