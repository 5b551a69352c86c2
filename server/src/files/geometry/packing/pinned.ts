/** An instance put in place by hand, as voxels of the build: where its matrix puts it, not where the packer would. */
import type { Mesh } from '../mesh.js';
import type { Placed } from './build-space.js';
import type { Rotation } from './orientations.js';
import { shapeOf } from './oriented-shape.js';

/** `origin`: the corner of the build's voxel 0, 0, 0 (its border included), in the build's coordinates. */
export function pinnedShape(mesh: Mesh, m: readonly number[], origin: readonly number[], size: number, spacing: number): Placed {
  const rotation = [m[0], m[4], m[8], m[1], m[5], m[9], m[2], m[6], m[10]] as unknown as Rotation;
  const v = mesh.vertices;
  const points = new Float64Array(v.length);
  const low = [Infinity, Infinity, Infinity];
  const high = [-Infinity, -Infinity, -Infinity];
  for (let p = 0; p < v.length; p += 3) {
    for (let axis = 0; axis < 3; axis++) {
      const value = m[axis]! * v[p]! + m[axis + 4]! * v[p + 1]! + m[axis + 8]! * v[p + 2]! + m[axis + 12]!;
      points[p + axis] = value;
      low[axis] = Math.min(low[axis]!, value);
      high[axis] = Math.max(high[axis]!, value);
    }
  }
  const cell = low.map((value, axis) => Math.floor((value - origin[axis]!) / size));
  const corner = cell.map((index, axis) => origin[axis]! + index * size) as [number, number, number];
  const dims = high.map((value, axis) => Math.max(1, Math.ceil((value - corner[axis]!) / size)));
  const shape = shapeOf(points, rotation, corner, dims, size, spacing);
  return { shape, x: cell[0]! - shape.reach, y: cell[1]! - shape.reach, z: cell[2]! - shape.reach };
}
