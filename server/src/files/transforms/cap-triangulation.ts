/**
 * Triangulates the loops where a plane cut a solid: counter-clockwise loops (in the plane's own 2D
 * axes) are outlines, clockwise ones are holes in them (the cut through a hollow part's cavity).
 * Each hole is bridged into its outline, then the polygon is ear-clipped. The facets use the
 * loops' own vertex ids, so every cap edge matches a cut edge exactly and the part stays closed.
 */

/** Above this many point-in-ear tests the rest is clipped without looking, so no outline can make a worker spin. */
const TEST_BUDGET = 50_000_000;

export function triangulateCap(loops: number[][], xs: Float64Array, ys: Float64Array): number[] {
  const turn = (a: number, b: number, c: number) => (xs[b]! - xs[a]!) * (ys[c]! - ys[a]!) - (ys[b]! - ys[a]!) * (xs[c]! - xs[a]!);
  const area = (loop: number[]) => {
    let sum = 0;
    for (let i = 0; i < loop.length; i++) {
      const a = loop[i]!;
      const b = loop[(i + 1) % loop.length]!;
      sum += xs[a]! * ys[b]! - xs[b]! * ys[a]!;
    }
    return sum / 2;
  };
  const outlines = loops.filter((loop) => area(loop) > 0).sort((a, b) => area(a) - area(b));
  const holesOf = new Map<number[], number[][]>(outlines.map((outline) => [outline, []]));
  for (const hole of loops.filter((loop) => area(loop) < 0)) {
    // The smallest outline around it (outlines are sorted by area): an island inside a cavity inside a part.
    const owner = outlines.find((outline) => containsPoint(outline, xs[hole[0]!]!, ys[hole[0]!]!, xs, ys));
    if (owner) holesOf.get(owner)!.push(hole);
  }
  const triangles: number[] = [];
  const budget = { tests: TEST_BUDGET };
  for (const outline of outlines) {
    earClip(bridgeHoles(outline, holesOf.get(outline)!, xs, ys, turn), turn, xs, ys, triangles, budget);
  }
  return triangles;
}

