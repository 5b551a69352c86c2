import type { Mesh } from './mesh.js';

const HEADER = 84;
const FACET_BYTES = 50;

/**
 * A binary STL of the mesh. The normals are written as the mesh holds them: callers that built
 * the mesh themselves call `recomputeNormals` first (admesh 0.98 tells binary from ASCII by a byte
 * above 127 early in the facets, and loops forever on a binary file whose first facets are all
 * small integers with zero normals).
 */
export function writeBinaryStl(mesh: Mesh, header = 'binary STL'): Uint8Array {
  const bytes = new Uint8Array(HEADER + FACET_BYTES * mesh.facetCount);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < Math.min(80, header.length); i++) bytes[i] = header.charCodeAt(i) & 0x7f;
  for (let i = header.length; i < 80; i++) bytes[i] = 32;
  view.setUint32(80, mesh.facetCount, true);
  for (let f = 0; f < mesh.facetCount; f++) {
    const at = HEADER + f * FACET_BYTES;
    for (let k = 0; k < 3; k++) view.setFloat32(at + 4 * k, mesh.normals[f * 3 + k]!, true);
    for (let k = 0; k < 9; k++) view.setFloat32(at + 12 + 4 * k, mesh.vertices[f * 9 + k]!, true);
  }
  return bytes;
}

// Nine significant digits bring every 32-bit float back exactly.
const number = (value: number) => (Object.is(value, -0) ? '-0.00000000e+00' : value.toExponential(8));

/** An ASCII STL of the mesh, every coordinate written so that it reads back to the same float. */
export function writeAsciiStl(mesh: Mesh, name = 'mesh'): Uint8Array {
  const lines: string[] = [`solid ${name}`];
  const { vertices, normals } = mesh;
  for (let f = 0; f < mesh.facetCount; f++) {
    const n = f * 3;
    const v = f * 9;
    lines.push(
      `  facet normal ${number(normals[n]!)} ${number(normals[n + 1]!)} ${number(normals[n + 2]!)}`,
      '    outer loop',
      `      vertex ${number(vertices[v]!)} ${number(vertices[v + 1]!)} ${number(vertices[v + 2]!)}`,
      `      vertex ${number(vertices[v + 3]!)} ${number(vertices[v + 4]!)} ${number(vertices[v + 5]!)}`,
      `      vertex ${number(vertices[v + 6]!)} ${number(vertices[v + 7]!)} ${number(vertices[v + 8]!)}`,
      '    endloop',
      '  endfacet',
    );
  }
  lines.push(`endsolid ${name}`, '');
  return new TextEncoder().encode(lines.join('\n'));
}
