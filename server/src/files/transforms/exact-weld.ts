/**
 * The facets as an indexed mesh: corners with the same three float bits become one vertex, which is
 * how a closed STL shares its corners (the simplifier and the section's loops need that sharing).
 * Open addressing over typed arrays, so a million facets need no object per vertex.
 */
export interface IndexedMesh {
  /** Three vertex ids a facet. */
  indices: Uint32Array;
  /** Three floats a distinct vertex. */
  positions: Float32Array;
  vertexCount: number;
}

export function weldExact(vertices: Float32Array, facetCount: number): IndexedMesh {
  const corners = facetCount * 3;
  const bits = new Uint32Array(vertices.buffer, vertices.byteOffset, corners * 3);
  let capacity = 16;
  while (capacity < corners * 2) capacity *= 2;
  const mask = capacity - 1;
  const table = new Int32Array(capacity).fill(-1);
  const indices = new Uint32Array(corners);
  const positions = new Float32Array(corners * 3);
  const positionBits = new Uint32Array(positions.buffer);
  let count = 0;
  for (let c = 0; c < corners; c++) {
    const x = bits[c * 3]!;
    const y = bits[c * 3 + 1]!;
    const z = bits[c * 3 + 2]!;
    let slot = hashBits(x, y, z) & mask;
    let id = table[slot]!;
    while (id >= 0 && !(positionBits[id * 3] === x && positionBits[id * 3 + 1] === y && positionBits[id * 3 + 2] === z)) {
      slot = (slot + 1) & mask;
      id = table[slot]!;
    }
    if (id < 0) {
      id = count++;
      table[slot] = id;
      positionBits[id * 3] = x;
      positionBits[id * 3 + 1] = y;
      positionBits[id * 3 + 2] = z;
    }
    indices[c] = id;
  }
  return { indices, positions: positions.slice(0, count * 3), vertexCount: count };
}

function hashBits(x: number, y: number, z: number): number {
  let h = Math.imul(x, 0x9e3779b1) ^ Math.imul(y, 0x85ebca77) ^ Math.imul(z, 0xc2b2ae3d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  return (h ^ (h >>> 13)) >>> 0;
}
