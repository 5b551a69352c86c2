/**
 * Part files for the upload tests, made here rather than committed: a binary STL of a closed
 * cube (its facets wound outwards, with real normals; `flipped` facets wound the other way, as
 * a careless exporter writes them; `missing` facets left out, a hole whose border is their open
 * edges), and the first bytes of a PNG image.
 */
export function cubeStl(size = 10, flipped: readonly number[] = [], missing: readonly number[] = []): Buffer {
  const p = [
    [0, 0, 0],
    [size, 0, 0],
    [size, size, 0],
    [0, size, 0],
    [0, 0, size],
    [size, 0, size],
    [size, size, size],
    [0, size, size],
  ] as const;
  const triangles = [
    [0, 2, 1],
    [0, 3, 2], // bottom (z = 0), facing down
    [4, 5, 6],
    [4, 6, 7], // top
    [0, 1, 5],
    [0, 5, 4], // front (y = 0)
    [2, 3, 7],
    [2, 7, 6], // back
    [1, 2, 6],
    [1, 6, 5], // right (x = size)
    [0, 4, 7],
    [0, 7, 3], // left
  ] as const;
  const kept = triangles.map((corners, facet) => ({ corners, facet })).filter(({ facet }) => !missing.includes(facet));
  const stl = Buffer.alloc(84 + 50 * kept.length);
  stl.write('cube made by the e2e tests', 0, 'latin1');
  stl.writeUInt32LE(kept.length, 80);
  kept.forEach(({ corners, facet }, written) => {
    const [a, c0, c1] = corners.map((i) => p[i]);
    const [b, c] = flipped.includes(facet) ? [c1, c0] : [c0, c1];
    const u = [b![0] - a![0], b![1] - a![1], b![2] - a![2]];
    const v = [c![0] - a![0], c![1] - a![1], c![2] - a![2]];
    const n = [u[1]! * v[2]! - u[2]! * v[1]!, u[2]! * v[0]! - u[0]! * v[2]!, u[0]! * v[1]! - u[1]! * v[0]!];
    const length = Math.hypot(n[0]!, n[1]!, n[2]!);
    const at = 84 + written * 50;
    [...n.map((x) => x / length), ...a!, ...b!, ...c!].forEach((value, i) => stl.writeFloatLE(value, at + i * 4));
  });
  return stl;
}

export const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
]);
