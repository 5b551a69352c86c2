/** Which orientations of a part fit a volume, on the part's exact extents: the answer to EXHAUSTIVE_FIT, and the packer's first check. */
import type { Mesh } from '../mesh.js';
import { measured } from './part-cache.js';
import { type Rotation, type RotationFreedom, rotationsFor } from './orientations.js';

export interface Fit {
  rotation: Rotation;
  /** The part's extents along the volume's axes in this orientation (mm). */
  size: [number, number, number];
}

/** The part's extents (mm) as the file lays it. */
export function extentsOf(mesh: Mesh): [number, number, number] {
  const { min, max } = measured(mesh);
  return [max[0] - min[0], max[1] - min[1], max[2] - min[2]];
}

/** The allowed orientations that fit `usable` (mm), one per distinct lay of the part's extents. */
export function orientationsThatFit(mesh: Mesh, freedom: RotationFreedom, usable: readonly number[]): Fit[] {
  const extents = extentsOf(mesh);
  const seen = new Set<string>();
  const fits: Fit[] = [];
  for (const rotation of rotationsFor(freedom)) {
    // An axis-aligned rotation lays the part's extents along the volume's axes in some order.
    const size = [0, 1, 2].map((axis) => extents[[0, 1, 2].find((column) => rotation[axis * 3 + column] !== 0)!]!) as Fit['size'];
    const key = size.join(',');
    if (seen.has(key) || size.some((length, axis) => length > usable[axis]!)) continue;
    seen.add(key);
    fits.push({ rotation, size });
  }
  return fits;
}
