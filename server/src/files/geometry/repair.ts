import { connectIndexed } from './connectivity.js';
import { withoutDuplicates, withoutLooseFacets } from './facet-filters.js';
import { fillHoles } from './fill-holes.js';
import { type Mesh, MeshError, createMesh, recomputeNormals } from './mesh.js';
import { orientShells } from './orientation.js';
import { facingOutwards } from './outwards.js';
import { type VertexIndex, indexVertices } from './vertex-index.js';
import { weldVertices } from './weld.js';

export interface RepairOptions {
  /** Vertices closer than this merge; by default a millionth of the part's size (or of its distance from the origin, if larger). */
  tolerance?: number;
}

/** What REPAIR changed, for the operation's result. */
export interface RepairSummary {
  verticesMerged: number;
  degenerateFacetsRemoved: number;
  duplicateFacetsRemoved: number;
  looseFacetsRemoved: number;
  facetsReversed: number;
  holesFilled: number;
  facetsAdded: number;
}

/**
 * A repaired copy of the mesh: near-coincident vertices merged, degenerate and duplicate facets
 * removed, loose facets (attached by no edge shared with exactly one other facet: stray triangles,
 * fins on an edge) removed, winding made consistent in each shell, holes filled, each shell turned
 * outwards (a cavity inwards), normals recomputed. Edges shared by four facets or more stay as
 * they are: which of the touching pieces belong together is not knowable from the mesh.
 */
export function repair(mesh: Mesh, options: RepairOptions = {}): { mesh: Mesh; summary: RepairSummary } {
  const exact = indexVertices(mesh.vertices, mesh.facetCount);
  const positions = new Float32Array(exact.positions.buffer, exact.positions.byteOffset, exact.count * 3);
  const target = weldVertices(
    positions,
    exact.count,
    options.tolerance ?? defaultTolerance(positions, exact.ids, mesh.facetCount),
  );
  let verticesMerged = 0;
  for (let v = 0; v < exact.count; v++) if (target[v] !== v) verticesMerged++;

  let triangles: Uint32Array = new Uint32Array(mesh.facetCount * 3);
  let count = 0;
  let degenerateFacetsRemoved = 0;
  for (let f = 0; f < mesh.facetCount; f++) {
    const a = target[exact.ids[f * 3]!]!;
    const b = target[exact.ids[f * 3 + 1]!]!;
    const c = target[exact.ids[f * 3 + 2]!]!;
    if (a === b || b === c || a === c) {
      degenerateFacetsRemoved++;
      continue;
    }
    triangles[count * 3] = a;
    triangles[count * 3 + 1] = b;
    triangles[count * 3 + 2] = c;
    count++;
  }
  const deduplicated = withoutDuplicates(triangles, count);
  const duplicateFacetsRemoved = count - deduplicated.count;
  ({ triangles, count } = deduplicated);

  // Each step reuses the edge matching of the step before when it changed nothing.
  let connectivity = connectIndexed(indexOf(triangles, exact.count, positions), count);
  let looseFacetsRemoved = 0;
  for (;;) {
    const kept = withoutLooseFacets(triangles, count, connectivity);
    if (kept.count === count) break;
    looseFacetsRemoved += count - kept.count;
    ({ triangles, count } = kept);
    connectivity = connectIndexed(indexOf(triangles, exact.count, positions), count);
  }
  if (count === 0) {
    throw new MeshError(
      'NOTHING_TO_REPAIR',
      'No solid is left once loose and degenerate facets are removed: the file holds no part to repair.',
    );
  }

  const { flip } = orientShells(connectivity, count);
  let facetsReversed = 0;
  for (let f = 0; f < count; f++) {
    if (flip[f]) {
      facetsReversed++;
      swapCorners(triangles, f);
    }
  }
  if (facetsReversed > 0) connectivity = connectIndexed(indexOf(triangles, exact.count, positions), count);

  const { facets: added, holes: holesFilled } = fillHoles(triangles, count, positions, connectivity);
  if (added.length > 0) {
    const larger = new Uint32Array((count + added.length / 3) * 3);
    larger.set(triangles.subarray(0, count * 3));
    larger.set(added, count * 3);
    triangles = larger;
    count += added.length / 3;
    connectivity = connectIndexed(indexOf(triangles, exact.count, positions), count);
  }

  for (const f of facingOutwards(triangles, count, positions, connectivity)) {
    facetsReversed++;
    swapCorners(triangles, f);
  }

  const result = createMesh(count);
  for (let corner = 0; corner < count * 3; corner++) {
    const from = triangles[corner]! * 3;
    result.vertices[corner * 3] = positions[from]!;
    result.vertices[corner * 3 + 1] = positions[from + 1]!;
    result.vertices[corner * 3 + 2] = positions[from + 2]!;
  }
  recomputeNormals(result);
  return {
    mesh: result,
    summary: {
      verticesMerged,
      degenerateFacetsRemoved,
      duplicateFacetsRemoved,
      looseFacetsRemoved,
      facetsReversed,
      holesFilled,
      facetsAdded: added.length / 3,
    },
  };
}

/**
 * A millionth of the part's size or of its distance from the origin (float noise grows with it),
 * measured between the 1st and 99th percentile of a sample of its vertices, so that one wild vertex
 * (a flipped exponent bit) cannot make the tolerance huge and weld the whole part into a point;
 * and never more than a hundredth of its median edge, so real edges are never welded away.
 */
function defaultTolerance(positions: Float32Array, triangles: Uint32Array, facetCount: number): number {
  const vertexCount = positions.length / 3;
  const step = Math.max(1, Math.floor(vertexCount / SAMPLE));
  let size = 0;
  let magnitude = 0;
  for (let axis = 0; axis < 3; axis++) {
    const values: number[] = [];
    for (let v = 0; v < vertexCount; v += step) values.push(positions[v * 3 + axis]!);
    values.sort((a, b) => a - b);
    const low = values[Math.floor(values.length * 0.01)] ?? 0;
    const high = values[Math.ceil(values.length * 0.99) - 1] ?? 0;
    size += (high - low) ** 2;
    magnitude = Math.max(magnitude, Math.abs(low), Math.abs(high));
  }
  const edges: number[] = [];
  const facetStep = Math.max(1, Math.floor(facetCount / SAMPLE));
  for (let f = 0; f < facetCount; f += facetStep) {
    const a = triangles[f * 3]! * 3;
    const b = triangles[f * 3 + 1]! * 3;
    edges.push(
      Math.hypot(positions[a]! - positions[b]!, positions[a + 1]! - positions[b + 1]!, positions[a + 2]! - positions[b + 2]!),
    );
  }
  edges.sort((a, b) => a - b);
  const medianEdge = edges[edges.length >> 1] ?? 0;
  return Math.min(1e-6 * Math.max(Math.sqrt(size), magnitude), 0.01 * medianEdge);
}

const SAMPLE = 20_000;

function indexOf(triangles: Uint32Array, vertexCount: number, positions: Float32Array): VertexIndex {
  const bits = new Uint32Array(positions.buffer, positions.byteOffset, vertexCount * 3);
  // Welded vertices are distinct positions, so the -0 special case of exact matching cannot arise.
  return { ids: triangles, count: vertexCount, positions: bits, hasNegativeZero: false };
}

function swapCorners(triangles: Uint32Array, f: number): void {
  const t = triangles[f * 3 + 1]!;
  triangles[f * 3 + 1] = triangles[f * 3 + 2]!;
  triangles[f * 3 + 2] = t;
}
