/**
 * A part's voxels grown by half the spacing. Voxel B is added when some point of it lies closer
 * than `radius` to some point of a set voxel A: the gap between two cubes offset by (dx, dy, dz)
 * voxels is the length of (max(0, |d|−1) · size) over the three axes. If two parts' grown sets
 * share no voxel, the parts are at least twice the radius apart: were two points a and b closer,
 * the voxel of their midpoint would lie within the radius of both parts' voxels.
 */
import { type VoxelGrid, createGrid, hasVoxel, setVoxel } from './voxel-grid.js';

const FAR = 1e9;

/** The grown grid and how many voxels it reaches beyond the part's own on every side. */
export function dilate(solid: VoxelGrid, radius: number, size: number): { grid: VoxelGrid; reach: number } {
  if (radius <= 0) return { grid: solid, reach: 0 };
  const r = radius / size;
  const reach = Math.floor(r) + 1;
  // The squared gap per offset along one axis, from -reach to reach: looked up, not computed, in the loops below.
  const gaps = Float32Array.from({ length: 2 * reach + 1 }, (_, i) => Math.max(0, Math.abs(i - reach) - 1) ** 2);
  const nx = solid.nx + 2 * reach;
  const ny = solid.ny + 2 * reach;
  const nz = solid.nz + 2 * reach;
  // The squared gap to the nearest set voxel, one axis at a time (the gap is a sum over the axes).
  const alongX = new Float32Array(nx * solid.ny * solid.nz).fill(FAR);
  for (let k = 0; k < solid.nz; k++)
    for (let j = 0; j < solid.ny; j++)
      for (let i = 0; i < solid.nx; i++) {
        if (!hasVoxel(solid, i, j, k)) continue;
        const row = (k * solid.ny + j) * nx;
        for (let d = 0; d <= 2 * reach; d++) if (gaps[d]! < alongX[row + i + d]!) alongX[row + i + d] = gaps[d]!;
      }
  const alongY = new Float32Array(nx * ny * solid.nz).fill(FAR);
  for (let k = 0; k < solid.nz; k++)
    for (let j = 0; j < solid.ny; j++)
      for (let i = 0; i < nx; i++) {
        const value = alongX[(k * solid.ny + j) * nx + i]!;
        if (value >= FAR) continue;
        for (let d = 0; d <= 2 * reach; d++) {
          const at = (k * ny + j + d) * nx + i;
          if (value + gaps[d]! < alongY[at]!) alongY[at] = value + gaps[d]!;
        }
      }
  const grown = createGrid(nx, ny, nz);
  const limit = r * r;
  for (let k = 0; k < solid.nz; k++)
    for (let j = 0; j < ny; j++)
      for (let i = 0; i < nx; i++) {
        const value = alongY[(k * ny + j) * nx + i]!;
        if (value >= limit) continue;
        for (let d = 0; d <= 2 * reach; d++) if (value + gaps[d]! < limit) setVoxel(grown, i, j, k + d);
      }
  return { grid: grown, reach };
}
