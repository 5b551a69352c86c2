/** Solids the packer's tests lock and unlock: rings, pins with and without heads. */
import type { Mesh } from '../mesh.js';
import { circle, revolve, type Vec2 } from '../shapes.js';

/** A ring about Z through the origin: `radius` to the middle of its tube, `tube` the tube's radius. */
export const ring = (radius: number, tube: number): Mesh => revolve(circle([radius, 0], tube, 24), 48).mesh();

/** A pin along Z from 0 to `length`, of `radius`; with heads of `head` radius and 5 mm thick at both ends when given. */
export function pin(length: number, radius: number, head?: number): Mesh {
  const profile: Vec2[] = head
    ? [
        [0, 0],
        [head, 0],
        [head, 5],
        [radius, 5],
        [radius, length - 5],
        [head, length - 5],
        [head, length],
        [0, length],
      ]
    : [
        [0, 0],
        [radius, 0],
        [radius, length],
        [0, length],
      ];
  return revolve(profile, 48).mesh();
}

/** Column-major 4×4 of a translation, optionally after a quarter turn about X (Y to Z). */
export function moved([x, y, z]: readonly number[], quarterTurnAboutX = false): number[] {
  return quarterTurnAboutX
    ? [1, 0, 0, 0, 0, 0, 1, 0, 0, -1, 0, 0, x!, y!, z!, 1]
    : [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, x!, y!, z!, 1];
}
