/**
 * Whether a part fits a machine's build volume: the one rule behind every place that offers
 * machines for a part — the build planner, the job form, an order's matching and the bid's plan.
 */
import type { LengthUnit } from './orders.js';

/** Millimetres in one unit of a part's file, as its order says the file is drawn. */
export const MILLIMETRES_PER_UNIT: Record<LengthUnit, number> = { MM: 1, CM: 10, IN: 25.4 };

/**
 * A part's size (mm): the edges of its file's bounding box (VERIFY's, in the file's own units),
 * read in the units its order gives, to the thousandth of a millimetre.
 */
export function partSizeMm(box: { min: readonly number[]; max: readonly number[] }, units: LengthUnit): number[] {
  const scale = MILLIMETRES_PER_UNIT[units];
  return box.max.map((max, axis) => Math.round((max - box.min[axis]!) * scale * 1000) / 1000);
}

/**
 * Whether a part of `partSize` (mm) fits a build volume of `volume` (mm) kept `margin` mm clear
 * at every wall. The packer turns parts only by square turns, so in each orientation a part's
 * extents are its box's edges in some order: it fits exactly when its edges, sorted, are each
 * no longer than the usable volume's, sorted.
 */
export function fitsVolume(partSize: readonly number[], volume: readonly number[], margin: number): boolean {
  const edges = [...partSize].sort((a, b) => a - b);
  const usable = volume.map((length) => length - 2 * margin).sort((a, b) => a - b);
  return edges.every((edge, axis) => edge <= usable[axis]!);
}
