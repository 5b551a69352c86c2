/**
 * The numbers the viewer shows and the reduced copy it turns, from the facets alone (no three.js
 * here, so they are tested without WebGL).
 */

export type Axis = 'x' | 'y' | 'z';
export const AXES: readonly Axis[] = ['x', 'y', 'z'];

export interface Box {
  min: [number, number, number];
  max: [number, number, number];
}

/** The bounding box of `positions` (xyz triples); an empty mesh has none. */
export function boundingBox(positions: Float32Array): Box | null {
  if (positions.length < 3) return null;
  const min: Box['min'] = [Infinity, Infinity, Infinity];
  const max: Box['max'] = [-Infinity, -Infinity, -Infinity];
  for (let i = 0; i < positions.length; i += 3) {
    for (let k = 0; k < 3; k++) {
      const value = positions[i + k]!;
      if (value < min[k]!) min[k] = value;
      if (value > max[k]!) max[k] = value;
    }
  }
  return { min, max };
}

export type LengthUnit = 'mm' | 'in';
const MM_PER_INCH = 25.4;

/** The box's size along x, y and z in the unit asked for (STL lengths are taken as mm). */
export function boxSize(box: Box, unit: LengthUnit): [number, number, number] {
  const scale = unit === 'in' ? 1 / MM_PER_INCH : 1;
  return [0, 1, 2].map((k) => (box.max[k]! - box.min[k]!) * scale) as [number, number, number];
}

/**
 * Facets above which the viewer turns a reduced copy while the part moves. Software WebGL
 * (SwiftShader, a browser without a GPU) pays for every triangle it sets up, drawn or not: on a
 * busy 2-core machine it drew 100k facets at 9 to 17 frames a second, 20k at half resolution at
 * 23 to 35 in the viewer, 6k at over 50; this leaves room for a slower machine
 * (e2e/bench/viewer-bench.mjs).
 */
export const MOVING_FACETS = 12_000;

/**
 * Every n-th facet of `positions` (9 floats a facet), n chosen so at most `limit` facets remain:
 * a part sampled evenly, for the frames drawn while it turns. Null when the part is small enough.
 */
export function everyNthFacet(values: Float32Array, limit = MOVING_FACETS): Float32Array | null {
  const facets = Math.floor(values.length / 9);
  if (facets <= limit) return null;
  const step = Math.ceil(facets / limit);
  const kept = Math.ceil(facets / step);
  const reduced = new Float32Array(kept * 9);
  for (let facet = 0, at = 0; facet < facets; facet += step, at += 9) reduced.set(values.subarray(facet * 9, facet * 9 + 9), at);
  return reduced;
}

/** The facets named by `indices`, 9 floats each, for drawing them on their own. */
export function pickFacets(values: Float32Array, indices: Uint32Array): Float32Array {
  const picked = new Float32Array(indices.length * 9);
  indices.forEach((facet, i) => picked.set(values.subarray(facet * 9, facet * 9 + 9), i * 9));
  return picked;
}
