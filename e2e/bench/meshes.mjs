// Meshes the benches make for themselves: valid, closed, of any size.

/** A torus of 2·u·v facets with real normals, as binary STL (mm). */
export function torusStl(u, v, major = 30, minor = 10) {
  const at = (i, j) => {
    const a = ((i % u) / u) * 2 * Math.PI;
    const b = ((j % v) / v) * 2 * Math.PI;
    const r = major + minor * Math.cos(b);
    return [r * Math.cos(a), r * Math.sin(a), minor * Math.sin(b)];
  };
  const facets = 2 * u * v;
  const stl = Buffer.alloc(84 + 50 * facets);
  stl.write('torus made by the viewer bench', 0, 'latin1');
  stl.writeUInt32LE(facets, 80);
  let offset = 84;
  const write = (a, b, c) => {
    const e = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
    const f = [c[0] - a[0], c[1] - a[1], c[2] - a[2]];
    const n = [e[1] * f[2] - e[2] * f[1], e[2] * f[0] - e[0] * f[2], e[0] * f[1] - e[1] * f[0]];
    const length = Math.hypot(...n) || 1;
    for (const value of [...n.map((x) => x / length), ...a, ...b, ...c]) {
      stl.writeFloatLE(value, offset);
      offset += 4;
    }
    offset += 2;
  };
  for (let i = 0; i < u; i++) {
    for (let j = 0; j < v; j++) {
      write(at(i, j), at(i + 1, j), at(i + 1, j + 1));
      write(at(i, j), at(i + 1, j + 1), at(i, j + 1));
    }
  }
  return stl;
}
