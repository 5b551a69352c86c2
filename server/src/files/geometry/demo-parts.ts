/**
 * The demo's part files: brackets, housings, clips, manifolds, gears, nozzles, plates with holes,
 * each made from the shapes in code at the size the seed names (its bounding box, in mm) and
 * chosen by its file name, so the part inventory, the viewer, build planning and the documents
 * show parts a plant makes rather than one cube under many names.
 */
import type { Mesh } from './mesh.js';
import { arc, circle, gearOutline, prism, revolve, roundedRectangle, slot, tray, type Vec2, type Vec3 } from './shapes.js';

/** Corners of a round hole or bore: as finely as a CAD export at its usual tolerance. */
const ROUND = 128;
/** Corners of a rounded edge's quarter circle. */
const FILLET = 16;
/** Corners about the axis of a part of revolution. */
const TURNED = 128;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

type HolePattern = 'grid' | 'dense grid' | 'flange' | 'sensor';

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

/** A housing: a rounded box with a pocket from the top, walls a few mm thick, screw holes through the floor. */
export function housing(size: Vec3): Mesh {
  const [x, y, z] = size;
  const small = Math.min(x, y);
  const corner = small * 0.15;
  const wall = clamp(small * 0.05, 1.5, 4);
  const floor = clamp(z * 0.15, 1.5, 5);
  const columns = Math.max(2, Math.round(x / 45));
  const holes = Array.from({ length: columns * 2 }, (_, i) =>
    circle([(x * ((i % columns) + 0.5)) / columns, y * (i < columns ? 0.25 : 0.75)], small * 0.035, 64),
  );
  return tray({
    outline: roundedRectangle([0, 0], x, y, corner, 32),
    pocket: roundedRectangle([wall, wall], x - 2 * wall, y - 2 * wall, corner - wall, 32),
    height: z,
    depth: z - floor,
    holes,
  }).mesh(size);
}

/** A block drilled through: `bores` along an axis at a position across it (mm), none crossing another. */
export function drilledBlock(size: Vec3, bores: { axis: 'x' | 'y' | 'z'; at: Vec2; radius: number }[], segments = ROUND): Mesh {
  const [x, y, z] = size;
  // Counter-clockwise from the origin: edge 0 lies at y = 0, edge 1 at x = X, edge 3 at x = 0.
  const outline: Vec2[] = [
    [0, 0],
    [x, 0],
    [x, y],
    [0, y],
  ];
  const holes = bores.filter((bore) => bore.axis === 'z').map((bore) => circle(bore.at, bore.radius, segments));
  const across = bores
    .filter((bore) => bore.axis !== 'z')
    .map(({ axis, at: [a, b], radius }) =>
      // Along X at (y, z): from the wall at x = 0 (edge 3, running from y = Y down); along Y at (x, z): from y = 0.
      axis === 'x'
        ? { from: 3, to: 1, at: y - a, along: b, radius, segments }
        : { from: 0, to: 2, at: a, along: b, radius, segments },
    );
  return prism({ outline, holes, length: z, bores: across }).mesh(size);
}

/** A hydraulic manifold: a gallery along X, two ports along Y above it, two along Z beside it, four bolt holes. */
export function manifold(size: Vec3): Mesh {
  const [x, y, z] = size;
  return drilledBlock(size, [
    { axis: 'x', at: [y * 0.5, z * 0.3], radius: Math.min(y, z) * 0.1 },
    { axis: 'y', at: [x * 0.3, z * 0.7], radius: Math.min(x, z) * 0.08 },
    { axis: 'y', at: [x * 0.7, z * 0.7], radius: Math.min(x, z) * 0.08 },
    { axis: 'z', at: [x * 0.5, y * 0.2], radius: Math.min(x, y) * 0.06 },
    { axis: 'z', at: [x * 0.5, y * 0.8], radius: Math.min(x, y) * 0.06 },
    ...[
      [0.1, 0.1],
      [0.9, 0.1],
      [0.9, 0.9],
      [0.1, 0.9],
    ].map(([u, v]) => ({ axis: 'z' as const, at: [x * u!, y * v!] as const, radius: Math.min(x, y) * 0.04 })),
  ]);
}

