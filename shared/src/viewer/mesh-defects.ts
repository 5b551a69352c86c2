/**
 * The defects of a triangle mesh as the viewer draws them: open edges (edges of one facet only,
 * the borders of holes) and flipped facets (wound against their neighbours). STL repeats every
 * corner per facet, so corners are welded first by their exact coordinates, as VERIFY does.
 *
 * Everything is typed arrays and open-addressing tables, and the loops hand the thread back to
 * the browser every `sliceFacets` facets: a 1M-facet part takes a few hundred milliseconds of
 * work, and the page must keep turning the part meanwhile.
 */

export interface MeshDefects {
  facets: number;
  /** Edges used by one facet only. */
  openEdges: number;
  /** Two corners per open edge, xyz each: 6 floats an edge, for line segments. */
  openEdgeSegments: Float32Array;
  /** Edges of three facets or more; orientation is not followed across them. */
  nonManifoldEdges: number;
  /** Indices of the facets wound against the rest of their shell (the smaller side of each shell). */
  flippedFacets: Uint32Array;
}

export interface AnalyseOptions {
  /** Facets handled between two yields to the browser. */
  sliceFacets?: number;
  /** Resolves when the browser has had its turn; tests pass an immediate one. */
  yieldToBrowser?: () => Promise<void>;
  signal?: AbortSignal;
}

const EMPTY = -1;

/** A power of two at least twice `n`, so the tables stay under half full. */
function tableSize(n: number): number {
  let size = 16;
  while (size < n * 2) size *= 2;
  return size;
}

