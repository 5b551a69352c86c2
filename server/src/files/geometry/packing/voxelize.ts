/**
 * A part as the voxels its solid touches, conservatively: every voxel that any point of the part
 * (its surface or its inside) lies in is set. Surface voxels are found exactly, by clipping each
 * facet to the column of voxels it crosses and taking the z range of what is left; inside voxels
 * by the parity of the surface crossings along each column's centre line. A voxel the solid
 * touches either meets the surface or lies wholly inside, so between them none is missed.
 */
import { type VoxelGrid, createGrid, setRun } from './voxel-grid.js';

/** How far a column is widened when clipping, in voxels: a facet lying on a column's side counts for both columns. */
const WIDEN = 1e-9;
/** The centre lines are nudged off the voxel centres so that they do not pass through the edges of facets laid out on the same grid. */
const NUDGE_X = 0.318309886e-4;
const NUDGE_Y = 0.271828183e-4;

/**
 * The voxels of the solid whose facets are `points` (nine numbers a facet), in a grid of cubes of
 * `size` whose corner is `origin`, `dims` voxels along each axis; every point must lie inside it.
 */
export function voxelize(points: Float64Array, origin: readonly number[], size: number, dims: readonly number[]): VoxelGrid {
  const grid = createGrid(dims[0]!, dims[1]!, dims[2]!);
  const u = new Float64Array(points.length);
  for (let p = 0; p < points.length; p++) u[p] = (points[p]! - origin[p % 3]!) / size;
  markSurface(grid, u);
  fillInside(grid, u);
  return grid;
}

// Held here, not looked up on the global object in the loops: tests run this in a sandbox whose globals are slow to reach.
const { ceil, floor, max, min } = Math;
const clamp = (value: number, high: number) => max(0, min(high, value));

function markSurface(grid: VoxelGrid, u: Float64Array): void {
  const polygon = new Float64Array(3 * 9);
  const scratch = new Float64Array(3 * 9);
  for (let o = 0; o < u.length; o += 9) {
    const x0 = min(u[o]!, u[o + 3]!, u[o + 6]!);
    const x1 = max(u[o]!, u[o + 3]!, u[o + 6]!);
    const y0 = min(u[o + 1]!, u[o + 4]!, u[o + 7]!);
    const y1 = max(u[o + 1]!, u[o + 4]!, u[o + 7]!);
    const i0 = clamp(floor(x0 - WIDEN), grid.nx - 1);
    const i1 = clamp(floor(x1 + WIDEN), grid.nx - 1);
    const j0 = clamp(floor(y0 - WIDEN), grid.ny - 1);
    const j1 = clamp(floor(y1 + WIDEN), grid.ny - 1);
    for (let j = j0; j <= j1; j++) {
      for (let i = i0; i <= i1; i++) {
        let count = 3;
        for (let c = 0; c < 9; c++) polygon[c] = u[o + c]!;
        if (i0 !== i1 || j0 !== j1) {
          count = clip(polygon, scratch, count, 0, i - WIDEN, 1);
          count = clip(scratch, polygon, count, 0, i + 1 + WIDEN, -1);
          count = clip(polygon, scratch, count, 1, j - WIDEN, 1);
          count = clip(scratch, polygon, count, 1, j + 1 + WIDEN, -1);
        }
        if (count === 0) continue;
        let z0 = Infinity;
        let z1 = -Infinity;
        for (let c = 0; c < count; c++) {
          const z = polygon[c * 3 + 2]!;
          if (z < z0) z0 = z;
          if (z > z1) z1 = z;
        }
        const k1 = clamp(floor(z1 + WIDEN), grid.nz - 1);
        for (let k = clamp(floor(z0 - WIDEN), grid.nz - 1); k <= k1; k++) setRun(grid, j, k, i, i);
      }
    }
  }
}

/**
 * One step of Sutherland–Hodgman: the part of the polygon `from` (count corners) on the side of
 * the plane `axis` = `at` that `direction` points to (1: above, -1: below), written to `to`.
 */
function clip(from: Float64Array, to: Float64Array, count: number, axis: number, at: number, direction: number): number {
  let written = 0;
  for (let c = 0; c < count; c++) {
    const a = c * 3;
    const b = ((c + 1) % count) * 3;
    const da = (from[a + axis]! - at) * direction;
    const db = (from[b + axis]! - at) * direction;
    if (da >= 0) {
      to[written * 3] = from[a]!;
      to[written * 3 + 1] = from[a + 1]!;
      to[written * 3 + 2] = from[a + 2]!;
      written++;
    }
    if (da >= 0 !== db >= 0) {
      const t = da / (da - db);
      for (let d = 0; d < 3; d++) to[written * 3 + d] = from[a + d]! + (from[b + d]! - from[a + d]!) * t;
      written++;
    }
  }
  return written;
}

/** Sets the voxels whose centres lie inside the surface: between the 1st and 2nd crossing of their column, the 3rd and 4th… */
function fillInside(grid: VoxelGrid, u: Float64Array): void {
  const crossings: number[][] = [];
  for (let o = 0; o < u.length; o += 9) {
    const ax = u[o]!;
    const ay = u[o + 1]!;
    const bx = u[o + 3]!;
    const by = u[o + 4]!;
    const cx = u[o + 6]!;
    const cy = u[o + 7]!;
    const area = (bx - ax) * (cy - ay) - (cx - ax) * (by - ay);
    if (area === 0) continue;
    const i0 = max(0, ceil(min(ax, bx, cx) - 0.5 - NUDGE_X));
    const i1 = min(grid.nx - 1, floor(max(ax, bx, cx) - 0.5 - NUDGE_X));
    const j0 = max(0, ceil(min(ay, by, cy) - 0.5 - NUDGE_Y));
    const j1 = min(grid.ny - 1, floor(max(ay, by, cy) - 0.5 - NUDGE_Y));
    for (let j = j0; j <= j1; j++) {
      const py = j + 0.5 + NUDGE_Y;
      for (let i = i0; i <= i1; i++) {
        const px = i + 0.5 + NUDGE_X;
        // Barycentric weights of the centre line's point in the facet's shadow on the x-y plane.
        const wa = ((bx - px) * (cy - py) - (cx - px) * (by - py)) / area;
        const wb = ((cx - px) * (ay - py) - (ax - px) * (cy - py)) / area;
        const wc = 1 - wa - wb;
        if (wa < 0 || wb < 0 || wc < 0) continue;
        const z = wa * u[o + 2]! + wb * u[o + 5]! + wc * u[o + 8]!;
        (crossings[j * grid.nx + i] ??= []).push(z);
      }
    }
  }
  crossings.forEach((zs, column) => {
    zs.sort((a, b) => a - b);
    const i = column % grid.nx;
    const j = (column - i) / grid.nx;
    for (let c = 0; c + 1 < zs.length; c += 2) {
      const k0 = max(0, ceil(zs[c]! - 0.5));
      const k1 = min(grid.nz - 1, floor(zs[c + 1]! - 0.5));
      for (let k = k0; k <= k1; k++) setRun(grid, j, k, i, i);
    }
  });
}
