import { hash } from './vertex-index.js';

/**
 * Merges vertices closer than `tolerance` onto the first of them (grid cells of the tolerance's
 * size, the 27 around a vertex searched), so that corners a hair apart become one vertex and
 * their edges match exactly. Returns, for each vertex id, the id it merges into.
 */
export function weldVertices(positions: Float32Array, count: number, tolerance: number): Int32Array {
  const target = new Int32Array(count);
  if (!(tolerance > 0)) {
    for (let v = 0; v < count; v++) target[v] = v;
    return target;
  }
  let capacity = 1024;
  while (capacity < count * 2) capacity *= 2;
  const mask = capacity - 1;
  const heads = new Int32Array(capacity).fill(-1);
  const next = new Int32Array(count).fill(-1);
  const limit = tolerance * tolerance;
  for (let v = 0; v < count; v++) {
    const x = positions[v * 3]!;
    const y = positions[v * 3 + 1]!;
    const z = positions[v * 3 + 2]!;
    const cx = Math.floor(x / tolerance);
    const cy = Math.floor(y / tolerance);
    const cz = Math.floor(z / tolerance);
    let found = -1;
    for (let dx = -1; dx <= 1 && found < 0; dx++) {
      for (let dy = -1; dy <= 1 && found < 0; dy++) {
        for (let dz = -1; dz <= 1 && found < 0; dz++) {
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
      }
    }
    if (found >= 0) {
      target[v] = found;
    } else {
      target[v] = v;
      const slot = cellSlot(cx, cy, cz) & mask;
      next[v] = heads[slot]!;
      heads[slot] = v;
    }
  }
  return target;
}

const cellSlot = (x: number, y: number, z: number) =>
  hash(x | 0, (y | 0) ^ ((x / 4294967296) | 0), (z | 0) ^ ((y / 4294967296) | 0));
