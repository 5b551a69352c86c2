import type { Mesh } from '../geometry/index.js';
import { nonFiniteCoordinate } from './analyze-error.js';

/**
 * An orthographic camera on an isometric-ish view: from the front right, above, Z up (the build
 * plate's convention), so a box shows its top, front and right faces. The screen's y grows
 * downwards, as image rows do.
 */
export interface View {
  /** screen x = originX + scale · (p · right) */
  right: readonly [number, number, number];
  /** screen y = originY − scale · (p · up) */
  up: readonly [number, number, number];
  /** Towards the camera: a larger p · toward is nearer. */
  toward: readonly [number, number, number];
  scale: number;
  originX: number;
  originY: number;
}

const normalize = (x: number, y: number, z: number): [number, number, number] => {
  const length = Math.hypot(x, y, z);
  return [x / length, y / length, z / length];
};

const TOWARD = normalize(1, -1, 1);
const RIGHT = normalize(1, 1, 0);
const UP = normalize(-1, 1, 2); // TOWARD × RIGHT

/** Share of the image left empty on each side, so the part's outline never touches the border. */
const MARGIN = 0.06;

/**
 * The view that fits the part into a width × height image, centred. It fits the extent of the
 * projected corners, not of the projected bounding box: a sphere then fills the picture instead
 * of the 70 % that the box's hexagon would leave it. Undefined when every corner projects to one
 * point (every facet is then degenerate).
 */
export function fitView(mesh: Mesh, width: number, height: number): View | undefined {
  const v = mesh.vertices;
  let left = Infinity;
  let right = -Infinity;
  let bottom = Infinity;
  let top = -Infinity;
  // x − x is NaN for NaN and ±Infinity alike: one sum finds any bad coordinate without a branch per float.
  let poison = 0;
  for (let i = 0, end = mesh.facetCount * 9; i < end; i += 3) {
    const x = v[i]!;
    const y = v[i + 1]!;
    const z = v[i + 2]!;
    poison += x - x + (y - y) + (z - z);
    const sx = x * RIGHT[0] + y * RIGHT[1] + z * RIGHT[2];
    const sy = x * UP[0] + y * UP[1] + z * UP[2];
    if (sx < left) left = sx;
    if (sx > right) right = sx;
    if (sy < bottom) bottom = sy;
    if (sy > top) top = sy;
  }
  if (poison !== 0) throw nonFiniteCoordinate();
  const spanX = right - left;
  const spanY = top - bottom;
  if (!(spanX > 0 || spanY > 0)) return undefined;
  const scale = Math.min(
    spanX > 0 ? (width * (1 - 2 * MARGIN)) / spanX : Infinity,
    spanY > 0 ? (height * (1 - 2 * MARGIN)) / spanY : Infinity,
  );
  return {
    right: RIGHT,
    up: UP,
    toward: TOWARD,
    scale,
    originX: width / 2 - scale * ((left + right) / 2),
    originY: height / 2 + scale * ((bottom + top) / 2),
  };
}
