import type { Connectivity } from './connectivity.js';
import { EdgeSet } from './edge-set.js';
import { triangulateHole } from './triangulate-hole.js';

/**
 * Closes every hole of a consistently wound mesh: the borders of holes are the edges used by one
 * facet; followed head to tail they form loops (a border that touches itself at a vertex is cut
 * there into simple loops), and each loop is closed by facets wound against the border so the new
 * facets agree with their neighbours (ear clipping: see triangulate-hole.ts). Returns the added
 * facets, three vertex ids each, and how many holes they close.
 */
export function fillHoles(
  triangles: Uint32Array,
  facetCount: number,
  positions: Float32Array,
  connectivity: Connectivity,
): { facets: number[]; holes: number } {
  const vertexCount = positions.length / 3;
  const { edgeIds, edgeUses } = connectivity;
  const isOpen = (half: number) => edgeIds[half]! >= 0 && edgeUses[edgeIds[half]!] === 1;
  const end = (half: number) => triangles[half % 3 === 2 ? half - 2 : half + 1]!;

  // Open half-edges grouped by the vertex they start from.
  const firstOut = new Int32Array(vertexCount + 1);
  for (let h = 0; h < facetCount * 3; h++) if (isOpen(h)) firstOut[triangles[h]! + 1]!++;
  for (let v = 0; v < vertexCount; v++) firstOut[v + 1]! += firstOut[v]!;
  const fill = firstOut.slice(0, vertexCount);
  const outgoing = new Int32Array(firstOut[vertexCount]!);
  for (let h = 0; h < facetCount * 3; h++) if (isOpen(h)) outgoing[fill[triangles[h]!]!++] = h;
  const nextUnused = firstOut.slice(0, vertexCount); // each vertex's open half-edges are taken in turn
  const edges = edgesAmongBorderVertices(triangles, facetCount, firstOut);

  const positionInPath = new Int32Array(vertexCount).fill(-1);
  const added: number[] = [];
  let holes = 0;
  for (let v = 0; v < vertexCount; v++) {
    while (nextUnused[v]! < firstOut[v + 1]!) {
      const path: number[] = [];
      let current = v;
      for (;;) {
        const at = positionInPath[current]!;
        if (at >= 0) {
          // Back at a vertex of the path: what lies after it is a closed loop.
          if (path.length - at >= 3) holes++;
          // The border as the facets around the hole run along it; the new facets run the other way.
          triangulateHole(path.slice(at).reverse(), positions, added, edges);
          for (let k = at; k < path.length; k++) positionInPath[path[k]!] = -1;
          path.length = at;
          if (at === 0) break;
        }
        if (nextUnused[current]! >= firstOut[current + 1]!) break; // a border that does not close
        const half = outgoing[nextUnused[current]!++]!;
        positionInPath[current] = path.length;
        path.push(current);
        current = end(half);
      }
      for (const vertex of path) positionInPath[vertex] = -1;
    }
  }
  return { facets: added, holes };
}

/**
 * The mesh's edges between vertices on a hole's border, so that closing a hole never adds an edge
 * the mesh already has (a third facet on it): a corner pulled away from its neighbours leaves a
 * hole whose plain triangulation would fold back over an existing edge.
 */
function edgesAmongBorderVertices(triangles: Uint32Array, facetCount: number, firstOut: Int32Array): EdgeSet {
  const vertexCount = firstOut.length - 1;
  const onBorder = (v: number) => firstOut[v + 1]! > firstOut[v]!;
  const edges = new EdgeSet(vertexCount);
  for (let f = 0; f < facetCount; f++) {
    for (let j = 0; j < 3; j++) {
      const a = triangles[f * 3 + j]!;
      const b = triangles[f * 3 + ((j + 1) % 3)]!;
      if (onBorder(a) && onBorder(b)) edges.add(a, b);
    }
  }
  return edges;
}
