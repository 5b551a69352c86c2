/**
 * The build volume as voxels, with what the placed parts claim. The usable volume (the machine's
 * volume less its margins) is `size` voxels along each axis; around it lies a border as deep as
 * the farthest a part's spacing reaches, which only the spacing of parts may claim, so that a part
 * at the wall needs no special case.
 */
import type { OrientedShape } from './oriented-shape.js';
import { type VoxelGrid, createGrid, hasVoxel, nextClear, rowStart } from './voxel-grid.js';

/** A shape's grown grid at voxel x, y, z of the build (the border included). */
export interface Placed {
  shape: OrientedShape;
  x: number;
  y: number;
  z: number;
}

export class BuildSpace {
  readonly grid: VoxelGrid;
  /** The row a collision was last found in, tried first next time: neighbouring positions collide in the same place. */
  private lastHit = 0;

  constructor(
    readonly size: readonly [number, number, number],
    readonly border: number,
  ) {
    this.grid = createGrid(size[0] + 2 * border, size[1] + 2 * border, size[2] + 2 * border, 1);
  }

  /** The lowest and highest x (or y, z) at which the shape's solid voxels stay inside the usable volume. */
  range(shape: OrientedShape, axis: 0 | 1 | 2): [number, number] {
    const solid = axis === 0 ? shape.solid.nx : axis === 1 ? shape.solid.ny : shape.solid.nz;
    return [this.border - shape.reach, this.border + this.size[axis] - shape.reach - solid];
  }

  /** `x` when every probe voxel is free there; else the first x at which the probe found taken is free again. */
  probe(shape: OrientedShape, x: number, y: number, z: number): number {
    const probes = shape.probes;
    for (let p = 0; p < probes.length; p += 3) {
      const px = x + probes[p]!;
      const py = y + probes[p + 1]!;
      const pz = z + probes[p + 2]!;
      if (hasVoxel(this.grid, px, py, pz)) return nextClear(this.grid, py, pz, px) - probes[p]!;
    }
    return x;
  }

  fits(shape: OrientedShape, x: number, y: number, z: number): boolean {
    const rows = shape.rows;
    const count = rows.length / 4;
    for (let n = 0; n < count; n++) {
      const r = ((n + this.lastHit) % count) * 4;
      if (this.collides(shape, rows, r, x, y, z)) {
        this.lastHit = r / 4;
        return false;
      }
    }
    return true;
  }

  private collides(shape: OrientedShape, rows: Int32Array, r: number, x: number, y: number, z: number): boolean {
    const bits = this.grid.bits;
    const own = shape.grown.bits;
    const ownStart = rowStart(shape.grown, rows[r]!, rows[r + 1]!);
    const start = rowStart(this.grid, y + rows[r]!, z + rows[r + 1]!) + (x >> 5);
    const shift = x & 31;
    for (let w = rows[r + 2]!; w <= rows[r + 3]!; w++) {
      const word = own[ownStart + w]!;
      if ((bits[start + w]! & (word << shift)) !== 0) return true;
      if (shift !== 0 && (bits[start + w + 1]! & (word >>> (32 - shift))) !== 0) return true;
    }
    return false;
  }

  add({ shape, x, y, z }: Placed): void {
    const rows = shape.rows;
    const bits = this.grid.bits;
    const shift = x & 31;
    for (let r = 0; r < rows.length; r += 4) {
      const ownStart = rowStart(shape.grown, rows[r]!, rows[r + 1]!);
      const start = rowStart(this.grid, y + rows[r]!, z + rows[r + 1]!) + (x >> 5);
      for (let w = rows[r + 2]!; w <= rows[r + 3]!; w++) {
        const word = shape.grown.bits[ownStart + w]!;
        bits[start + w]! |= word << shift;
        if (shift !== 0) bits[start + w + 1]! |= word >>> (32 - shift);
      }
    }
  }

  clear(): void {
    this.grid.bits.fill(0);
  }
}
