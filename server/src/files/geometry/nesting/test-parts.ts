/** Parts the nester's tests lay out: blocks, pins, rings and L-shapes standing on the platform. */
import { measure } from '../measure.js';
import type { Mesh } from '../mesh.js';
import { circle, prism, revolve, type Vec2 } from '../shapes.js';
import type { NestPart } from './nest-types.js';

/** A block from the origin to (x, y, z). */
export const block = (x: number, y: number, z: number): Mesh =>
  prism({
    outline: [
      [0, 0],
      [x, 0],
      [x, y],
      [0, y],
    ],
    length: z,
  }).mesh();

/** An upright pin (a cylinder) about z: `radius`, `height`, centred on the origin. */
export const pin = (radius: number, height: number): Mesh =>
  prism({ outline: circle([0, 0], radius, 48), length: height }).mesh();

/** An upright ring about z: its footprint an annulus from `inner` to `outer` radius. */
export const ring = (outer: number, inner: number, height: number, segments = 96): Mesh =>
  revolve(
    [
      [inner, 0],
      [outer, 0],
      [outer, height],
      [inner, height],
    ],
    segments,
  ).mesh();

/** A flat L: two legs `leg` wide along the x and y sides of a `size` square. */
export function lShape(size: number, leg: number, height: number): Mesh {
  const outline: Vec2[] = [
    [0, 0],
    [size, 0],
    [size, leg],
    [leg, leg],
    [leg, size],
    [0, size],
  ];
  return prism({ outline, length: height }).mesh();
}

/** The part's bounding box as a block: what a layout of rectangles sees of it. */
export function asBox(part: NestPart): NestPart {
  const { min, max } = measure(part.mesh);
  return { ...part, mesh: block(max[0] - min[0], max[1] - min[1], max[2] - min[2]) };
}
