/**
 * Whether two placed parts could be taken apart after the build: one of them slides away from the
 * other along some axis, up or down, without touching it. Tested on their solid voxels, which hold
 * more than the parts do, so a pair found separable is separable; a pair found locked (a ring
 * about a pin with heads, two links of a chain) is reported and the packer does not make one.
 */
import { Box3, Matrix4 } from 'three';
import type { Placed } from './build-space.js';
import { type PlacedMesh, transformedBounds } from './exact-check.js';
import { pinnedShape } from './pinned.js';

/** Where a placed part's solid voxel 0, 0, 0 lies in the build, per axis. */
const cornerOf = ({ shape, x, y, z }: Placed) => [x + shape.reach, y + shape.reach, z + shape.reach];
const dimsOf = ({ shape }: Placed) => [shape.solid.nx, shape.solid.ny, shape.solid.nz];

export function boxesOverlap(a: Placed, b: Placed): boolean {
  const [ca, cb, da, db] = [cornerOf(a), cornerOf(b), dimsOf(a), dimsOf(b)];
  return [0, 1, 2].every((axis) => ca[axis]! < cb[axis]! + db[axis]! && cb[axis]! < ca[axis]! + da[axis]!);
}

export function separable(a: Placed, b: Placed): boolean {
  if (!boxesOverlap(a, b)) return true;
  return ([0, 1, 2] as const).some((axis) => freeAlong(a, b, axis));
}

/**
 * Whether `a` slides off `b` along the axis one way or the other: in every column across the
 * other two axes that both fill, all of `b` lies on the same side of all of `a`.
 */
function freeAlong(a: Placed, b: Placed, axis: 0 | 1 | 2): boolean {
  const [u, v] = axis === 0 ? [1, 2] : axis === 1 ? [0, 2] : [0, 1];
  const [ca, cb, da, db] = [cornerOf(a), cornerOf(b), dimsOf(a), dimsOf(b)];
  const extentsA = a.shape.extents[axis];
  const extentsB = b.shape.extents[axis];
  let up = true;
  let down = true;
  const u0 = Math.max(ca[u]!, cb[u]!);
  const u1 = Math.min(ca[u]! + da[u]!, cb[u]! + db[u]!);
  const v0 = Math.max(ca[v]!, cb[v]!);
  const v1 = Math.min(ca[v]! + da[v]!, cb[v]! + db[v]!);
  for (let gv = v0; gv < v1 && (up || down); gv++)
    for (let gu = u0; gu < u1; gu++) {
      const columnA = ((gv - ca[v]!) * da[u]! + gu - ca[u]!) * 2;
      const columnB = ((gv - cb[v]!) * db[u]! + gu - cb[u]!) * 2;
      if (extentsA[columnA]! < 0 || extentsB[columnB]! < 0) continue;
      const lowA = extentsA[columnA]! + ca[axis]!;
      const highA = extentsA[columnA + 1]! + ca[axis]!;
      const lowB = extentsB[columnB]! + cb[axis]!;
      const highB = extentsB[columnB + 1]! + cb[axis]!;
      if (highB >= lowA) up = false;
      if (lowB <= highA) down = false;
    }
  return up || down;
}

/**
 * The pieces that piece `index`, placed by hand, could not be taken apart from after the build:
 * each voxelised where it lies (voxels of `size`, on one grid) only when its box meets the piece's
 * and it is not among `skipped` (pieces already refused for another reason).
 */
export function lockedWith(items: readonly PlacedMesh[], index: number, size: number, skipped: ReadonlySet<number>): number[] {
  const boxOf = ({ mesh, matrix }: PlacedMesh) =>
    new Box3(...transformedBounds(mesh, new Matrix4().fromArray(matrix as number[])));
  const box = boxOf(items[index]!);
  const origin = [0, 0, 0];
  // Spacing 0: the interlock test reads the solid voxels only, not what a part claims around it.
  const voxels = (at: number) => pinnedShape(items[at]!.mesh, items[at]!.matrix, origin, size, 0);
  const piece = voxels(index);
  return items.flatMap((other, at) =>
    at !== index && !skipped.has(at) && box.intersectsBox(boxOf(other)) && !separable(piece, voxels(at)) ? [at] : [],
  );
}
