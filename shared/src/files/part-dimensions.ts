import type { VerifyReport } from '../contracts/files.js';

/** A part's size along x, y and z in mm: its bounding box's extent, as VERIFY measured it. */
export function partDimensions({ boundingBox: { min, max } }: VerifyReport): [number, number, number] {
  return [max[0] - min[0], max[1] - min[1], max[2] - min[2]];
}