/** MessageChannel rather than setTimeout: a nested timeout is clamped to 4 ms, too slow for hundreds of slices. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** `positions` holds 9 floats a facet (three corners), as three's STLLoader gives them. */
export async function analyseMesh(positions: Float32Array, options: AnalyseOptions = {}): Promise<MeshDefects> {
  const { sliceFacets = 65_536, yieldToBrowser = nextTask, signal } = options;
  const facets = Math.floor(positions.length / 9);
  const pause = async (facet: number) => {
    if (facet % sliceFacets === sliceFacets - 1) {
      await yieldToBrowser();
      signal?.throwIfAborted();
    }
  };

  // 1. Weld: each corner gets the id of the first corner at the same coordinates.
  const bits = new Uint32Array(positions.buffer, positions.byteOffset, facets * 9);
  const corners = facets * 3;
  const vertexSlots = tableSize(corners);
  const vertexTable = new Int32Array(vertexSlots).fill(EMPTY);
  const vertexOf = new Int32Array(corners);
  const firstCorner = new Int32Array(corners);
  let vertices = 0;
  // -0 and +0 are one coordinate.
  const coordinate = (i: number) => (bits[i] === 0x80000000 ? 0 : bits[i]!);
  for (let facet = 0; facet < facets; facet++) {
    for (let k = 0; k < 3; k++) {
      const corner = facet * 3 + k;
      const x = coordinate(corner * 3);
      const y = coordinate(corner * 3 + 1);
      const z = coordinate(corner * 3 + 2);
      let slot = (Math.imul(x, 0x9e3779b1) ^ Math.imul(y, 0x85ebca77) ^ Math.imul(z, 0xc2b2ae3d)) & (vertexSlots - 1);
      for (;;) {
        const id = vertexTable[slot]!;
        if (id === EMPTY) {
          vertexTable[slot] = vertices;
          firstCorner[vertices] = corner;
          vertexOf[corner] = vertices++;
          break;
        }
        const other = firstCorner[id]! * 3;
        if (coordinate(other) === x && coordinate(other + 1) === y && coordinate(other + 2) === z) {
          vertexOf[corner] = id;
          break;
        }
        slot = (slot + 1) & (vertexSlots - 1);
      }
    }
    await pause(facet);
  }

  // 2. Edges: one record per pair of welded corners, with the facets that use it and in which direction.
  const edgeSlots = tableSize(corners);
  const edgeTable = new Int32Array(edgeSlots).fill(EMPTY);
  const edgeLow = new Int32Array(corners);
  const edgeHigh = new Int32Array(corners);
  const uses = new Uint8Array(corners);
  const firstFacet = new Int32Array(corners);
  const secondFacet = new Int32Array(corners);
  // 1 when the facet runs the edge from its lower vertex id to its higher one.
  const firstForward = new Uint8Array(corners);
  const secondForward = new Uint8Array(corners);
  let edges = 0;
  for (let facet = 0; facet < facets; facet++) {
    for (let k = 0; k < 3; k++) {
      const from = vertexOf[facet * 3 + k]!;
      const to = vertexOf[facet * 3 + ((k + 1) % 3)]!;
      // A collapsed edge of a degenerate facet joins nothing.
      if (from === to) continue;
      const low = Math.min(from, to);
      const high = Math.max(from, to);
      const forward = from < to ? 1 : 0;
      let slot = (Math.imul(low, 0x9e3779b1) ^ Math.imul(high, 0x85ebca77)) & (edgeSlots - 1);
      for (;;) {
        const id = edgeTable[slot]!;
        if (id === EMPTY) {
          edgeTable[slot] = edges;
          edgeLow[edges] = low;
          edgeHigh[edges] = high;
          uses[edges] = 1;
          firstFacet[edges] = facet;
          firstForward[edges++] = forward;
          break;
        }
        if (edgeLow[id] === low && edgeHigh[id] === high) {
          if (uses[id] === 1) {
            secondFacet[id] = facet;
            secondForward[id] = forward;
          }
          if (uses[id]! < 255) uses[id]!++;
          break;
        }
        slot = (slot + 1) & (edgeSlots - 1);
      }
    }
    await pause(facet);
  }

  // 3. Open edges as segments; neighbours across the edges of exactly two facets.
  let openEdges = 0;
  let nonManifoldEdges = 0;
  const neighbourCount = new Uint8Array(facets);
  const neighbours = new Int32Array(facets * 3).fill(EMPTY);
  // 1 when the neighbour runs the shared edge the same way, i.e. one of the two is flipped.
  const against = new Uint8Array(facets * 3);
  for (let edge = 0; edge < edges; edge++) {
    if (uses[edge] === 1) openEdges++;
    else if (uses[edge]! > 2) nonManifoldEdges++;
    else {
      const a = firstFacet[edge]!;
      const b = secondFacet[edge]!;
      const same = firstForward[edge] === secondForward[edge] ? 1 : 0;
      // A facet has three edges; a degenerate one may list a neighbour twice, which is harmless.
      if (neighbourCount[a]! < 3 && neighbourCount[b]! < 3) {
        neighbours[a * 3 + neighbourCount[a]!] = b;
        against[a * 3 + neighbourCount[a]!++] = same;
        neighbours[b * 3 + neighbourCount[b]!] = a;
        against[b * 3 + neighbourCount[b]!++] = same;
      }
    }
  }
  const openEdgeSegments = new Float32Array(openEdges * 6);
  for (let edge = 0, at = 0; edge < edges; edge++) {
    if (uses[edge] !== 1) continue;
    for (const vertex of [edgeLow[edge]!, edgeHigh[edge]!]) {
      const corner = firstCorner[vertex]! * 3;
      openEdgeSegments[at++] = positions[corner]!;
      openEdgeSegments[at++] = positions[corner + 1]!;
      openEdgeSegments[at++] = positions[corner + 2]!;
    }
  }

  // 4. Orientation: walk each shell from a seed, giving each facet its winding relative to the
  // seed; the smaller side of a shell is the flipped one (on a tie, the side without the seed).
  const side = new Int8Array(facets).fill(-1);
  const queue = new Int32Array(facets);
  const flipped: number[] = [];
  let visited = 0;
  for (let seed = 0; seed < facets; seed++) {
    if (side[seed] !== -1) continue;
    side[seed] = 0;
    let head = 0;
    let tail = 0;
    queue[tail++] = seed;
    let other = 0;
    while (head < tail) {
      const facet = queue[head++]!;
      for (let k = 0; k < neighbourCount[facet]!; k++) {
        const next = neighbours[facet * 3 + k]!;
        if (side[next] !== -1) continue;
        side[next] = side[facet]! ^ against[facet * 3 + k]!;
        other += side[next]!;
        queue[tail++] = next;
      }
      await pause(visited++);
    }
    const flippedSide = other * 2 > tail ? 0 : 1;
    for (let i = 0; i < tail; i++) if (side[queue[i]!] === flippedSide) flipped.push(queue[i]!);
  }

  return {
    facets,
    openEdges,
    openEdgeSegments,
    nonManifoldEdges,
    flippedFacets: Uint32Array.from(flipped.sort((a, b) => a - b)),
  };
}
