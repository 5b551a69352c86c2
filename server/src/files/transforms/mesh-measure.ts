import { measure, type Mesh, recomputeNormals, verify } from '../geometry/index.js';
import { TransformError } from './transform-error.js';

export type Vector3 = [number, number, number];

/** What every transform reports; the worker passes it on as the operation's responseData. */
type TransformReport = Record<string, number | number[] | boolean | string>;

export interface TransformResult {
  /** The new part, where the operation makes one (a measurement alone has none). */
  mesh?: Mesh;
  report: TransformReport;
}

export interface Bounds {
  min: Vector3;
  max: Vector3;
}

export function bounds(vertices: Float32Array): Bounds {
  const min: Vector3 = [Infinity, Infinity, Infinity];
  const max: Vector3 = [-Infinity, -Infinity, -Infinity];
  for (let i = 0; i < vertices.length; i += 3) {
    for (let k = 0; k < 3; k++) {
      const value = vertices[i + k]!;
      if (value < min[k]!) min[k] = value;
      if (value > max[k]!) max[k] = value;
    }
  }
  return { min, max };
}

export const size = ({ min, max }: Bounds): Vector3 => [max[0] - min[0], max[1] - min[1], max[2] - min[2]];

/** The part's enclosed volume, from its winding (any facets it has; meaningful when closed). */
export const volume = (mesh: Mesh) => Math.abs(measure(mesh).volume);

/** Rounds for a report: a tenth of a micron is finer than any printer and keeps float noise out of the figures users read. */
export const round = (value: number, digits = 4) => Number(value.toFixed(digits));
export const roundAll = (values: readonly number[], digits = 4) => values.map((value) => round(value, digits));

export function requireFacets(mesh: Mesh, operation: string): void {
  if (mesh.facetCount === 0) throw new TransformError('EMPTY_MESH', `${operation} needs a part with facets; this file has none`);
}

/** Operations that reason about inside and outside need a watertight, outward-facing part. */
export function requireClosed(mesh: Mesh, operation: string): void {
  requireFacets(mesh, operation);
  if (!verify(mesh).closedManifold) {
    throw new TransformError(
      'OPEN_MESH',
      `${operation} needs a closed solid, and this part has holes or flipped facets: repair the file first`,
    );
  }
}

export const isFiniteVector = (value: unknown): value is Vector3 =>
  Array.isArray(value) && value.length === 3 && value.every((x) => typeof x === 'number' && Number.isFinite(x));

/** A copy whose corners are `map`ped; the normals follow from the new winding. */
export function mapVertices(mesh: Mesh, map: (vertices: Float32Array) => void): Mesh {
  const result: Mesh = {
    facetCount: mesh.facetCount,
    vertices: mesh.vertices.slice(),
    normals: new Float32Array(mesh.facetCount * 3),
  };
  map(result.vertices);
  for (let i = 0; i < result.vertices.length; i++) {
    if (!Number.isFinite(result.vertices[i]!))
      throw new TransformError('INVALID_OPTION', 'The result would have coordinates too large to store; choose a smaller factor');
  }
  recomputeNormals(result);
  return result;
}
