/**
 * A part in one orientation, as the packer sees it: its solid voxels, the same grown by half the
 * spacing (what it claims in the build), the non-empty rows of the grown set (what a collision
 * test walks), and, for the interlock test, each column's first and last solid voxel along
 * every axis.
 */
import type { Mesh } from '../mesh.js';
import { dilate } from './dilate.js';
import { IDENTITY, type Rotation, rotatePoints } from './orientations.js';
import { type VoxelGrid, createGrid, hasVoxel, rowStart, setVoxel } from './voxel-grid.js';
import { voxelize } from './voxelize.js';

export interface OrientedShape {
  rotation: Rotation;
  /** The rotated part's lowest corner (mm): the corner of its solid voxel 0, 0, 0. */
  low: [number, number, number];
  solid: VoxelGrid;
  grown: VoxelGrid;
  /** How far the grown set reaches past the solid on every side, in voxels. */
  reach: number;
  /** The grown set's non-empty rows: y, z, first word, last word, four numbers each. */
  rows: Int32Array;
  /** Solid voxels spread over the part, tested before the whole: where the build is full one of them is taken at once. */
  probes: Int32Array;
  /** Per axis (x, y, z), per column across the other two axes: the first and last solid voxel, −1 when none. */
  extents: [Int16Array, Int16Array, Int16Array];
}

/**
 * The rotated part's corner and its size in voxels. Voxels are closed cubes here: a point on the
 * face between two belongs to both, and the part's far faces to its last voxels.
 */
export function orientedBounds(mesh: Mesh, rotation: Rotation, size: number) {
  const points = rotatePoints(mesh.vertices, rotation);
  const low: [number, number, number] = [Infinity, Infinity, Infinity];
  const high = [-Infinity, -Infinity, -Infinity];
  for (let p = 0; p < points.length; p++) {
    low[p % 3] = Math.min(low[p % 3]!, points[p]!);
    high[p % 3] = Math.max(high[p % 3]!, points[p]!);
  }
  const dims = [0, 1, 2].map((axis) => Math.max(1, Math.ceil((high[axis]! - low[axis]!) / size)));
  return { points, low, dims };
}

/**
 * A part in each of `rotations` (axis-aligned), voxelised and grown once, as it lies in its file:
 * turning a part by quarter turns turns its voxel box with it, voxel for voxel, when the turned
 * box keeps its corner where the turn takes the old box's.
 */
export function orientShapes(mesh: Mesh, rotations: readonly Rotation[], size: number, spacing: number): OrientedShape[] {
  const { points, low, dims } = orientedBounds(mesh, IDENTITY, size);
  const base = shapeOf(points, IDENTITY, low, dims, size, spacing);
  return rotations.map((rotation) => (rotation === IDENTITY ? base : turned(base, rotation, size)));
}

/** The shape of a part whose facets, turned by `rotation` (and moved), are `points`, in voxels of `size` from `low`. */
export function shapeOf(
  points: Float64Array,
  rotation: Rotation,
  low: [number, number, number],
  dims: readonly number[],
  size: number,
  spacing: number,
): OrientedShape {
  const solid = voxelize(points, low, size, dims);
  const { grid: grown, reach } = dilate(solid, spacing / 2, size);
  return completed(rotation, low, solid, grown, reach);
}

function completed(
  rotation: Rotation,
  low: [number, number, number],
  solid: VoxelGrid,
  grown: VoxelGrid,
  reach: number,
): OrientedShape {
  return {
    rotation,
    low,
    solid,
    grown,
    reach,
    rows: nonEmptyRows(grown),
    probes: probesOf(solid, reach),
    extents: extentsOf(solid),
  };
}

function turned(base: OrientedShape, rotation: Rotation, size: number): OrientedShape {
  // Each new axis is an old axis, kept or reversed: row a of the rotation has one ±1, in column `from[a]`.
  const from = [0, 1, 2].map((axis) => [0, 1, 2].find((column) => rotation[axis * 3 + column] !== 0)!);
  const sign = [0, 1, 2].map((axis) => rotation[axis * 3 + from[axis]!]!);
  const solidDims = [base.solid.nx, base.solid.ny, base.solid.nz];
  const low = [0, 1, 2].map((axis) => {
    const old = from[axis]!;
    return sign[axis]! > 0 ? base.low[old]! : -(base.low[old]! + solidDims[old]! * size);
  }) as [number, number, number];
  const solid = turnGrid(base.solid, from, sign);
  const grown = turnGrid(base.grown, from, sign);
  return completed(rotation, low, solid, grown, base.reach);
}

