/** What a packed build will take: its print time from its height and parts' volume, on its machine's figures. */

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
  machine: { layer_mm: number | null; layer_seconds: number | null; seconds_per_cm3: number | null },
): { hours: number; partsVolumeCm3: number; height: number; density: number } | null {
  if (!answer || machine.layer_mm === null) return null;
  const layers = Math.ceil(answer.height / machine.layer_mm);
  const partsVolumeCm3 = answer.partsVolume / 1000;
  const seconds = layers * machine.layer_seconds! + partsVolumeCm3 * machine.seconds_per_cm3!;
  return { hours: seconds / 3600, partsVolumeCm3, height: answer.height, density: answer.density };
}

/** The job form's least booking: a tiny build still holds its machine for a quarter of an hour. */
export const bookedHours = (hours: number) => Math.max(hours, 0.25);
