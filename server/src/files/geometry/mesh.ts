/**
 * The triangle soup every geometry operation works on: flat typed arrays, no object per facet, so
 * that a million facets cost 48 MB and can be handed to a worker thread as transferable buffers.
 */
export interface Mesh {
  facetCount: number;
  /** Nine floats a facet: x, y, z of its three corners, in winding order (counter-clockwise seen from outside). */
  vertices: Float32Array;
  /** Three floats a facet: its unit normal as the file gave it (or as computed when the file's was unusable). */
  normals: Float32Array;
}

/** Why a file was refused; `code` is for programs, `message` is shown to the user as it is. */
export type MeshErrorCode =
  | 'EMPTY_FILE'
  | 'TRUNCATED_FILE'
  | 'FACET_COUNT_MISMATCH'
  | 'NON_FINITE_COORDINATE'
  | 'ASCII_SYNTAX'
  | 'TOO_MANY_FACETS'
  | 'NOTHING_TO_REPAIR';

export class MeshError extends Error {
  constructor(
    readonly code: MeshErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'MeshError';
  }
}

export function createMesh(facetCount: number): Mesh {
  return { facetCount, vertices: new Float32Array(facetCount * 9), normals: new Float32Array(facetCount * 3) };
}

/** Writes into `normals` (3 floats from `at`) the unit normal of facet `facet` by its winding; zero when it has no area. */
export function facetNormal(vertices: Float32Array, facet: number, normals: Float32Array, at: number): void {
  const o = facet * 9;
  const ux = vertices[o + 3]! - vertices[o]!;
  const uy = vertices[o + 4]! - vertices[o + 1]!;
  const uz = vertices[o + 5]! - vertices[o + 2]!;
  const vx = vertices[o + 6]! - vertices[o]!;
  const vy = vertices[o + 7]! - vertices[o + 1]!;
  const vz = vertices[o + 8]! - vertices[o + 2]!;
  const nx = uy * vz - uz * vy;
  const ny = uz * vx - ux * vz;
  const nz = ux * vy - uy * vx;
  const length = Math.sqrt(nx * nx + ny * ny + nz * nz);
  const scale = length > 0 ? 1 / length : 0;
  normals[at] = nx * scale;
  normals[at + 1] = ny * scale;
  normals[at + 2] = nz * scale;
}

/** Sets every facet's normal from its winding (after a repair, and for files whose normals are unusable). */
export function recomputeNormals(mesh: Mesh): void {
  for (let f = 0; f < mesh.facetCount; f++) facetNormal(mesh.vertices, f, mesh.normals, f * 3);
}

/** A number with thousands separators, for messages users read. */
export const formatCount = (value: number): string => value.toLocaleString('en-US');
