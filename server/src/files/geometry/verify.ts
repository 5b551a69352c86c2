import { type Connectivity, connect } from './connectivity.js';
import type { Mesh } from './mesh.js';

type Triple = [number, number, number];

/** What VERIFY reports about a mesh; the defect counts are those `admesh -e` prints for the same file. */
export interface VerifyReport {
  facets: number;
  /** Distinct corner positions. */
  vertices: number;
  /** Distinct undirected edges. */
  edges: number;
  /** Pieces connected through shared edges (`admesh -e -d`: "Number of parts"). */
  shells: number;
  degenerateFacets: number;
  /** Edges whose two facets are wound against each other, counted from both sides as admesh does. */
  backwardsEdges: number;
  facetsWith1DisconnectedEdge: number;
  facetsWith2DisconnectedEdges: number;
  facetsWith3DisconnectedEdges: number;
  /** Edges used by a single facet: the borders of holes. */
  openEdges: number;
  /** Edges used by three facets or more. */
  nonManifoldEdges: number;
  /** Closed, oriented, but enclosing negative volume: every facet faces inwards. */
  insideOut: boolean;
  /** Enclosed volume (absolute; meaningful when closedManifold). */
  volume: number;
  surfaceArea: number;
  boundingBox: { min: Triple; max: Triple };
  /** Every edge shared by exactly two facets wound alike, no degenerate facet: a watertight solid. */
  closedManifold: boolean;
  fileNeedsRepair: boolean;
}

export function verify(mesh: Mesh, connectivity: Connectivity = connect(mesh.vertices, mesh.facetCount)): VerifyReport {
  const { neighbors, order, degenerateCount, edgeUses, backwardsEdges } = connectivity;
  const live = mesh.facetCount - degenerateCount;

  const disconnected = [0, 0, 0, 0];
  for (let i = 0; i < live; i++) {
    const n = order[i]! * 3;
    disconnected[(neighbors[n]! < 0 ? 1 : 0) + (neighbors[n + 1]! < 0 ? 1 : 0) + (neighbors[n + 2]! < 0 ? 1 : 0)]!++;
  }
  let openEdges = 0;
  let nonManifoldEdges = 0;
  for (let e = 0; e < edgeUses.length; e++) {
    const uses = edgeUses[e]!;
    if (uses === 1) openEdges++;
    else if (uses > 2) nonManifoldEdges++;
  }

  const { volume, surfaceArea, min, max } = measure(mesh, order, live);
  const watertight = degenerateCount === 0 && openEdges === 0 && nonManifoldEdges === 0 && backwardsEdges === 0;
  const closedManifold = watertight && live > 0;
  const insideOut = closedManifold && volume < 0;
  return {
    facets: mesh.facetCount,
    vertices: connectivity.vertices.count,
    edges: connectivity.edgeCount,
    shells: connectivity.shells,
    degenerateFacets: degenerateCount,
    backwardsEdges,
    facetsWith1DisconnectedEdge: disconnected[1]!,
    facetsWith2DisconnectedEdges: disconnected[2]!,
    facetsWith3DisconnectedEdges: disconnected[3]!,
    openEdges,
    nonManifoldEdges,
    insideOut,
    volume: Math.abs(volume),
    surfaceArea,
    boundingBox: { min, max },
    closedManifold: closedManifold && !insideOut,
    fileNeedsRepair: !closedManifold || insideOut,
  };
}

/** Signed volume (divergence theorem, tetrahedra from the first corner), area and bounds, in doubles. */
function measure(mesh: Mesh, order: Int32Array, live: number) {
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
  // Relative to a point on the mesh, so far-from-origin parts keep their precision.
  const ox = v[0]!;
  const oy = v[1]!;
  const oz = v[2]!;
  let volume = 0;
  let area = 0;
  for (let i = 0; i < live; i++) {
    const o = order[i]! * 9;
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
