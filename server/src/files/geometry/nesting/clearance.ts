/**
 * How far apart two footprints are, measured on their outlines in doubles: the check's second
 * look, which does not rest on Clipper's offsets. Outlines are flat x, y rings (mm), filled by the
 * non-zero rule as Clipper returns them (outside counter-clockwise, holes clockwise).
 */

/** [minX, minY, maxX, maxY] */
type Box = [number, number, number, number];

/** A footprint's rings with their edges (x0, y0, x1, y1, …) and box, made once for all the pairs it is in. */
export interface Outline {
  rings: readonly Float64Array[];
  edges: Float64Array;
  box: Box;
}

export function outlineOf(rings: readonly Float64Array[]): Outline {
  const edges = new Float64Array(rings.reduce((sum, ring) => sum + ring.length * 2, 0));
  const box: Box = [Infinity, Infinity, -Infinity, -Infinity];
  let e = 0;
  for (const ring of rings)
    for (let i = 0; i < ring.length; i += 2) {
      const j = (i + 2) % ring.length;
      const x = ring[i]!;
      const y = ring[i + 1]!;
      edges.set([x, y, ring[j]!, ring[j + 1]!], e);
      e += 4;
      if (x < box[0]) box[0] = x;
      if (y < box[1]) box[1] = y;
      if (x > box[2]) box[2] = x;
      if (y > box[3]) box[3] = y;
    }
  return { rings, edges, box };
}

/**
 * The least distance between the outlines of `a` and `b`, or 0 when they cross or one reaches
 * inside the other (a part standing in a ring's hole is outside the ring). Only edges within
 * `reach` of the other footprint's box are measured: beyond that the answer is "at least reach".
 */
export function clearance(a: Outline, b: Outline, reach: number): number {
  const fromA = edgesNear(a.edges, b.box, reach);
  const fromB = edgesNear(b.edges, a.box, reach);
  // Squared, and compared without calls: this runs for every pair of nearby edges.
  let least = reach * reach;
  for (let i = 0; i < fromA.length && least > 0; i += 4)
    for (let j = 0; j < fromB.length && least > 0; j += 4) {
      const squared = edgeDistanceSquared(fromA, i, fromB, j);
      if (squared < least) least = squared;
    }
  if (least === 0) return 0;
  const inside = (inner: Outline, outer: Outline) =>
    inner.rings.some((ring) => ring.length > 0 && windingAt(outer.edges, ring[0]!, ring[1]!) !== 0);
  return inside(a, b) || inside(b, a) ? 0 : Math.sqrt(least);
}

function edgesNear(edges: Float64Array, [minX, minY, maxX, maxY]: Box, reach: number): Float64Array {
  const near: number[] = [];
  for (let e = 0; e < edges.length; e += 4) {
    const x0 = edges[e]!;
    const y0 = edges[e + 1]!;
    const x1 = edges[e + 2]!;
    const y1 = edges[e + 3]!;
    const apart =
      (x0 < minX - reach && x1 < minX - reach) ||
      (x0 > maxX + reach && x1 > maxX + reach) ||
      (y0 < minY - reach && y1 < minY - reach) ||
      (y0 > maxY + reach && y1 > maxY + reach);
    if (!apart) near.push(x0, y0, x1, y1);
  }
  return Float64Array.from(near);
}

const cross = (ax: number, ay: number, bx: number, by: number, cx: number, cy: number) =>
  (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);

function edgeDistanceSquared(e: Float64Array, i: number, f: Float64Array, j: number): number {
  const ax = e[i]!;
  const ay = e[i + 1]!;
  const bx = e[i + 2]!;
  const by = e[i + 3]!;
  const cx = f[j]!;
  const cy = f[j + 1]!;
  const dx = f[j + 2]!;
  const dy = f[j + 3]!;
  const c1 = cross(ax, ay, bx, by, cx, cy);
  const c2 = cross(ax, ay, bx, by, dx, dy);
  const c3 = cross(cx, cy, dx, dy, ax, ay);
  const c4 = cross(cx, cy, dx, dy, bx, by);
  // Strictly on both sides of each other: they cross. Touching shows as a distance of 0 below.
  if (((c1 > 0 && c2 < 0) || (c1 < 0 && c2 > 0)) && ((c3 > 0 && c4 < 0) || (c3 < 0 && c4 > 0))) return 0;
  return lesser(
    lesser(pointToEdgeSquared(ax, ay, cx, cy, dx, dy), pointToEdgeSquared(bx, by, cx, cy, dx, dy)),
    lesser(pointToEdgeSquared(cx, cy, ax, ay, bx, by), pointToEdgeSquared(dx, dy, ax, ay, bx, by)),
  );
}

const lesser = (a: number, b: number) => (a < b ? a : b);

function pointToEdgeSquared(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const ux = bx - ax;
  const uy = by - ay;
  const length = ux * ux + uy * uy;
  let t = length > 0 ? ((px - ax) * ux + (py - ay) * uy) / length : 0;
  if (t < 0) t = 0;
  else if (t > 1) t = 1;
  const x = px - ax - t * ux;
  const y = py - ay - t * uy;
  return x * x + y * y;
}

/** The winding number of the outlines about (x, y): not 0 inside. */
function windingAt(edges: Float64Array, x: number, y: number): number {
  let winding = 0;
  for (let e = 0; e < edges.length; e += 4) {
    const [ax, ay, bx, by] = [edges[e]!, edges[e + 1]!, edges[e + 2]!, edges[e + 3]!];
    if (ay <= y && by > y && cross(ax, ay, bx, by, x, y) > 0) winding++;
    else if (ay > y && by <= y && cross(ax, ay, bx, by, x, y) < 0) winding--;
  }
  return winding;
}
