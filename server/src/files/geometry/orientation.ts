import type { Connectivity } from './connectivity.js';

/**
 * Makes the winding agree across every edge shared by exactly two facets: a walk over each shell
 * from its first facet flips any neighbour wound against the facet it was reached from. Returns
 * which facets to flip and each facet's shell; a non-orientable shell (a Möbius strip) keeps
 * whatever the walk reached first.
 */
export function orientShells(connectivity: Connectivity, facetCount: number) {
  const { neighbors, reversed, edgeIds, edgeUses, order, degenerateCount } = connectivity;
  const flip = new Uint8Array(facetCount);
  const shell = new Int32Array(facetCount).fill(-1);
  const stack = new Int32Array(facetCount);
  let shells = 0;
  for (let i = 0; i < facetCount - degenerateCount; i++) {
    const start = order[i]!;
    if (shell[start] !== -1) continue;
    shell[start] = shells;
    let top = 0;
    stack[top++] = start;
    while (top > 0) {
      const f = stack[--top]!;
      for (let j = 0; j < 3; j++) {
        const g = neighbors[f * 3 + j]!;
        // Across non-manifold edges the pairing is arbitrary: do not let it decide the winding.
        if (g < 0 || edgeUses[edgeIds[f * 3 + j]!] !== 2 || shell[g] !== -1) continue;
        shell[g] = shells;
        flip[g] = flip[f]! ^ reversed[f * 3 + j]!;
        stack[top++] = g;
      }
    }
    shells++;
  }
  return { flip, shell, shells };
}
