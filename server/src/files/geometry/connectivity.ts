import { type VertexIndex, hash, indexVertices } from './vertex-index.js';

/**
 * Which facet lies across each edge, matched exactly as `admesh -e` (0.98) matches them, so that
 * our counts equal its counts on any file:
 * - a facet with two bitwise-equal corners is degenerate: it is set aside, and the last facet not
 *   yet looked at takes its place in the order (admesh removes it by moving the last facet there);
 * - the others' edges are matched in that order: an edge pairs with the first earlier edge over
 *   the same two vertices that is still unpaired, so an edge shared by three facets leaves one of
 *   them open and one shared by four pairs them two by two;
 * - two paired facets that run over their common edge in the same direction are wound against
 *   each other ("backwards edges", counted once from each side).
 * Unlike admesh it also counts how many facets use each edge, which shows non-manifold edges.
 */
export interface Connectivity {
  vertices: VertexIndex;
  /** Facets in the order they were matched; the degenerate ones last. */
  order: Int32Array;
  degenerateCount: number;
  /** Three a facet: the facet across edge j (corner j to corner j+1), or -1 when unpaired. */
  neighbors: Int32Array;
  /** Three a facet: 1 when the facet across edge j is wound against this one. */
  reversed: Uint8Array;
  /** Three a facet: the id of the distinct edge (undirected) that edge j is, -1 on degenerate facets. */
  edgeIds: Int32Array;
  edgeCount: number;
  /** How many facets use each distinct edge: 1 is a hole's border, 3 or more a non-manifold edge. */
  edgeUses: Uint32Array;
}

const EMPTY = -1;

export function connect(
  vertexData: Float32Array,
  facetCount: number,
  vertices = indexVertices(vertexData, facetCount),
): Connectivity {
  const ids = vertices.ids;
  const order = new Int32Array(facetCount);
  for (let f = 0; f < facetCount; f++) order[f] = f;
  const neighbors = new Int32Array(facetCount * 3).fill(-1);
  const reversed = new Uint8Array(facetCount * 3);
  const edgeIds = new Int32Array(facetCount * 3).fill(-1);

  let capacity = 1024;
  while (capacity < facetCount * 3) capacity *= 2; // about 1.5 edges a facet: load stays near one half
  let table: Int32Array = new Int32Array(capacity).fill(EMPTY);
  let edgeFirst: Int32Array = new Int32Array(capacity >> 1);
  let edgeSecond: Int32Array = new Int32Array(capacity >> 1);
  let waiting: Int32Array = new Int32Array(capacity >> 1);
  let edgeUses: Uint32Array = new Uint32Array(capacity >> 1);
  let edgeCount = 0;

  let live = facetCount;
  for (let i = 0; i < live;) {
    const f = order[i]!;
    const a = ids[f * 3]!;
    const b = ids[f * 3 + 1]!;
    const c = ids[f * 3 + 2]!;
    if (a === b || b === c || a === c) {
      order[i] = order[live - 1]!;
      order[live - 1] = f;
      live--;
      continue;
    }
    for (let j = 0; j < 3; j++) {
      const from = j === 0 ? a : j === 1 ? b : c;
      const to = j === 0 ? b : j === 1 ? c : a;
      // An undirected key: the smaller id first; `forward` says which way this facet runs along it.
      let first = from < to ? from : to;
      let second = from < to ? to : from;
      let forward = from < to;
      if (vertices.hasNegativeZero && sameNumbers(vertices.positions, from, to)) {
        // Corners equal as numbers but not as bits (0 and -0): admesh keys such an edge by its
        // direction, so only edges running the same way can pair.
        first = to;
        second = from;
        forward = false;
      }
      const mask = capacity - 1;
      let slot = hash(first, second, 0x2545f491) & mask;
      let edge: number;
      for (;;) {
        edge = table[slot]!;
        if (edge === EMPTY || (edgeFirst[edge] === first && edgeSecond[edge] === second)) break;
        slot = (slot + 1) & mask;
      }
      if (edge === EMPTY) {
        edge = edgeCount++;
        table[slot] = edge;
        edgeFirst[edge] = first;
        edgeSecond[edge] = second;
        waiting[edge] = -1;
      }
      edgeUses[edge]!++;
      const half = f * 3 + j;
      edgeIds[half] = edge;
      const other = waiting[edge]!;
      if (other === -1) {
        waiting[edge] = forward ? half : -2 - half;
      } else {
        const otherHalf = other >= 0 ? other : -2 - other;
        const otherFacet = (otherHalf / 3) | 0;
        neighbors[half] = otherFacet;
        neighbors[otherHalf] = f;
        if (other >= 0 === forward) {
          reversed[half] = 1;
          reversed[otherHalf] = 1;
        }
        waiting[edge] = -1;
      }
      if (edgeCount * 2 > capacity) {
        capacity *= 2;
        table = rehashEdges(edgeFirst, edgeSecond, edgeCount, capacity);
        edgeFirst = growInt(edgeFirst, capacity >> 1);
        edgeSecond = growInt(edgeSecond, capacity >> 1);
        waiting = growInt(waiting, capacity >> 1);
        const uses = new Uint32Array(capacity >> 1);
        uses.set(edgeUses);
        edgeUses = uses;
      }
    }
    i++;
  }
  return {
    vertices,
    order,
    degenerateCount: facetCount - live,
    neighbors,
    reversed,
    edgeIds,
    edgeCount,
    edgeUses: edgeUses.subarray(0, edgeCount),
  };
}

function sameNumbers(positions: Uint32Array, p: number, q: number): boolean {
  for (let k = 0; k < 3; k++) {
    const x = positions[p * 3 + k]!;
    const y = positions[q * 3 + k]!;
    if (x !== y && !((x | y) === 0x80000000 && (x & y) === 0)) return false;
  }
  return true;
}

function rehashEdges(first: Int32Array, second: Int32Array, count: number, capacity: number): Int32Array {
  const table = new Int32Array(capacity).fill(EMPTY);
  const mask = capacity - 1;
  for (let edge = 0; edge < count; edge++) {
    let slot = hash(first[edge]!, second[edge]!, 0x2545f491) & mask;
    while (table[slot] !== EMPTY) slot = (slot + 1) & mask;
    table[slot] = edge;
  }
  return table;
}

function growInt(values: Int32Array, length: number): Int32Array {
  const larger = new Int32Array(length);
  larger.set(values);
  return larger;
}
