/** The demo's box-like parts: housings with a pocket, blocks drilled through (a manifold, a calibration cube). */
import { ROUND, clamp } from './demo-detail.js';
import type { Mesh } from './mesh.js';
import { circle, prism, roundedRectangle, tray, type Vec2, type Vec3 } from './shapes.js';

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
function drilledBlock(size: Vec3, bores: { axis: 'x' | 'y' | 'z'; at: Vec2; radius: number }[], segments = ROUND): Mesh {
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