/** A calibration cube with a hole along each axis, apart from each other: how round holes come out in X, Y and Z. */
export function calibrationCube(size: Vec3): Mesh {
  const [x, y, z] = size;
  const radius = Math.min(x, y, z) * 0.15;
  return drilledBlock(
    size,
    [
      { axis: 'x', at: [y * 0.3, z * 0.7], radius },
      { axis: 'y', at: [x * 0.7, z * 0.3], radius },
      { axis: 'z', at: [x * 0.3, y * 0.7], radius },
    ],
    192,
  );
}

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

/** A coolant nozzle, turned: a flange, a threaded shank, a cone to the tip, a bore all through. */
export function nozzle(size: Vec3): Mesh {
  const radius = Math.min(size[0], size[1]) / 2;
  const height = size[2];
  const shank = radius * 0.62;
  const thread = radius * 0.07;
  const flange = height * 0.12;
  const threadEnd = height * 0.5;
  const pitch = (threadEnd - flange) / 6;
  const threads = Array.from({ length: 5 }, (_, k) => {
    const start = flange + pitch * (k + 0.5);
    return [
      [shank, start],
      [shank - thread, start + pitch / 2],
    ] as const;
  }).flat();
  const profile: Vec2[] = [
    [radius * 0.18, 0],
    [radius, 0],
    [radius, flange],
    [shank, flange],
    ...threads,
    [shank, threadEnd],
    [radius * 0.28, height * 0.92],
    [radius * 0.28, height],
    [radius * 0.18, height],
  ];
  return revolve(profile, TURNED).mesh(size);
}

/** A light guide or pin, turned along its longest side: a collar, a shaft, a domed end. */
export function rod(size: Vec3): Mesh {
  const longest = size.indexOf(Math.max(...size));
  const axis = (['x', 'y', 'z'] as const)[longest]!;
  const length = size[longest]!;
  const radius = Math.min(...size.filter((_, i) => i !== longest)) / 2;
  const shaft = radius * 0.72;
  const dome = arc([0, length - shaft], shaft, 0, Math.PI / 2, 16).slice(0, -1);
  const profile: Vec2[] = [[0, 0], [radius, 0], [radius, length * 0.06], [shaft, length * 0.06], ...dome, [0, length]];
  return revolve(profile, TURNED, axis).mesh(size);
}

/** The shapes the demo's part files are made as, by what their names say (the first that fits). */
const BY_NAME: [RegExp, (size: Vec3, name: string) => Mesh][] = [
  [/cube/, calibrationCube],
  [/gear|sprocket/, gear],
  [/nozzle/, nozzle],
  [/light_guide|pin|rod|shaft/, rod],
  [/coupon/, (size) => plate(size, 'dense grid')],
  [/sensor.*plate/, (size) => plate(size, 'sensor')],
  [/motor|cap|spacer|flange/, (size) => plate(size, 'flange')],
  [/plate|pad/, (size) => plate(size, 'grid')],
  [/manifold|block/, manifold],
  [/housing|enclosure|cover|case/, housing],
  [/finger/, (size, name) => finger(size, /right/.test(name))],
  [/jaw/, jaw],
  [/clip/, clip],
  [/rail|guide/, rail],
  [/bracket|mount|stand/, bracket],
];

/** A part for a file of this name, `size` (mm) its bounding box: by its name, else by its proportions. */
export function demoPart(fileName: string, size: Vec3): Mesh {
  const name = fileName.toLowerCase();
  const byName = BY_NAME.find(([pattern]) => pattern.test(name));
  if (byName) return byName[1](size, name);
  const sorted = [...size].sort((a, b) => a - b);
  if (sorted[0]! < sorted[1]! * 0.2) return plate(size);
  if (sorted[2]! > sorted[1]! * 4) return rail(size);
  return housing(size);
}
