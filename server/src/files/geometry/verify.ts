import { type Connectivity, connect } from './connectivity.js';
import { measure } from './measure.js';
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
