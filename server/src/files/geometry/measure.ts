import type { Mesh } from './mesh.js';

type Triple = [number, number, number];

/**
 * Signed enclosed volume (divergence theorem: tetrahedra from the first corner, so far-off parts
 * keep their precision), surface area and bounding box, in doubles: of the facets
 * `order[0..count)` where given (VERIFY leaves the degenerate ones out), else of every facet.
 */
export function measure(mesh: Mesh, order?: Int32Array, count = mesh.facetCount) {
  const v = mesh.vertices;
  const values = mesh.facetCount * 9;
  if (values === 0) return { volume: 0, surfaceArea: 0, min: [0, 0, 0] as Triple, max: [0, 0, 0] as Triple };
  let minX = Infinity;
  let minY = Infinity;
  let minZ = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  let maxZ = -Infinity;
  for (let i = 0; i < values; i += 3) {
    const x = v[i]!;
    const y = v[i + 1]!;
    const z = v[i + 2]!;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
    if (z < minZ) minZ = z;
    if (z > maxZ) maxZ = z;
  }
  const ox = v[0]!;
  const oy = v[1]!;
  const oz = v[2]!;
  let volume = 0;
  let area = 0;
  for (let i = 0; i < count; i++) {
    const o = (order ? order[i]! : i) * 9;
    const ax = v[o]! - ox;
    const ay = v[o + 1]! - oy;
    const az = v[o + 2]! - oz;
    const bx = v[o + 3]! - ox;
    const by = v[o + 4]! - oy;
    const bz = v[o + 5]! - oz;
    const cx = v[o + 6]! - ox;
    const cy = v[o + 7]! - oy;
    const cz = v[o + 8]! - oz;
    volume += ax * (by * cz - bz * cy) + ay * (bz * cx - bx * cz) + az * (bx * cy - by * cx);
    const ux = bx - ax;
    const uy = by - ay;
    const uz = bz - az;
    const wx = cx - ax;
    const wy = cy - ay;
    const wz = cz - az;
    const nx = uy * wz - uz * wy;
    const ny = uz * wx - ux * wz;
    const nz = ux * wy - uy * wx;
    area += Math.sqrt(nx * nx + ny * ny + nz * nz);
  }
  return { volume: volume / 6, surfaceArea: area / 2, min: [minX, minY, minZ] as Triple, max: [maxX, maxY, maxZ] as Triple };
}
