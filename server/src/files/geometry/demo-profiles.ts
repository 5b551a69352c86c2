/** The demo's parts drawn as a profile and extruded, drilled across: brackets, clips, jaws, fingers, rails. */
import { FILLET, ROUND, clamp } from './demo-detail.js';
import type { Mesh } from './mesh.js';
import { arc, circle, prism, slot, type Vec2, type Vec3 } from './shapes.js';

/** A flat corner bracket: an L-shaped plate with holes in both legs. */
function flatBracket(size: Vec3): Mesh {
  const [x, y, z] = size;
  const a = y * 0.45; // the width of the leg along X
  const b = x * 0.4; // the width of the leg along Y
  const corner = Math.min(a, b) * 0.15;
  const fillet = Math.min(a, b) * 0.25;
  const quarter = Math.PI / 2;
  const outline = [
    ...arc([corner, corner], corner, 2 * quarter, 3 * quarter, FILLET),
    ...arc([x - corner, corner], corner, 3 * quarter, 4 * quarter, FILLET),
    ...arc([x - corner, a - corner], corner, 0, quarter, FILLET),
    ...arc([b + fillet, a + fillet], fillet, 3 * quarter, 2 * quarter, FILLET),
    ...arc([b - corner, y - corner], corner, 0, quarter, FILLET),
    ...arc([corner, y - corner], corner, quarter, 2 * quarter, FILLET),
  ];
  const radius = Math.min(a * 0.18, b * 0.2);
  const holes = [
    [b / 2, a / 2],
    [b + (x - b) * 0.4, a / 2],
    [b + (x - b) * 0.8, a / 2],
    [b / 2, a + (y - a) * 0.6],
  ].map(([cx, cy]) => circle([cx!, cy!], radius, ROUND));
  return prism({ outline, holes, length: z }).mesh(size);
}

/**
 * An angle bracket: an L profile (a bent plate, its bend rounded inside and out) `size[0]` wide,
 * with two holes through each leg.
 */
function angleBracket(size: Vec3): Mesh {
  const [x, y, z] = size;
  const t = clamp(Math.min(y, z) * 0.1, 2, 8);
  const bend: Vec2 = [2 * t, 2 * t];
  const quarter = Math.PI / 2;
  // Across the bracket: (y, z), counter-clockwise, from the outer bend round.
  const outer = arc(bend, 2 * t, 2 * quarter, 3 * quarter, FILLET);
  const inner = arc(bend, t, 3 * quarter, 2 * quarter, FILLET);
  const outline: Vec2[] = [...outer, [y, 0], [y, t], ...inner, [t, z], [0, z]];
  const base = outer.length - 1; // the underside of the base, from the bend to its end
  const baseTop = base + 2;
  const legInside = baseTop + inner.length;
  const legOutside = legInside + 2;
  const baseHole = 2 * t + (y - 2 * t) * 0.55;
  const legHole = 2 * t + (z - 2 * t) * 0.6;
  const baseRadius = Math.min((y - 2 * t) * 0.12, x * 0.08);
  const legRadius = Math.min((z - 2 * t) * 0.12, x * 0.08);
  const bores = [0.25, 0.75].flatMap((along) => [
    { from: base, to: baseTop, at: baseHole - 2 * t, along: x * along, radius: baseRadius, segments: ROUND },
    { from: legOutside, to: legInside, at: z - legHole, along: x * along, radius: legRadius, segments: ROUND },
  ]);
  return prism({ outline, length: x, axis: 'x', bores }).mesh(size);
}

/** A bracket: flat when it is thin for its size, else an angle bracket. */
export const bracket = (size: Vec3): Mesh =>
  size[2] <= Math.min(size[0], size[1]) * 0.3 ? flatBracket(size) : angleBracket(size);

/** A snap-in cable clip: a C ring open at the top on a foot with a screw hole either side. */
export function clip(size: Vec3): Mesh {
  const [x, y, z] = size;
  const opening = (35 * Math.PI) / 180; // half the opening's angle, about the top
  const outer = y / (1 + Math.cos(opening));
  const inner = outer - Math.max(1, outer * 0.18);
  const foot = y * 0.25;
  const centre: Vec2 = [x / 2, outer];
  const low = Math.asin((foot - outer) / outer); // where the ring meets the foot's top, right of the centre
  const top = Math.PI / 2;
  const perCircle = 192;
  const steps = (from: number, to: number) => Math.max(4, Math.round((Math.abs(to - from) / (2 * Math.PI)) * perCircle));
  const right = arc(centre, outer, low, top - opening, steps(low, top - opening));
  const inside = arc(centre, inner, top - opening, top + opening - 2 * Math.PI, steps(0, 2 * Math.PI - 2 * opening));
  const left = arc(centre, outer, top + opening, Math.PI - low, steps(low, top - opening));
  const outline: Vec2[] = [[0, 0], [x, 0], [x, foot], ...right, ...inside, ...left, [0, foot]];
  const rightFoot = x - right[0]![0];
  const radius = Math.min(rightFoot * 0.3, z * 0.3);
  const bores = [
    { from: 0, to: 2, at: x - rightFoot / 2 },
    { from: 0, to: outline.length - 2, at: rightFoot / 2 },
  ].map((bore) => ({ ...bore, along: z / 2, radius, segments: 160 }));
  return prism({ outline, length: z, bores }).mesh(size);
}

