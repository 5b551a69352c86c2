/**
 * The packer works in millimetres; a part file may be drawn in other units. A part is scaled to
 * millimetres before it is packed or checked, and every matrix given or answered maps the file's
 * own coordinates, so it carries the scale too.
 */
import type { Mesh } from '../geometry/index.js';

/** The mesh's vertices times `scale` (millimetres in one unit of its file), in place. */
export function inMillimetres(mesh: Mesh, scale: number): Mesh {
  if (scale !== 1) for (let i = 0; i < mesh.vertices.length; i += 1) mesh.vertices[i]! *= scale;
  return mesh;
}

/** A column-major 4×4 applied after a uniform scale: its first three columns times the scale. */
export const scaled = (matrix: readonly number[], scale: number) =>
  scale === 1 ? [...matrix] : matrix.map((value, index) => (index < 12 && index % 4 !== 3 ? value * scale : value));
