/**
 * A box of voxels as bits: one row of 32-bit words along x for every (y, z), rows ordered by z
 * then y. Testing a part against the build is then an AND of words, 32 voxels at a time.
 */
// Held here, not looked up on the global object in the packer's loops: tests run it in a sandbox whose globals are slow to reach.
const { ceil, clz32, min } = Math;

export interface VoxelGrid {
  nx: number;
  ny: number;
  nz: number;
  wordsPerRow: number;
  bits: Uint32Array;
}

/** `spare` words at the end of every row let a shifted part row spill over without a bounds test. */
export function createGrid(nx: number, ny: number, nz: number, spare = 0): VoxelGrid {
  const wordsPerRow = ceil(nx / 32) + spare;
  return { nx, ny, nz, wordsPerRow, bits: new Uint32Array(wordsPerRow * ny * nz) };
}

export const rowStart = (grid: VoxelGrid, y: number, z: number) => (z * grid.ny + y) * grid.wordsPerRow;

export function setVoxel(grid: VoxelGrid, x: number, y: number, z: number): void {
  grid.bits[rowStart(grid, y, z) + (x >> 5)]! |= 1 << (x & 31);
}

export function hasVoxel(grid: VoxelGrid, x: number, y: number, z: number): boolean {
  return (grid.bits[rowStart(grid, y, z) + (x >> 5)]! & (1 << (x & 31))) !== 0;
}

/** Sets voxels `from`..`to` (inclusive) of a row. */
export function setRun(grid: VoxelGrid, y: number, z: number, from: number, to: number): void {
  for (let x = from; x <= to; x++) setVoxel(grid, x, y, z);
}

export function countVoxels(grid: VoxelGrid): number {
  let count = 0;
  for (let word of grid.bits) {
    while (word !== 0) {
      word &= word - 1;
      count++;
    }
  }
  return count;
}

/** The first x at or after `from` whose voxel in row (y, z) is clear; `grid.nx` when there is none. */
export function nextClear(grid: VoxelGrid, y: number, z: number, from: number): number {
  const start = rowStart(grid, y, z);
  let word = from >> 5;
  let free = ~grid.bits[start + word]! & (-1 << (from & 31));
  const words = ceil(grid.nx / 32);
  while (free === 0) {
    if (++word >= words) return grid.nx;
    free = ~grid.bits[start + word]!;
  }
  return min(grid.nx, (word << 5) + (31 - clz32(free & -free)));
}
