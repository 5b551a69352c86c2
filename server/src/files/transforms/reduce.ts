import { MeshoptSimplifier, type SimplifierFlags } from 'meshoptimizer/simplifier';
import { type Mesh, recomputeNormals, verify } from '../geometry/index.js';
import { type IndexedMesh, weldExact } from './exact-weld.js';
import { buildBvh, nearestDistance } from './facet-bvh.js';
import { type TransformResult, bounds, requireFacets, round, volume, size } from './mesh-measure.js';
import { invalidOption } from './transform-error.js';

export interface ReduceOptions {
  /** The facet count to reduce to: a whole number from 4 to the part's own count. */
  targetFacets: number;
}

/** Points measured for the deviation each way; above this, an even stride of them (the report says how many). */
const DEVIATION_SAMPLES = 200_000;

/**
 * Fewer facets through meshoptimizer's edge-collapse simplifier on the welded mesh, the error
 * bound left open so the target count decides. The deviation is measured, not taken from the
 * simplifier's estimate: the largest distance between the two surfaces, sampled both ways.
 */
export async function reduce(mesh: Mesh, options: ReduceOptions): Promise<TransformResult> {
  const target = options?.targetFacets;
  if (typeof target !== 'number' || !Number.isInteger(target) || target < 4)
    throw invalidOption('The target facet count must be a whole number of at least 4');
  requireFacets(mesh, 'TRIANGLE_REDUCTION');
  if (target > mesh.facetCount)
    throw invalidOption(`The target facet count (${target}) is above the part's own (${mesh.facetCount})`);

  const closedBefore = verify(mesh).closedManifold;
  const welded = weldExact(mesh.vertices, mesh.facetCount);
  await MeshoptSimplifier.ready;
  let reduced = simplified(welded, target, []);
  let check = verify(reduced);
  // Plain edge collapse can pinch a closed part (on the 1M sphere: 18 edges of four facets); the
  // regularised pass keeps it a solid at a little more deviation, so it is the fallback, not the default.
  const regularized = closedBefore && !check.closedManifold;
  if (regularized) {
    reduced = simplified(welded, target, ['Regularize']);
    check = verify(reduced);
  }
  const facetCount = reduced.facetCount;

  const { toReduced, toOriginal, measured } = deviations(mesh, welded.positions, welded.vertexCount, reduced);
  const deviation = Math.max(toReduced, toOriginal);
  const diagonal = Math.hypot(...size(bounds(mesh.vertices)));
  return {
    mesh: reduced,
    report: {
      targetFacets: target,
      facetsBefore: mesh.facetCount,
      facets: facetCount,
      maxDeviation: round(deviation, 6),
      maxDeviationPercentOfSize: round((100 * deviation) / diagonal, 6),
      deviationOriginalToReduced: round(toReduced, 6),
      deviationReducedToOriginal: round(toOriginal, 6),
      deviationPointsMeasured: measured,
      volumeBefore: round(volume(mesh)),
      volume: round(volume(reduced)),
      closedManifoldBefore: closedBefore,
      closedManifold: check.closedManifold,
      regularized,
    },
  };
}

/**
 * One simplifier run: an error bound of 1 (the whole part's size) never stops it early, so the
 * count decides; LockBorder keeps an open part's borders where they are.
 */
function simplified(welded: IndexedMesh, target: number, flags: SimplifierFlags[]): Mesh {
  const [indices] = MeshoptSimplifier.simplify(welded.indices, welded.positions, 3, target * 3, 1, ['LockBorder', ...flags]);
  const facetCount = indices.length / 3;
  const mesh: Mesh = { facetCount, vertices: new Float32Array(facetCount * 9), normals: new Float32Array(facetCount * 3) };
  for (let c = 0; c < indices.length; c++)
    mesh.vertices.set(welded.positions.subarray(indices[c]! * 3, indices[c]! * 3 + 3), c * 3);
  recomputeNormals(mesh);
  return mesh;
}

/**
 * Both ways, so neither a vertex left behind nor a new facet spanning a hollow goes unseen: the
 * original's vertices to the reduced facets, and points of the reduced facets (their centres and
 * edge midpoints, where a facet strays farthest from the corners it keeps) to the original's.
 * Above DEVIATION_SAMPLES points a side takes an even stride.
 */
function deviations(original: Mesh, positions: Float32Array, vertexCount: number, reduced: Mesh) {
  if (reduced.facetCount === 0) return { toReduced: Infinity, toOriginal: Infinity, measured: 0 };
  const reducedBvh = buildBvh(reduced.vertices, reduced.facetCount);
  let toReduced = 0;
  let measured = 0;
  for (let v = 0; v < vertexCount; v += Math.max(1, Math.ceil(vertexCount / DEVIATION_SAMPLES))) {
    // Passing the largest so far lets the search stop as soon as this point cannot beat it.
    toReduced = Math.max(
      toReduced,
      nearestDistance(reducedBvh, positions[v * 3]!, positions[v * 3 + 1]!, positions[v * 3 + 2]!, toReduced),
    );
    measured++;
  }
  const originalBvh = buildBvh(original.vertices, original.facetCount);
  const r = reduced.vertices;
  let toOriginal = 0;
  const stride = Math.max(1, Math.ceil((reduced.facetCount * 4) / DEVIATION_SAMPLES));
  for (let f = 0; f < reduced.facetCount; f += stride) {
    const o = f * 9;
    // The centre, then the midpoints of the three edges.
    for (const [a, b, c] of POINT_WEIGHTS) {
      const x = a * r[o]! + b * r[o + 3]! + c * r[o + 6]!;
      const y = a * r[o + 1]! + b * r[o + 4]! + c * r[o + 7]!;
      const z = a * r[o + 2]! + b * r[o + 5]! + c * r[o + 8]!;
      toOriginal = Math.max(toOriginal, nearestDistance(originalBvh, x, y, z, toOriginal));
      measured++;
    }
  }
  return { toReduced, toOriginal, measured };
}

const POINT_WEIGHTS = [
  [1 / 3, 1 / 3, 1 / 3],
  [0.5, 0.5, 0],
  [0, 0.5, 0.5],
  [0.5, 0, 0.5],
] as const;
