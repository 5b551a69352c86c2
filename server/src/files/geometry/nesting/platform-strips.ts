/**
 * What the placed parts' grown footprints cover, strip by strip across the platform, and the
 * leftmost x at which a shape meets none of it. A shape's interval [c, d] placed at x overlaps a
 * covered interval [a, b] exactly when a < x + d and x + c < b, so a blocked x moves on to b − c.
 */
import { merged, type Strips } from './strips.js';

export class PlatformStrips {
  private readonly covered = new Map<number, Float64Array>();
  /** Per interval of the shape, the first covered interval of its strip that may still block it. */
  private next = new Int32Array(1024);

  /**
   * The least x in [0, room] at which `shape`, its strip 0 put on strip `row` of the platform,
   * overlaps nothing placed; undefined when every x in the range does. x only grows as intervals
   * block it, so each interval's place among the covered ones only moves on: passes over the
   * strips repeat until one moves x no further.
   */
  leftmost(shape: Strips, row: number, room: number): number | undefined {
    const rows = shape.intervals.map((_, i) => this.covered.get(row + shape.first + i));
    const pairs = shape.intervals.reduce((sum, own) => sum + own.length, 0);
    if (this.next.length < pairs) this.next = new Int32Array(pairs * 2);
    this.next.fill(0, 0, pairs);
    let x = 0;
    let moved = true;
    while (moved) {
      moved = false;
      let k = 0;
      for (let i = 0; i < rows.length; i++) {
        const covered = rows[i];
        const own = shape.intervals[i]!;
        if (!covered) {
          k += own.length;
          continue;
        }
        for (let c = 0; c < own.length; c += 2, k += 2) {
          let a = this.next[k]!;
          while (a < covered.length && covered[a + 1]! <= x + own[c]!) a += 2;
          if (a < covered.length && covered[a]! < x + own[c + 1]!) {
            // Moved on to touch it, the shape is past this interval (though (b − c) + c may round just below b).
            x = Math.max(x, covered[a + 1]! - own[c]!);
            if (x > room) return undefined;
            moved = true;
            a += 2;
          }
          this.next[k] = a;
        }
      }
    }
    return x;
  }

  /** Covers what `shape` covers, put with its strip 0 on strip `row` and its origin at `x`. */
  add(shape: Strips, row: number, x: number): void {
    shape.intervals.forEach((own, i) => {
      if (own.length === 0) return;
      const at = row + shape.first + i;
      const covered = Array.from(this.covered.get(at) ?? []);
      for (const end of own) covered.push(end + x);
      this.covered.set(at, merged(covered));
    });
  }
}
