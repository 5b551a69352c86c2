/**
 * Meshes for the viewer's tests, as three's STLLoader gives them (9 floats a facet): the cube
 * of the e2e helper (`e2e/support/part-files.ts`), wound outwards, with facets left out or
 * wound the other way.
 */
const CORNERS = [
  [0, 0, 0],
  [1, 0, 0],
  [1, 1, 0],
  [0, 1, 0],
  [0, 0, 1],
  [1, 0, 1],
  [1, 1, 1],
  [0, 1, 1],
] as const;
const TRIANGLES = [
  [0, 2, 1],
  [0, 3, 2],
  [4, 5, 6],
  [4, 6, 7],
  [0, 1, 5],
  [0, 5, 4],
  [2, 3, 7],
  [2, 7, 6],
  [1, 2, 6],
  [1, 6, 5],
  [0, 4, 7],
  [0, 7, 3],
] as const;

export function cubePositions(size = 10, { flipped = [], missing = [] }: { flipped?: number[]; missing?: number[] } = {}) {
  const values: number[] = [];
  TRIANGLES.forEach(([a, b, c], facet) => {
    if (missing.includes(facet)) return;
    const order = flipped.includes(facet) ? [a, c, b] : [a, b, c];
    for (const corner of order) values.push(...CORNERS[corner].map((x) => x * size));
  });
  return new Float32Array(values);
}
