/**
 * The lines that draw a build volume: its box, the usable box inside the margin kept clear at
 * each wall, and a grid on the build plate. Plain numbers in mm (origin at the volume's low
 * corner, z up), tested without WebGL.
 */
import type { Box } from './part-geometry';

export type Volume = [number, number, number];

/** The volume less `margin` at every wall; a margin wider than half the volume leaves its middle. */
export function usableBox(volume: Volume, margin: number): Box {
  const inset = volume.map((size) => Math.min(Math.max(margin, 0), size / 2));
  return {
    min: [inset[0]!, inset[1]!, inset[2]!],
    max: [volume[0] - inset[0]!, volume[1] - inset[1]!, volume[2] - inset[2]!],
  };
}

/** The box's 12 edges as line segments: 24 points, xyz each, for three's LineSegments. */
export function boxEdges({ min, max }: Box): Float32Array {
  const values: number[] = [];
  for (let along = 0; along < 3; along++) {
    const u = (along + 1) % 3;
    const v = (along + 2) % 3;
    for (const atU of [min[u]!, max[u]!]) {
      for (const atV of [min[v]!, max[v]!]) {
        const from = [0, 0, 0];
        from[u] = atU;
        from[v] = atV;
        const to = [...from];
        from[along] = min[along]!;
        to[along] = max[along]!;
        values.push(...from, ...to);
      }
    }
  }
  return Float32Array.from(values);
}

/** At most this many grid cells along the plate's longer side: a grid, not a grey fill. */
const GRID_CELLS = 20;

/** The grid's spacing in mm: 1, 2 or 5 times a power of ten, the smallest that keeps to GRID_CELLS. */
export function gridStep(volume: Volume): number {
  const wanted = Math.max(volume[0], volume[1]) / GRID_CELLS;
  const power = 10 ** Math.floor(Math.log10(wanted));
  return [1, 2, 5, 10].map((nice) => nice * power).find((step) => step >= wanted)!;
}

/** Lines across the build plate (z = 0) every gridStep, inside its edges (the box draws those). */
export function plateGrid(volume: Volume): Float32Array {
  const [width, depth] = volume;
  if (!(width > 0 && depth > 0)) return new Float32Array();
  const step = gridStep(volume);
  const values: number[] = [];
  // Counted in steps, not summed: a sum of 0.2s drifts, and would draw a line on the edge.
  for (let i = 1; i * step < width; i++) values.push(i * step, 0, 0, i * step, depth, 0);
  for (let i = 1; i * step < depth; i++) values.push(0, i * step, 0, width, i * step, 0);
  return Float32Array.from(values);
}
