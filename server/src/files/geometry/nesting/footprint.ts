/**
 * A part's footprint: the union of its facets projected onto the XY plane, the shadow an upright
 * part casts on the platform, as outlines with holes (counter-clockwise outside, clockwise round a
 * hole), in micrometres (units.ts).
 */
import { Clipper, EndType, FillRule, JoinType, type Path64, type Paths64 } from 'clipper2-ts';
import type { Mesh } from '../mesh.js';
import { QUARTER_TURNS } from './quarter-turns.js';
import { shadowLoops } from './shadow-loops.js';
import { UNITS_PER_MM } from './units.js';

export { UNITS_PER_MM } from './units.js';

export interface Footprint {
  /** In the file's coordinates, micrometres. */
  paths: Paths64;
  /** mm² */
  area: number;
}

/** The same mesh is nested in many instances and checked after: its shadow is computed once. */
const footprints = new WeakMap<Mesh, Footprint>();

export function footprintOf(mesh: Mesh): Footprint {
  let footprint = footprints.get(mesh);
  if (!footprint) {
    const paths = Clipper.union(shadowLoops(mesh.vertices), FillRule.NonZero);
    footprint = { paths, area: Clipper.areaPaths(paths) / UNITS_PER_MM ** 2 };
    footprints.set(mesh, footprint);
  }
  return footprint;
}

/** The outlines after `turn` quarter turns about z, then moved by (dx, dy) micrometres. */
export function turned(paths: Paths64, turn: number, dx = 0, dy = 0): Paths64 {
  const [a, b, c, d] = QUARTER_TURNS[turn]!;
  return paths.map((path) => path.map(({ x, y }) => ({ x: a * x + b * y + dx, y: c * x + d * y + dy })));
}

/** The outlines grown by `by` mm with round corners: apart by twice that when they do not overlap. */
export function grown(paths: Paths64, by: number, arcTolerance?: number): Paths64 {
  if (by === 0) return paths;
  return Clipper.inflatePaths(paths, by * UNITS_PER_MM, JoinType.Round, EndType.Polygon, 2, arcTolerance);
}

/** Outlines in mm as flat x, y arrays, relative to (`x0`, `y0`) mm. */
export const inMillimetres = (paths: Paths64, x0 = 0, y0 = 0): Float64Array[] =>
  paths.map((path: Path64) => {
    const ring = new Float64Array(path.length * 2);
    path.forEach(({ x, y }, i) => {
      ring[2 * i] = x / UNITS_PER_MM - x0;
      ring[2 * i + 1] = y / UNITS_PER_MM - y0;
    });
    return ring;
  });
