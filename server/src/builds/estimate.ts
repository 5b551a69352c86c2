/** What a packed build will take: its print time from its height and parts' volume, on its machine's figures. */

/** The part of PACK3D's answer a build reads. */
export interface PackingAnswer {
  placements: { part: number; matrix: number[]; fileId: number; pinned: boolean }[];
  unplaced: { part: number; reason: string; fileId: number }[];
  height: number;
  partsVolume: number;
  density: number;
  /** g/cm³; null where the material has no density, absent in packings made before it was given. */
  massDensity?: number | null;
}

/** A machine's print-time figures: seconds per layer of so many mm, and per cm³ of parts. */
export interface PrintFigures {
  layer_mm: number | null;
  layer_seconds: number | null;
  seconds_per_cm3: number | null;
}

export function estimateOf(
  answer: PackingAnswer | null,
  machine: PrintFigures,
): { hours: number; partsVolumeCm3: number; height: number; density: number } | null {
  const hours = answer && printHours(answer.height, answer.partsVolume, machine);
  if (!answer || hours === null) return null;
  return { hours, partsVolumeCm3: answer.partsVolume / 1000, height: answer.height, density: answer.density };
}

/** Hours a build of this height (mm) and parts' volume (mm³) prints for; null for a machine without figures. */
export function printHours(height: number, partsVolume: number, machine: PrintFigures): number | null {
  if (machine.layer_mm === null) return null;
  const layers = Math.ceil(height / machine.layer_mm);
  return (layers * machine.layer_seconds! + (partsVolume / 1000) * machine.seconds_per_cm3!) / 3600;
}

/** The job form's least booking: a tiny build still holds its machine for a quarter of an hour. */
export const bookedHours = (hours: number) => Math.max(hours, 0.25);