function containsPoint(loop: number[], x: number, y: number, xs: Float64Array, ys: Float64Array): boolean {
  let inside = false;
  for (let i = 0, j = loop.length - 1; i < loop.length; j = i++) {
    const [xi, yi, xj, yj] = [xs[loop[i]!]!, ys[loop[i]!]!, xs[loop[j]!]!, ys[loop[j]!]!];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

type Turn = (a: number, b: number, c: number) => number;

/** Joins each hole to the outline by a pair of coincident edges to a vertex it can see, rightmost hole first (as earcut does). */
function bridgeHoles(outline: number[], holes: number[][], xs: Float64Array, ys: Float64Array, turn: Turn): number[] {
  let polygon = outline.slice();
  const rightmost = (loop: number[]) => loop.reduce((best, id, i) => (xs[id]! > xs[loop[best]!]! ? i : best), 0);
  const pending = holes.map((hole) => hole.slice(rightmost(hole)).concat(hole.slice(0, rightmost(hole))));
  pending.sort((a, b) => xs[b[0]!]! - xs[a[0]!]!);
  while (pending.length > 0) {
    const hole = pending.shift()!;
    const m = hole[0]!;
    const edges = [polygon, ...pending, hole];
    const candidates = polygon.map((_, i) => i);
    const distance = (i: number) => (xs[polygon[i]!]! - xs[m]!) ** 2 + (ys[polygon[i]!]! - ys[m]!) ** 2;
    candidates.sort((a, b) => distance(a) - distance(b));
    const at = candidates.find((i) => {
      const v = polygon[i]!;
      const before = polygon[(i + polygon.length - 1) % polygon.length]!;
      const after = polygon[(i + 1) % polygon.length]!;
      const inWedge =
        turn(before, v, after) > 0
          ? turn(v, m, after) <= 0 && turn(v, before, m) <= 0
          : turn(v, m, before) > 0 || turn(v, after, m) > 0;
      return inWedge && !edges.some((loop) => crossesLoop(loop, v, m, xs, ys, turn));
    });
    // A hole that no outline vertex can see (it should not happen for a real cut) is bridged to the nearest one.
    const i = at ?? candidates[0]!;
    polygon = [...polygon.slice(0, i + 1), ...hole, m, polygon[i]!, ...polygon.slice(i + 1)];
  }
  return polygon;
}

/** Whether segment a–b properly crosses an edge of the loop (touching at a shared vertex does not count). */
function crossesLoop(loop: number[], a: number, b: number, xs: Float64Array, ys: Float64Array, turn: Turn): boolean {
  for (let i = 0; i < loop.length; i++) {
    const c = loop[i]!;
    const d = loop[(i + 1) % loop.length]!;
    if (c === a || c === b || d === a || d === b) continue;
    if (xs[c] === xs[a] && ys[c] === ys[a]) continue;
    const d1 = turn(a, b, c);
    const d2 = turn(a, b, d);
    const d3 = turn(c, d, a);
    const d4 = turn(c, d, b);
    if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
    // A vertex lying on the bridge would leave a facet edge through it: count it as a crossing.
    if (d1 === 0 && between(a, b, c, xs, ys)) return true;
  }
  return false;
}

const between = (a: number, b: number, c: number, xs: Float64Array, ys: Float64Array) =>
  Math.min(xs[a]!, xs[b]!) <= xs[c]! &&
  xs[c]! <= Math.max(xs[a]!, xs[b]!) &&
  Math.min(ys[a]!, ys[b]!) <= ys[c]! &&
  ys[c]! <= Math.max(ys[a]!, ys[b]!);

/**
 * Ear clipping over a linked list. An ear must turn left and hold no other vertex inside or on
 * its triangle: a cut's outline has many collinear vertices (where it crossed a flat side's
 * diagonal), and an ear over one of them would leave a T-junction in the closed part.
 */
function earClip(
  polygon: number[],
  turn: Turn,
  xs: Float64Array,
  ys: Float64Array,
  out: number[],
  budget: { tests: number },
): void {
  const n = polygon.length;
  if (n < 3) return;
  const prev = new Int32Array(n);
  const next = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    prev[i] = (i + n - 1) % n;
    next[i] = (i + 1) % n;
  }
  let remaining = n;
  let current = 0;
  let misses = 0;
  const isEar = (p: number, c: number, q: number) => {
    const [a, b, d] = [polygon[p]!, polygon[c]!, polygon[q]!];
    if (!(turn(a, b, d) > 0)) return false;
    if (budget.tests <= 0) return true;
    budget.tests -= remaining;
    for (let r = next[q]!; r !== p; r = next[r]!) {
      const s = polygon[r]!;
      if (s === a || s === b || s === d || (xs[s] === xs[b] && ys[s] === ys[b])) continue;
      if (turn(a, b, s) >= 0 && turn(b, d, s) >= 0 && turn(d, a, s) >= 0) return false;
    }
    return true;
  };
  while (remaining > 3) {
    if (misses > remaining) {
      // No clean ear left (a self-touching outline, or rounding): clip the most convex corner, which keeps the cap closed if not flat.
      current = mostConvex(current, remaining, prev, next, (p, c, q) => turn(polygon[p]!, polygon[c]!, polygon[q]!));
    }
    const p = prev[current]!;
    const q = next[current]!;
    if (misses > remaining || isEar(p, current, q)) {
      out.push(polygon[p]!, polygon[current]!, polygon[q]!);
      next[p] = q;
      prev[q] = p;
      remaining--;
      current = q;
      misses = 0;
    } else {
      current = q;
      misses++;
    }
  }
  out.push(polygon[prev[current]!]!, polygon[current]!, polygon[next[current]!]!);
}

function mostConvex(start: number, remaining: number, prev: Int32Array, next: Int32Array, turn: Turn): number {
  let best = start;
  let bestTurn = -Infinity;
  for (let i = 0, c = start; i < remaining; i++, c = next[c]!) {
    const t = turn(prev[c]!, c, next[c]!);
    if (t > bestTurn) [best, bestTurn] = [c, t];
  }
  return best;
}
