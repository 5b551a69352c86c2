import type { Mesh } from '../geometry/index.js';
import { type TransformResult, bounds, mapVertices, requireFacets, round, roundAll, volume, size } from './mesh-measure.js';
import { invalidOption } from './transform-error.js';

type Axis = 'x' | 'y' | 'z';

export interface MirrorOptions {
  /** The axis the part is flipped along: 'x' mirrors it in the plane x = its centre. */
  axis: Axis;
}

const AXES: readonly Axis[] = ['x', 'y', 'z'];

/**
 * The part mirrored in its own centre plane, so it keeps its place. A reflection turns every facet
 * inside out, so two corners of each swap to keep the winding counter-clockwise from outside.
 */
export function mirror(mesh: Mesh, options: MirrorOptions): TransformResult {
  const k = AXES.indexOf(options?.axis);
  if (k < 0) throw invalidOption("The mirror axis must be 'x', 'y' or 'z'");
  requireFacets(mesh, 'SOLID_MIRROR');
  const box = bounds(mesh.vertices);
  // min + max, not twice the centre: the extreme corners land exactly on each other's places.
  const twiceCentre = box.min[k]! + box.max[k]!;
  const result = mapVertices(mesh, (vertices) => {
    for (let i = k; i < vertices.length; i += 3) vertices[i] = twiceCentre - vertices[i]!;
    for (let o = 0; o < vertices.length; o += 9) {
      for (let c = 0; c < 3; c++) {
        const t = vertices[o + 3 + c]!;
        vertices[o + 3 + c] = vertices[o + 6 + c]!;
        vertices[o + 6 + c] = t;
      }
    }
  });
  const after = bounds(result.vertices);
  return {
    mesh: result,
    report: {
      axis: AXES[k]!,
      planePosition: round(twiceCentre / 2),
      size: roundAll(size(after)),
      boundingBoxMin: roundAll(after.min),
      boundingBoxMax: roundAll(after.max),
      volume: round(volume(result)),
      facets: result.facetCount,
    },
  };
}
