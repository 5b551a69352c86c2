import { hash } from './vertex-index.js';

/**
 * Merges vertices closer than `tolerance` onto the first of them, so that corners a hair apart
 * become one vertex and their edges match exactly. Grid cells are four tolerances wide, so a
 * vertex looks beyond its own cell only along an axis where it lies within the tolerance of the
 * cell's side (one to eight cells, most often one). Returns, for each vertex id, the id it merges into.
 */
export function weldVertices(positions: Float32Array, count: number, tolerance: number): Int32Array {
  const target = new Int32Array(count);
  for (let v = 0; v < count; v++) target[v] = v;
  if (!(tolerance > 0)) return target;
  let capacity = 1024;
  while (capacity < count * 2) capacity *= 2;
  const mask = capacity - 1;
  const heads = new Int32Array(capacity).fill(-1);
  const next = new Int32Array(count).fill(-1);
  const cell = tolerance * 4;
  const limit = tolerance * tolerance;
  for (let v = 0; v < count; v++) {
    const x = positions[v * 3]!;
    const y = positions[v * 3 + 1]!;
    const z = positions[v * 3 + 2]!;
    const cx = Math.floor(x / cell);
    const cy = Math.floor(y / cell);
    const cz = Math.floor(z / cell);
    // The neighbouring cell to look at along each axis: -1, +1, or 0 for none.
    const nx = x - cx * cell < tolerance ? -1 : (cx + 1) * cell - x < tolerance ? 1 : 0;
    const ny = y - cy * cell < tolerance ? -1 : (cy + 1) * cell - y < tolerance ? 1 : 0;
    const nz = z - cz * cell < tolerance ? -1 : (cz + 1) * cell - z < tolerance ? 1 : 0;
    let found = -1;
    for (let i = 0; i < 8 && found < 0; i++) {
      const dx = i & 1 ? nx : 0;
      const dy = i & 2 ? ny : 0;
      const dz = i & 4 ? nz : 0;
      if ((i & 1 && !nx) || (i & 2 && !ny) || (i & 4 && !nz)) continue;
      // A slot may hold other cells too (hash collisions): the distance test decides.
      for (let r = heads[cellSlot(cx + dx, cy + dy, cz + dz) & mask]!; r >= 0; r = next[r]!) {
        const ex = positions[r * 3]! - x;
        const ey = positions[r * 3 + 1]! - y;
        const ez = positions[r * 3 + 2]! - z;
        if (ex * ex + ey * ey + ez * ez <= limit) {
          found = r;
          break;
        }
      }
    }
    if (found >= 0) {
      target[v] = found;
    } else {
      const slot = cellSlot(cx, cy, cz) & mask;
      next[v] = heads[slot]!;
      heads[slot] = v;
    }
  }
  return target;
}

const cellSlot = (x: number, y: number, z: number) =>
  hash(x | 0, (y | 0) ^ ((x / 4294967296) | 0), (z | 0) ^ ((y / 4294967296) | 0));
