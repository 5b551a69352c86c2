/** The demo's flat parts: plates with holes (a fixture plate's grid, a flange's bolt circle), and a gear. */
import { FILLET, ROUND, clamp } from './demo-detail.js';
import type { Mesh } from './mesh.js';
import { arc, circle, gearOutline, prism, roundedRectangle, slot, type Vec2, type Vec3 } from './shapes.js';

export type HolePattern = 'grid' | 'dense grid' | 'flange' | 'sensor';

function holeGrid([x, y]: Vec3, pitch: number, radius: number, segments: number): Vec2[][] {
  const columns = Math.max(1, Math.floor(x / pitch));
  const rows = Math.max(1, Math.floor(y / pitch));
  const x0 = (x - (columns - 1) * pitch) / 2;
  const y0 = (y - (rows - 1) * pitch) / 2;
  return Array.from({ length: columns * rows }, (_, i) =>
    circle([x0 + (i % columns) * pitch, y0 + Math.floor(i / columns) * pitch], radius, segments),
  );
}

function plateHoles(size: Vec3, pattern: HolePattern): Vec2[][] {
  const [x, y] = size;
  const small = Math.min(x, y);
  const middle: Vec2 = [x / 2, y / 2];
  if (pattern === 'grid') {
    const pitch = clamp(small / 4, 5, 20);
    return holeGrid(size, pitch, pitch * 0.18, 48);
  }
  // A test coupon for heat exchangers: a dense field of channels.
  if (pattern === 'dense grid') return holeGrid(size, small / 8, small / 26, 40);
  if (pattern === 'sensor') {
    // An M12 sensor's hole between two slots for adjusting the plate.
    const radius = small * 0.07;
    return [
      circle(middle, Math.min(6.25, small * 0.2), ROUND * 2),
      slot([x * 0.1, y / 2], [x * 0.23, y / 2], radius, 48),
      slot([x * 0.77, y / 2], [x * 0.9, y / 2], radius, 48),
      ...[0.15, 0.85].map((at) => circle([x / 2, y * at], small * 0.04, 64)),
    ];
  }
  // A flange: a bore, a bolt circle about it and a hole in each corner.
  const inset = small * 0.14;
  return [
    circle(middle, small * 0.2, ROUND * 2),
    ...[1, 3, 5, 7].map((eighth) => {
      const angle = (eighth * Math.PI) / 4;
      return circle([middle[0] + small * 0.32 * Math.cos(angle), middle[1] + small * 0.32 * Math.sin(angle)], small * 0.04, 64);
    }),
    ...[
      [inset, inset],
      [x - inset, inset],
      [x - inset, y - inset],
      [inset, y - inset],
    ].map(([cx, cy]) => circle([cx!, cy!], small * 0.05, ROUND)),
  ];
}

/** A plate with rounded corners and holes through it. */
export function plate(size: Vec3, pattern: HolePattern = 'grid'): Mesh {
  const [x, y, z] = size;
  const outline = roundedRectangle([0, 0], x, y, Math.min(x, y) * 0.06, FILLET);
  return prism({ outline, holes: plateHoles(size, pattern), length: z }).mesh(size);
}

/** A spur gear of 24 involute teeth, its bore keyed, six holes lightening its web. */
export function gear(size: Vec3): Mesh {
  const [x, y, z] = size;
  const teeth = 24;
  const module = Math.min(x, y) / (teeth + 2);
  const rootRadius = ((teeth - 2.5) * module) / 2;
  const centre: Vec2 = [x / 2, y / 2];
  const shift = (ring: readonly Vec2[]) => ring.map(([u, v]) => [u + centre[0], v + centre[1]] as const);
  const bore = rootRadius * 0.2;
  const key = bore * 0.25; // half the keyway's width
  const keyAngle = Math.asin(key / bore);
  const keyed: Vec2[] = [...arc([0, 0], bore, keyAngle, 2 * Math.PI - keyAngle, ROUND), [bore * 1.35, -key], [bore * 1.35, key]];
  const web = (bore * 1.35 + rootRadius * 0.8) / 2;
  const lightening = Array.from({ length: 6 }, (_, i) => {
    const angle = (i * Math.PI) / 3 + Math.PI / 6;
    return circle([web * Math.cos(angle), web * Math.sin(angle)], (rootRadius * 0.8 - bore * 1.35) * 0.32, 48);
  });
  return prism({
    outline: shift(gearOutline(teeth, module)),
    holes: [keyed, ...lightening].map(shift),
    length: z,
  }).mesh(size);
}
