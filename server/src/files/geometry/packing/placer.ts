/**
 * Puts parts into the build one at a time, each where it sits lowest: for every orientation the
 * first free position scanning up from the floor (layer by layer, row by row), and of those the
 * one whose top is lowest. A position is free when the part's grown voxels meet no other part's
 * and it locks with none of them.
 *
 * The build only fills up, so a position found taken stays taken: each orientation remembers
 * where its last scan stopped and the next instance of the same part starts there, which makes
 * placing many copies of a part cost about one scan of the build, not one per copy.
 */
import type { BuildSpace, Placed } from './build-space.js';
import { boxesOverlap, separable } from './interlock.js';
import type { OrientedShape } from './oriented-shape.js';

/** How high a placement reaches (its solid's top, in the build's voxels), the first thing compared. */
const topOf = ({ shape, z }: Placed) => z + shape.reach + shape.solid.nz;

function lower(a: Placed, b: Placed): boolean {
  const byTop = topOf(a) - topOf(b);
  if (byTop !== 0) return byTop < 0;
  return a.z !== b.z ? a.z < b.z : a.y !== b.y ? a.y < b.y : a.x < b.x;
}

export class Placer {
  readonly placed: Placed[] = [];
  private readonly resume = new Map<OrientedShape, [number, number, number]>();

  constructor(private readonly space: BuildSpace) {}

  /** Adds a part where it was put by hand (already checked to fit). */
  pin(placed: Placed): void {
    this.space.add(placed);
    this.placed.push(placed);
  }

  /** Places one instance in the best of its orientations (lowest heights first), or says there is no room. */
  place(orientations: readonly OrientedShape[]): Placed | undefined {
    let best: Placed | undefined;
    for (const shape of orientations) {
      const found = this.firstFit(shape, best ? topOf(best) : Infinity);
      if (found && (!best || lower(found, best))) best = found;
    }
    if (best) this.pin(best);
    return best;
  }

  /** The first free position at or after where this orientation's last scan stopped, unless its top would reach `topLimit`. */
  private firstFit(shape: OrientedShape, topLimit: number): Placed | undefined {
    const [x0, x1] = this.space.range(shape, 0);
    const [y0, y1] = this.space.range(shape, 1);
    const [z0, z1] = this.space.range(shape, 2);
    const [rx, ry, rz] = this.resume.get(shape) ?? [x0, y0, z0];
    for (let z = rz; z <= z1; z++) {
      if (z + shape.reach + shape.solid.nz >= topLimit) {
        this.resume.set(shape, z === rz ? [rx, ry, rz] : [x0, y0, z]);
        return undefined;
      }
      for (let y = z === rz ? ry : y0; y <= y1; y++) {
        let x = z === rz && y === ry ? rx : x0;
        while (x <= x1) {
          const free = this.space.probe(shape, x, y, z);
          if (free !== x) {
            x = free;
            continue;
          }
          const candidate = { shape, x, y, z };
          if (this.space.fits(shape, x, y, z) && this.locksWithNone(candidate)) {
            this.resume.set(shape, [x, y, z]);
            return candidate;
          }
          x++;
        }
      }
    }
    this.resume.set(shape, [x0, y0, z1 + 1]);
    return undefined;
  }

  private locksWithNone(candidate: Placed): boolean {
    return this.placed.every((other) => !boxesOverlap(candidate, other) || separable(candidate, other));
  }
}
