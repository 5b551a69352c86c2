/**
 * Gives every distinct corner position an id, by the exact bits of its three floats (as admesh's
 * `memcmp` compares them: 0 and -0 are two positions). Open addressing over typed arrays; the
 * table grows by rehashing, so a closed mesh (about half as many vertices as facets) stays small.
 */
export interface VertexIndex {
  /** Three ids a facet, one per corner. */
  ids: Uint32Array;
  count: number;
  /** The float bits of each distinct vertex, three a vertex. */
  positions: Uint32Array;
  /** Whether some coordinate is -0: only then can two distinct vertices be equal as numbers. */
  hasNegativeZero: boolean;
}

const EMPTY = -1;

export function indexVertices(vertices: Float32Array, facetCount: number): VertexIndex {
  const corners = facetCount * 3;
  const bits = new Uint32Array(vertices.buffer, vertices.byteOffset, corners * 3);
  const ids = new Uint32Array(corners);
  let capacity = tableSize(facetCount);
  let table: Int32Array = new Int32Array(capacity).fill(EMPTY);
  let positions: Uint32Array = new Uint32Array(Math.max(16, (capacity >> 1) * 3));
  let count = 0;
  let hasNegativeZero = false;

  for (let c = 0; c < corners; c++) {
    const x = bits[c * 3]!;
    const y = bits[c * 3 + 1]!;
    const z = bits[c * 3 + 2]!;
    const mask = capacity - 1;
    let slot = hash(x, y, z) & mask;
    let id: number;
    for (;;) {
      id = table[slot]!;
      if (id === EMPTY) break;
      const p = id * 3;
      if (positions[p] === x && positions[p + 1] === y && positions[p + 2] === z) break;
      slot = (slot + 1) & mask;
    }
    if (id === EMPTY) {
      id = count++;
      table[slot] = id;
      if (id * 3 + 3 > positions.length) {
        const larger = new Uint32Array(positions.length * 2);
        larger.set(positions);
        positions = larger;
      }
      positions[id * 3] = x;
      positions[id * 3 + 1] = y;
      positions[id * 3 + 2] = z;
      if (x === 0x80000000 || y === 0x80000000 || z === 0x80000000) hasNegativeZero = true;
      // Keep the load under one half, so probes stay short.
      if (count * 2 > capacity) {
        capacity *= 2;
        table = rehash(positions, count, capacity);
      }
    }
    ids[c] = id;
  }
  return { ids, count, positions: positions.subarray(0, count * 3), hasNegativeZero };
}

/** A closed mesh has about half as many vertices as facets: a table of one slot a facet is then at most half full, and small enough to stay in cache longer. */
function tableSize(facetCount: number): number {
  let size = 1024;
  while (size < facetCount) size *= 2;
  return size;
}

function rehash(positions: Uint32Array, count: number, capacity: number): Int32Array {
  const table = new Int32Array(capacity).fill(EMPTY);
  const mask = capacity - 1;
  for (let id = 0; id < count; id++) {
    let slot = hash(positions[id * 3]!, positions[id * 3 + 1]!, positions[id * 3 + 2]!) & mask;
    while (table[slot] !== EMPTY) slot = (slot + 1) & mask;
    table[slot] = id;
  }
  return table;
}

export function hash(x: number, y: number, z: number): number {
  let h = Math.imul(x, 0x9e3779b1) ^ Math.imul(y ^ (y >>> 15), 0x85ebca77) ^ Math.imul(z ^ (z >>> 13), 0xc2b2ae3d);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  return h >>> 0;
}
