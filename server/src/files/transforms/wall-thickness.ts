import type { Mesh } from '../geometry/index.js';
import { buildBvh, castRay } from './facet-bvh.js';
import { type TransformResult, bounds, requireClosed, round, roundAll, size } from './mesh-measure.js';
import { TransformError, invalidOption } from './transform-error.js';
import { seededRandom } from '../../lib/seeded-random.js';

export interface WallThicknessOptions {
  /** Surface points to measure from, spread by area (default 20,000; every facet's centre is measured too when there are fewer facets). */
  samples?: number;
}

const DEFAULT_SAMPLES = 20_000;
const MAX_SAMPLES = 2_000_000;
const HISTOGRAM_BINS = 10;
/** Facets of the thinnest samples looked at again, and points on each: a few thousand rays more. */
const REFINED_FACETS = 32;
const REFINE_POINTS = 64;

/**
 * The thinnest wall: from points spread over the surface, a ray goes inwards (against the facet's
 * normal) to the wall behind; the shortest such ray is the minimum thickness, reported with where
 * it starts and ends. A measurement: the part is not changed.
 */
export function wallThickness(mesh: Mesh, options: WallThicknessOptions = {}): TransformResult {
  const samples = options?.samples ?? DEFAULT_SAMPLES;
  if (!Number.isInteger(samples) || samples < 1 || samples > MAX_SAMPLES) {
    throw invalidOption(`The number of samples must be a whole number from 1 to ${MAX_SAMPLES.toLocaleString('en-US')}`);
  }
  requireClosed(mesh, 'WALL_THICKNESS');
  const v = mesh.vertices;
  const bvh = buildBvh(v, mesh.facetCount);
  const diagonal = Math.hypot(...size(bounds(v)));
  // Far enough not to meet the facet the ray starts on, far below any printable wall.
  const start = 1e-7 * Math.max(1, diagonal);

  const normals = unitNormals(mesh);
  const thicknesses: number[] = [];
  let missed = 0;
  let best = { thickness: Infinity, point: [0, 0, 0], facet: -1, opposite: [0, 0, 0], oppositeFacet: -1 };
  const sampleFacets: number[] = [];
  const measure = (facet: number, point: number[], record = true) => {
    const direction = [-normals[facet * 3]!, -normals[facet * 3 + 1]!, -normals[facet * 3 + 2]!];
    const hit = castRay(bvh, point, direction, start, facet);
    // The wall behind must face away from the ray (its inside seen from inside); anything else is a ray that left the part through a crack.
    if (
      !hit ||
      normals[hit.facet * 3]! * direction[0]! +
        normals[hit.facet * 3 + 1]! * direction[1]! +
        normals[hit.facet * 3 + 2]! * direction[2]! <=
        0
    ) {
      if (record) missed++;
      return;
    }
    if (record) {
      thicknesses.push(hit.distance);
      sampleFacets.push(facet);
    }
    if (hit.distance < best.thickness) {
      best = {
        thickness: hit.distance,
        point,
        facet,
        opposite: point.map((p, k) => p + direction[k]! * hit.distance),
        oppositeFacet: hit.facet,
      };
    }
  };

  if (mesh.facetCount <= samples) {
    for (let f = 0; f < mesh.facetCount; f++)
      measure(
        f,
        [0, 1, 2].map((k) => (v[f * 9 + k]! + v[f * 9 + 3 + k]! + v[f * 9 + 6 + k]!) / 3),
      );
  }
  const areas = cumulativeAreas(mesh);
  const total = areas[mesh.facetCount - 1]!;
  const random = seededRandom(mesh.facetCount);
  const pointOn = (facet: number) => {
    let a = random();
    let b = random();
    if (a + b > 1) [a, b] = [1 - a, 1 - b];
    const o = facet * 9;
    return [0, 1, 2].map((k) => v[o + k]! + a * (v[o + 3 + k]! - v[o + k]!) + b * (v[o + 6 + k]! - v[o + k]!));
  };
  for (let i = mesh.facetCount <= samples ? mesh.facetCount : 0; i < samples; i++) {
    const facet = Math.min(mesh.facetCount - 1, upperBound(areas, random() * total));
    measure(facet, pointOn(facet));
  }
  if (thicknesses.length === 0)
    throw new TransformError('NOT_MEASURABLE', 'No ray from the surface met a wall behind it: the part has no measurable inside');

  // The thinnest spot usually lies between samples: look again, densely, on the facets of the thinnest ones.
  const byThickness = thicknesses.map((_, i) => i).sort((a, b) => thicknesses[a]! - thicknesses[b]!);
  const refined = new Set<number>();
  for (const i of byThickness) {
    if (refined.size >= REFINED_FACETS) break;
    refined.add(sampleFacets[i]!);
  }
  for (const facet of refined) for (let j = 0; j < REFINE_POINTS; j++) measure(facet, pointOn(facet), false);

  const max = thicknesses.reduce((m, t) => Math.max(m, t), 0);
  const width = (max - best.thickness) / HISTOGRAM_BINS || 1;
  const counts = new Array<number>(HISTOGRAM_BINS).fill(0);
  for (const t of thicknesses) counts[Math.min(HISTOGRAM_BINS - 1, Math.floor((t - best.thickness) / width))]!++;
  return {
    report: {
      minThickness: round(best.thickness),
      minThicknessPoint: roundAll(best.point),
      minThicknessFacet: best.facet,
      oppositePoint: roundAll(best.opposite),
      oppositeFacet: best.oppositeFacet,
      maxThickness: round(max),
      samples,
      measured: thicknesses.length,
      missed,
      refinedFacets: refined.size,
      histogramEdges: roundAll(Array.from({ length: HISTOGRAM_BINS + 1 }, (_, i) => best.thickness + i * width)),
      histogramCounts: counts,
    },
  };
}