function turnGrid(grid: VoxelGrid, from: number[], sign: number[]): VoxelGrid {
  const dims = [grid.nx, grid.ny, grid.nz];
  const out = createGrid(dims[from[0]!]!, dims[from[1]!]!, dims[from[2]!]!);
  const old = [0, 0, 0];
  const next = [0, 0, 0];
  for (let z = 0; z < grid.nz; z++)
    for (let y = 0; y < grid.ny; y++) {
      const start = rowStart(grid, y, z);
      for (let w = 0; w < grid.wordsPerRow; w++) {
        let word = grid.bits[start + w]!;
        while (word !== 0) {
          const bit = 31 - Math.clz32(word & -word);
          word &= word - 1;
          old[0] = (w << 5) + bit;
          old[1] = y;
          old[2] = z;
          for (let axis = 0; axis < 3; axis++) {
            const value = old[from[axis]!]!;
            next[axis] = sign[axis]! > 0 ? value : dims[from[axis]!]! - 1 - value;
          }
          setVoxel(out, next[0]!, next[1]!, next[2]!);
        }
      }
    }
  return out;
}

function nonEmptyRows(grid: VoxelGrid): Int32Array {
  const rows: number[] = [];
  for (let z = 0; z < grid.nz; z++)
    for (let y = 0; y < grid.ny; y++) {
      const start = rowStart(grid, y, z);
      let first = -1;
      let last = -1;
      for (let w = 0; w < grid.wordsPerRow; w++)
        if (grid.bits[start + w] !== 0) {
          if (first < 0) first = w;
          last = w;
        }
      if (first >= 0) rows.push(y, z, first, last);
    }
  return Int32Array.from(rows);
}

/** Where probes aim, as fractions of the solid's box: its centre and the centres of its eight octants. */
const PROBE_TARGETS = [
  [0.5, 0.5, 0.5],
  ...[0.25, 0.75].flatMap((x) => [0.25, 0.75].flatMap((y) => [0.25, 0.75].map((z) => [x, y, z]))),
];

/** The solid voxel nearest each probe target, in the grown set's coordinates, three numbers each, duplicates dropped. */
function probesOf(solid: VoxelGrid, reach: number): Int32Array {
  const count = PROBE_TARGETS.length;
  const targets = PROBE_TARGETS.flatMap(([x, y, z]) => [x! * solid.nx - 0.5, y! * solid.ny - 0.5, z! * solid.nz - 0.5]);
  const distances = new Float64Array(count).fill(Infinity);
  const nearest = new Int32Array(count * 3);
  for (let z = 0; z < solid.nz; z++)
    for (let y = 0; y < solid.ny; y++)
      for (let x = 0; x < solid.nx; x++) {
        if (!hasVoxel(solid, x, y, z)) continue;
        for (let t = 0; t < count; t++) {
          const distance = (x - targets[t * 3]!) ** 2 + (y - targets[t * 3 + 1]!) ** 2 + (z - targets[t * 3 + 2]!) ** 2;
          if (distance >= distances[t]!) continue;
          distances[t] = distance;
          nearest.set([x + reach, y + reach, z + reach], t * 3);
        }
      }
  const distinct = [...new Set(Array.from({ length: count }, (_, t) => nearest.subarray(t * 3, t * 3 + 3).join(',')))];
  return Int32Array.from(distinct.flatMap((key) => key.split(',').map(Number)));
}

function extentsOf(solid: VoxelGrid): [Int16Array, Int16Array, Int16Array] {
  const { nx, ny, nz } = solid;
  const alongX = new Int16Array(ny * nz * 2).fill(-1);
  const alongY = new Int16Array(nx * nz * 2).fill(-1);
  const alongZ = new Int16Array(nx * ny * 2).fill(-1);
  const extend = (extents: Int16Array, column: number, at: number) => {
    if (extents[column * 2]! < 0) extents[column * 2] = at;
    extents[column * 2 + 1] = at;
  };
  // Walked in x, then y, then z order, so a column's first visit is its lowest voxel along each axis.
  for (let z = 0; z < nz; z++)
    for (let y = 0; y < ny; y++)
      for (let x = 0; x < nx; x++) {
        if (!hasVoxel(solid, x, y, z)) continue;
        extend(alongX, z * ny + y, x);
        extend(alongY, z * nx + x, y);
        extend(alongZ, y * nx + x, z);
      }
  return [alongX, alongY, alongZ];
}