/** A vice or clamp jaw: a block with a V groove along its top and four bolt holes through it. */
export function jaw(size: Vec3): Mesh {
  const [x, y, z] = size;
  const groove = Math.min(y * 0.3, z * 0.4);
  // Across the jaw: (y, z), counter-clockwise; edge 1 is the face at y = Y, the last the face at y = 0.
  const outline: Vec2[] = [
    [0, 0],
    [y, 0],
    [y, z],
    [y / 2 + groove, z],
    [y / 2, z - groove],
    [y / 2 - groove, z],
    [0, z],
  ];
  const height = (z - groove) * 0.45;
  const radius = Math.min((z - groove) * 0.2, x * 0.06);
  const bores = [0.14, 0.38, 0.62, 0.86].map((along) => ({
    from: outline.length - 1,
    to: 1,
    at: z - height,
    along: x * along,
    radius,
    segments: ROUND,
  }));
  return prism({ outline, length: x, axis: 'x', bores }).mesh(size);
}

/** A gripper finger: a base with two bolt holes and a slot, tapering to a round tip, serrated where it grips. */
export function finger(size: Vec3, mirrored = false): Mesh {
  const [x, y, z] = size;
  const corner = y * 0.15;
  const tip = y * 0.2;
  const baseLength = x * 0.4;
  const quarter = Math.PI / 2;
  const from: Vec2 = [x - tip, 2 * tip];
  const to: Vec2 = [baseLength, y];
  const run = Math.hypot(to[0] - from[0], to[1] - from[1]);
  const out: Vec2 = [(to[1] - from[1]) / run, -(to[0] - from[0]) / run];
  const teeth = 12;
  const toothHeight = y * 0.04;
  // The serrations cover the grip's first four fifths, so no tooth stands above the base.
  const along = (share: number, lift = 0): Vec2 => [
    from[0] + (to[0] - from[0]) * share * 0.8 + out[0] * lift,
    from[1] + (to[1] - from[1]) * share * 0.8 + out[1] * lift,
  ];
  const serrations = Array.from({ length: teeth }, (_, k) => [
    along((k + 0.5) / teeth, toothHeight),
    along((k + 1) / teeth),
  ]).flat();
  const outline: Vec2[] = [
    ...arc([corner, corner], corner, 2 * quarter, 3 * quarter, FILLET),
    ...arc([x - tip, tip], tip, -quarter, quarter, 48),
    ...serrations,
    to,
    ...arc([corner, y - corner], corner, quarter, 2 * quarter, FILLET),
  ];
  const holes = [
    circle([x * 0.12, y * 0.28], y * 0.09, 160),
    circle([x * 0.12, y * 0.72], y * 0.09, 160),
    slot([x * 0.24, y / 2], [x * 0.32, y / 2], y * 0.08, 48),
  ];
  // The right hand's finger is the left's mirror image (the prism turns the outlines round again).
  const flip = (ring: readonly Vec2[]) => (mirrored ? ring.map(([u, v]) => [u, y - v] as const) : ring);
  return prism({ outline: flip(outline), holes: holes.map(flip), length: z }).mesh(size);
}

/** A conveyor guide rail: a T-slot profile along X with bolt holes from its underside into the slot. */
export function rail(size: Vec3): Mesh {
  const [x, y, z] = size;
  const chamfer = Math.min(y, z) * 0.05;
  const mouth = y * 0.27;
  const undercut = y * 0.55;
  const lip = z * 0.2;
  const slotDepth = z * 0.3;
  const middle = y / 2;
  // Across the rail: (y, z), counter-clockwise from the underside (edge 0); edge 9 is the slot's floor.
  const outline: Vec2[] = [
    [chamfer, 0],
    [y - chamfer, 0],
    [y, chamfer],
    [y, z - chamfer],
    [y - chamfer, z],
    [middle + mouth / 2, z],
    [middle + mouth / 2, z - lip],
    [middle + undercut / 2, z - lip],
    [middle + undercut / 2, z - lip - slotDepth],
    [middle - undercut / 2, z - lip - slotDepth],
    [middle - undercut / 2, z - lip],
    [middle - mouth / 2, z - lip],
    [middle - mouth / 2, z],
    [chamfer, z],
    [0, z - chamfer],
    [0, chamfer],
  ];
  const count = Math.max(2, Math.round(x / 50));
  const bores = Array.from({ length: count }, (_, i) => ({
    from: 0,
    to: 8,
    at: middle - chamfer,
    along: (x * (i + 0.5)) / count,
    radius: undercut * 0.2,
    segments: ROUND,
  }));
  return prism({ outline, length: x, axis: 'x', bores }).mesh(size);
}