/** Normals from the winding, not the file's: a closed part's winding is checked, its stored normals are not. */
function unitNormals(mesh: Mesh): Float64Array {
  const v = mesh.vertices;
  const normals = new Float64Array(mesh.facetCount * 3);
  for (let f = 0; f < mesh.facetCount; f++) {
    const o = f * 9;
    const [ux, uy, uz] = [v[o + 3]! - v[o]!, v[o + 4]! - v[o + 1]!, v[o + 5]! - v[o + 2]!];
    const [wx, wy, wz] = [v[o + 6]! - v[o]!, v[o + 7]! - v[o + 1]!, v[o + 8]! - v[o + 2]!];
    const n = [uy * wz - uz * wy, uz * wx - ux * wz, ux * wy - uy * wx];
    const length = Math.hypot(n[0]!, n[1]!, n[2]!) || 1;
    for (let k = 0; k < 3; k++) normals[f * 3 + k] = n[k]! / length;
  }
  return normals;
}

function cumulativeAreas(mesh: Mesh): Float64Array {
  const v = mesh.vertices;
  const sums = new Float64Array(mesh.facetCount);
  let sum = 0;
  for (let f = 0; f < mesh.facetCount; f++) {
    const o = f * 9;
    const [ux, uy, uz] = [v[o + 3]! - v[o]!, v[o + 4]! - v[o + 1]!, v[o + 5]! - v[o + 2]!];
    const [wx, wy, wz] = [v[o + 6]! - v[o]!, v[o + 7]! - v[o + 1]!, v[o + 8]! - v[o + 2]!];
    sum += Math.hypot(uy * wz - uz * wy, uz * wx - ux * wz, ux * wy - uy * wx);
    sums[f] = sum;
  }
  return sums;
}

/** The first index whose cumulative area exceeds `value`. */
function upperBound(sums: Float64Array, value: number): number {
  let low = 0;
  let high = sums.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sums[middle]! <= value) low = middle + 1;
    else high = middle;
  }
  return low;
}
