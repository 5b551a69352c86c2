import { type VertexIndex, indexVertices } from './vertex-index.js';

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
  /** Paired edges whose facets are wound against each other, counted from both sides (admesh's "backwards edges"). */
  backwardsEdges: number;
  /** Pieces joined through paired edges (admesh -d's "parts"). */
  shells: number;
  /** Three a facet: the id of the distinct (undirected) edge that edge j is; -1 on degenerate facets. */
  edgeIds: Int32Array;
  /** Distinct edges. */
  edgeCount: number;
  /**
   * Indexed by edge id: how many facets use the edge (1: the border of a hole; 3 or more: a
   * non-manifold edge). Ids are not dense: an entry of 0 is no edge.
   */
  edgeUses: Uint32Array;
}

export function connect(vertexData: Float32Array, facetCount: number): Connectivity {
  return connectIndexed(indexVertices(vertexData, facetCount), facetCount);
}

/** The same over corners already given vertex ids (three a facet). */
export function connectIndexed(vertices: VertexIndex, facetCount: number): Connectivity {
  const ids = vertices.ids;
  const special = vertices.hasNegativeZero;
  const order = new Int32Array(facetCount);
  for (let f = 0; f < facetCount; f++) order[f] = f;
  // Edges live in buckets by their first vertex (compressed rows), so finding an edge reads a few
  // neighbouring slots instead of probing a table the size of the mesh; a slot's index is the edge
  // id. A vertex's bucket start and end sit side by side.
  const buckets = new Int32Array(vertices.count * 2);
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
      buckets[(special ? firstOf(vertices.positions, from, to) : from < to ? from : to) * 2 + 1]!++;
    }
    i++;
  }
  for (let v = 0, running = 0; v < vertices.count; v++) {
    const count = buckets[v * 2 + 1]!;
    buckets[v * 2] = running;
    buckets[v * 2 + 1] = running;
    running += count;
  }
  const slotSecond = new Int32Array(live * 3);
  const waiting = new Int32Array(live * 3);
  const edgeUses = new Uint32Array(live * 3);
  const neighbors = new Int32Array(facetCount * 3).fill(-1);
  const reversed = new Uint8Array(facetCount * 3);
  const edgeIds = new Int32Array(facetCount * 3).fill(-1);
  let edgeCount = 0;
  let reversedPairs = 0;
  const parent = new Int32Array(facetCount);
  for (let f = 0; f < facetCount; f++) parent[f] = f;
  let joins = 0;

  for (let i = 0; i < live; i++) {
    const f = order[i]!;
    for (let j = 0; j < 3; j++) {
      const half = f * 3 + j;
      const from = ids[half]!;
      const to = ids[j === 2 ? half - 2 : half + 1]!;
      const first = special ? firstOf(vertices.positions, from, to) : from < to ? from : to;
      const second = first === from ? to : from;
      const forward = first === from;
      const end = buckets[first * 2 + 1]!;
      let edge = buckets[first * 2]!;
      while (edge < end && slotSecond[edge] !== second) edge++;
      if (edge === end) {
        slotSecond[edge] = second;
        waiting[edge] = -1;
        buckets[first * 2 + 1] = end + 1;
        edgeCount++;
      }
      edgeUses[edge]!++;
      edgeIds[half] = edge;
      // The first earlier edge still unpaired takes this one: a third facet on an edge waits for a fourth.
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
          reversedPairs++;
        }
        // Union-find with path halving: the pieces joined by paired edges, as admesh -d counts parts.
        let a = f;
        while (parent[a] !== a) a = parent[a] = parent[parent[a]!]!;
        let b = otherFacet;
        while (parent[b] !== b) b = parent[b] = parent[parent[b]!]!;
        if (a !== b) {
          parent[a] = b;
          joins++;
        }
        waiting[edge] = -1;
      }
    }
  }
  return {
    vertices,
    order,
    degenerateCount: facetCount - live,
    neighbors,
    reversed,
    backwardsEdges: reversedPairs * 2,
    shells: live - joins,
    edgeIds,
    edgeCount,
    edgeUses,
  };
}

/**
 * The vertex an edge is keyed by: the smaller id. But corners equal as numbers and not as bits
 * (0 and -0) make admesh key the edge by its direction, so that only edges running the same way
 * pair: then the edge's end is its key.
 */
function firstOf(positions: Uint32Array, from: number, to: number): number {
  for (let k = 0; k < 3; k++) {
    const x = positions[from * 3 + k]!;
    const y = positions[to * 3 + k]!;
    if (x !== y && !((x | y) === 0x80000000 && (x & y) === 0)) return from < to ? from : to;
  }
  return to;
}
