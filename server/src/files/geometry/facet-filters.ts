import type { Connectivity } from './connectivity.js';
import { hash } from './vertex-index.js';

// The facets REPAIR drops; each filter returns the facets kept (three vertex ids each) and their count.

/**
 * Facets over the same three vertices: copies wound alike collapse to one, and a pair wound
 * against each other (a wall of no thickness) goes entirely. Hashed by the sorted corner ids.
 */
export function withoutDuplicates(triangles: Uint32Array, count: number): { triangles: Uint32Array; count: number } {
  let capacity = 1024;
  while (capacity < count * 2) capacity *= 2;
  const mask = capacity - 1;
  const table = new Int32Array(capacity).fill(-1);
  const group = new Int32Array(count); // the first facet over the same corners
  const balance = new Int32Array(count); // on that first facet: alike-wound copies minus opposite ones
  const sorted = (f: number, k: number) => {
    const a = triangles[f * 3]!;
    const b = triangles[f * 3 + 1]!;
    const c = triangles[f * 3 + 2]!;
    const low = Math.min(a, b, c);
    const high = Math.max(a, b, c);
    return k === 0 ? low : k === 2 ? high : a + b + c - low - high;
  };
  let duplicates = 0;
  for (let f = 0; f < count; f++) {
    const x = sorted(f, 0);
    const y = sorted(f, 1);
    const z = sorted(f, 2);
    let slot = hash(x, y, z) & mask;
    for (;;) {
      const g = table[slot]!;
      if (g < 0) {
        table[slot] = f;
        group[f] = f;
        break;
      }
      if (sorted(g, 0) === x && sorted(g, 1) === y && sorted(g, 2) === z) {
        group[f] = g;
        duplicates++;
        break;
      }
      slot = (slot + 1) & mask;
    }
    balance[group[f]!] = balance[group[f]!]! + (parity(triangles, f) === parity(triangles, group[f]!) ? 1 : -1);
  }
  if (duplicates === 0) return { triangles, count };
  const keep = new Uint8Array(count);
  for (let f = 0; f < count; f++) {
    const first = group[f]!;
    const net = balance[first]!;
    // Keep the first copy wound as the majority; none when the windings cancel out.
    if (net > 0) keep[f] = f === first ? 1 : 0;
    else if (net < 0 && parity(triangles, f) !== parity(triangles, first)) {
      keep[f] = 1;
      balance[first] = 0;
    }
  }
  return compact(triangles, count, keep);
}

/** +1 or -1: the facet's winding relative to its corners in ascending order. */
function parity(triangles: Uint32Array, f: number): number {
  const a = triangles[f * 3]!;
  const b = triangles[f * 3 + 1]!;
  const c = triangles[f * 3 + 2]!;
  const inversions = (a > b ? 1 : 0) + (b > c ? 1 : 0) + (a > c ? 1 : 0);
  return inversions % 2 === 0 ? 1 : -1;
}

/** Without the facets none of whose edges is shared with exactly one other facet. */
export function withoutLooseFacets(triangles: Uint32Array, count: number, { edgeIds, edgeUses }: Connectivity) {
  const keep = new Uint8Array(count);
  for (let f = 0; f < count; f++) {
    for (let j = 0; j < 3; j++) if (edgeUses[edgeIds[f * 3 + j]!] === 2) keep[f] = 1;
  }
  return compact(triangles, count, keep);
}

function compact(triangles: Uint32Array, count: number, keep: Uint8Array): { triangles: Uint32Array; count: number } {
  let kept = 0;
  for (let f = 0; f < count; f++) kept += keep[f]!;
  if (kept === count) return { triangles, count };
  const result = new Uint32Array(kept * 3);
  for (let f = 0, at = 0; f < count; f++) {
    if (!keep[f]) continue;
    result[at++] = triangles[f * 3]!;
    result[at++] = triangles[f * 3 + 1]!;
    result[at++] = triangles[f * 3 + 2]!;
  }
  return { triangles: result, count: kept };
}
