import type { EdgeSet } from './edge-set.js';

/**
 * Ear clipping takes time quadratic in a hole's corners, cubic for a spiky outline: above this many
 * corner tests, what is left of the hole is closed by a fan, so no file can make a worker spin.
 */
const TEST_BUDGET = 20_000_000;

/**
 * Closes a hole's polygon (vertex ids, in the winding the new facets must have) by ear clipping
 * in the plane that fits it best (Newell's normal), so that a non-convex hole (an L-shaped face)
 * gets facets inside its outline, where a fan from one corner would cross outside it. A polygon
 * with no clean ear left (a twisted border) is finished by clipping its flattest corner. An ear
 * whose cut would add an edge the mesh already has is taken last, so holes close without making
 * non-manifold edges where they can.
 */
export function triangulateHole(polygon: number[], positions: Float32Array, added: number[], edges: EdgeSet): void {
  const n = polygon.length;
  if (n < 3) return;
  if (n === 3) {
    added.push(polygon[0]!, polygon[1]!, polygon[2]!);
    return;
  }
  // Newell's normal, then the two axes of the plane the polygon is drawn in, chosen so that it turns counter-clockwise.
  let nx = 0;
  let ny = 0;
  let nz = 0;
  for (let i = 0; i < n; i++) {
    const a = polygon[i]! * 3;
    const b = polygon[(i + 1) % n]! * 3;
    nx += (positions[a + 1]! - positions[b + 1]!) * (positions[a + 2]! + positions[b + 2]!);
    ny += (positions[a + 2]! - positions[b + 2]!) * (positions[a]! + positions[b]!);
    nz += (positions[a]! - positions[b]!) * (positions[a + 1]! + positions[b + 1]!);
  }
  const [ax, ay, az] = [Math.abs(nx), Math.abs(ny), Math.abs(nz)];
  const drop = az >= ax && az >= ay ? 2 : ay >= ax ? 1 : 0;
  const sign = (drop === 0 ? nx : drop === 1 ? ny : nz) >= 0;
  let u = (drop + 1) % 3;
  let w = (drop + 2) % 3;
  if (!sign) [u, w] = [w, u];
  const xs = polygon.map((v) => positions[v * 3 + u]!);
  const ys = polygon.map((v) => positions[v * 3 + w]!);

  const remaining = polygon.map((_, i) => i);
  let budget = TEST_BUDGET;
  const turn = (p: number, q: number, r: number) => (xs[q]! - xs[p]!) * (ys[r]! - ys[p]!) - (ys[q]! - ys[p]!) * (xs[r]! - xs[p]!);
  while (remaining.length > 3 && budget > 0) {
    const m = remaining.length;
    let chosen = -1;
    let flattest = -1;
    let flattestTurn = -Infinity;
    let fresh = -1; // the flattest corner whose cut adds no existing edge
    let freshTurn = -Infinity;
    for (let k = 0; k < m && chosen < 0; k++) {
      const p = remaining[(k + m - 1) % m]!;
      const q = remaining[k]!;
      const r = remaining[(k + 1) % m]!;
      const t = turn(p, q, r);
      if (t > flattestTurn) {
        flattestTurn = t;
        flattest = k;
      }
      if (edges.has(polygon[p]!, polygon[r]!)) continue;
      if (t > freshTurn) {
        freshTurn = t;
        fresh = k;
      }
      if (t <= 0) continue; // a reflex corner is no ear
      let empty = true;
      budget -= m;
      for (let j = 0; j < m && empty; j++) {
        const s = remaining[j]!;
        if (s === p || s === q || s === r) continue;
        // Inside or on the ear's triangle: another corner of the hole, so cutting the ear would cover it.
        if (turn(p, q, s) >= 0 && turn(q, r, s) >= 0 && turn(r, p, s) >= 0) empty = false;
      }
      if (empty) chosen = k;
    }
    const k = chosen >= 0 ? chosen : fresh >= 0 ? fresh : flattest;
    const [p, q, r] = [polygon[remaining[(k + m - 1) % m]!]!, polygon[remaining[k]!]!, polygon[remaining[(k + 1) % m]!]!];
    added.push(p, q, r);
    edges.add(p, r);
    remaining.splice(k, 1);
  }
  for (let i = 1; i + 1 < remaining.length; i++) {
    added.push(polygon[remaining[0]!]!, polygon[remaining[i]!]!, polygon[remaining[i + 1]!]!);
  }
}
