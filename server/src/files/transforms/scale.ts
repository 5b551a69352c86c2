import type { Mesh } from '../geometry/index.js';
import {
  type TransformResult,
  type Vector3,
  bounds,
  isFiniteVector,
  mapVertices,
  requireFacets,
  round,
  roundAll,
  volume,
  size,
} from './mesh-measure.js';
import { invalidOption } from './transform-error.js';

export interface ScaleOptions {
  /** Factors along x, y and z; each finite and above zero (a mirror is SOLID_MIRROR). */
  factors: Vector3;
}

export interface ScaleByPercentOptions {
  /** The new size as a percentage of the old, the same along every axis: 200 doubles the part. */
  percent: number;
}

/**
 * The part scaled about the lowest corner of its bounding box, so that a part resting on the build
 * plate stays where it is. Reports the new size (mm) and volume (mm³).
 */
export function scale(mesh: Mesh, options: ScaleOptions): TransformResult {
  const factors = options?.factors;
  if (!isFiniteVector(factors) || factors.some((factor) => factor <= 0)) {
    throw invalidOption('The scale factors must be three finite numbers above zero');
  }
  requireFacets(mesh, 'SCALE');
  const { min } = bounds(mesh.vertices);
  const result = mapVertices(mesh, (vertices) => {
    for (let i = 0; i < vertices.length; i += 3) {
      for (let k = 0; k < 3; k++) vertices[i + k] = min[k]! + (vertices[i + k]! - min[k]!) * factors[k]!;
    }
  });
  const box = bounds(result.vertices);
  return {
    mesh: result,
    report: {
      factors: [...factors],
      sizeBefore: roundAll(size(bounds(mesh.vertices))),
      size: roundAll(size(box)),
      boundingBoxMin: roundAll(box.min),
      boundingBoxMax: roundAll(box.max),
      volumeBefore: round(volume(mesh)),
      volume: round(volume(result)),
      facets: result.facetCount,
    },
  };
}

export function scaleByPercent(mesh: Mesh, options: ScaleByPercentOptions): TransformResult {
  const percent = options?.percent;
  if (typeof percent !== 'number' || !Number.isFinite(percent) || percent <= 0) {
    throw invalidOption('The scale percentage must be a finite number above zero');
  }
  const factor = percent / 100;
  const { mesh: result, report } = scale(mesh, { factors: [factor, factor, factor] });
  return { mesh: result, report: { ...report, percent } };
}
