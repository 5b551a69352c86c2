/**
 * Solids as a CAD tool makes them, for the demo's parts: outlines with holes extruded (with bores
 * drilled across them), trays with a pocket, profiles revolved about an axis, and the outlines they
 * start from (rounded rectangles, slots, gears). Every one is closed and faces out, so VERIFY finds
 * it sound as it finds a good customer file: no repair, no loose edge.
 */
import { type Axis, SolidBuilder, type Vec2, type Vec3, place, runningCounterClockwise, signedArea } from './solid-builder.js';

export { type Axis, SolidBuilder, type Vec2, type Vec3 } from './solid-builder.js';

/** Points of an arc about `center` from angle `from` to `to` (radians), both ends included. */
export function arc(center: Vec2, radius: number, from: number, to: number, segments: number): Vec2[] {
  return Array.from({ length: segments + 1 }, (_, i) => {
    const angle = from + ((to - from) * i) / segments;
    return [center[0] + radius * Math.cos(angle), center[1] + radius * Math.sin(angle)] as const;
  });
}

/** A round hole's outline: `segments` corners, counter-clockwise. */
export const circle = (center: Vec2, radius: number, segments: number): Vec2[] =>
  arc(center, radius, 0, 2 * Math.PI, segments).slice(0, segments);

/** A rectangle from (x, y) of `width` × `height` with corners of `radius` (less than half of either side). */
export function roundedRectangle([x, y]: Vec2, width: number, height: number, radius: number, segments: number): Vec2[] {
  const quarter = Math.PI / 2;
  return [
    ...arc([x + width - radius, y + radius], radius, -quarter, 0, segments),
    ...arc([x + width - radius, y + height - radius], radius, 0, quarter, segments),
    ...arc([x + radius, y + height - radius], radius, quarter, 2 * quarter, segments),
    ...arc([x + radius, y + radius], radius, 2 * quarter, 3 * quarter, segments),
  ];
}

/** A slot (two half circles joined) from `from` to `to`, `radius` wide on each side. */
export function slot(from: Vec2, to: Vec2, radius: number, segments: number): Vec2[] {
  const angle = Math.atan2(to[1] - from[1], to[0] - from[0]);
  return [
    ...arc(to, radius, angle - Math.PI / 2, angle + Math.PI / 2, segments),
    ...arc(from, radius, angle + Math.PI / 2, angle + (3 * Math.PI) / 2, segments),
  ];
}

/**
 * A spur gear's outline about (0, 0): `teeth` involute teeth of module `module` (pressure angle
 * 20°, addendum one module, dedendum 1.25), each flank sampled at `flankPoints` radii.
 */
export function gearOutline(teeth: number, module: number, flankPoints = 6): Vec2[] {
  const pitch = (teeth * module) / 2;
  const base = pitch * Math.cos((20 * Math.PI) / 180);
  const tip = pitch + module;
  const root = pitch - 1.25 * module;
  const involute = (radius: number) => {
    const angle = Math.acos(Math.min(1, base / radius));
    return Math.tan(angle) - angle;
  };
  // Half the tooth's angular thickness at a radius: half a pitch's width at the pitch circle.
  const half = (radius: number) => Math.PI / (2 * teeth) + involute(pitch) - involute(radius);
  const from = Math.max(base, root);
  const radii = Array.from({ length: flankPoints }, (_, i) => from + ((tip - from) * i) / (flankPoints - 1));
  const at = (radius: number, angle: number): Vec2 => [radius * Math.cos(angle), radius * Math.sin(angle)];
  const points: Vec2[] = [];
  for (let tooth = 0; tooth < teeth; tooth++) {
    const middle = (2 * Math.PI * tooth) / teeth;
    const next = (2 * Math.PI * (tooth + 1)) / teeth;
    if (root < base) points.push(at(root, middle - half(from)));
    for (const radius of radii) points.push(at(radius, middle - half(radius)));
    points.push(...arc([0, 0], tip, middle - half(tip), middle + half(tip), 3).slice(1, -1));
    for (const radius of [...radii].reverse()) points.push(at(radius, middle + half(radius)));
    if (root < base) points.push(at(root, middle + half(from)));
    // The root circle to the next tooth.
    points.push(...arc([0, 0], root, middle + half(from), next - half(from), 4).slice(1, -1));
  }
  return points;
}

/** A bore drilled across a prism, from one flat side wall of its outline to a parallel one. */
interface CrossBore {
  /** The outline's edge it starts from (the edge from corner `from` to the next) and the one it comes out at. */
  from: number;
  to: number;
  /** Where its axis crosses the `from` edge: mm from the edge's first corner. */
  at: number;
  /** mm along the prism from its start. */
  along: number;
  radius: number;
  segments: number;
}

export interface PrismShape {
  /** The outline across the prism (counter-clockwise when it has bores, else either way). */
  outline: readonly Vec2[];
  /** Holes through the prism along its length (within the outline, apart from each other). */
  holes?: readonly (readonly Vec2[])[];
  length: number;
  /** The prism's length runs along this axis; the outline's (u, v) are the next two (see `place`). */
  axis?: Axis;
  /** Bores across it, apart from the holes and from each other. */
  bores?: readonly CrossBore[];
}

const minus = (a: Vec2, b: Vec2): Vec2 => [a[0] - b[0], a[1] - b[1]];
const cross2 = (a: Vec2, b: Vec2) => a[0] * b[1] - a[1] * b[0];

/** The bore's circle on both walls, as (u, v, w) points, with a check that it fits in them. */
function boreRings(outline: readonly Vec2[], length: number, bore: CrossBore): { entry: Vec3[]; exit: Vec3[] } {
  const edge = (i: number) => [outline[i]!, outline[(i + 1) % outline.length]!] as const;
  const [p, q] = edge(bore.from);
  const run = Math.hypot(q[0] - p[0], q[1] - p[1]);
  const tangent: Vec2 = [(q[0] - p[0]) / run, (q[1] - p[1]) / run];
  // Inwards: to the left of a counter-clockwise outline's edge.
  const inwards: Vec2 = [-tangent[1], tangent[0]];
  const start: Vec2 = [p[0] + tangent[0] * bore.at, p[1] + tangent[1] * bore.at];
  const [r, s] = edge(bore.to);
  const side = minus(s, r);
  const depth = cross2(minus(r, start), side) / cross2(inwards, side);
  const across = cross2(minus(start, r), inwards) / cross2(side, inwards);
  const sideRun = Math.hypot(side[0], side[1]);
  const parallel = Math.abs(cross2(tangent, side)) < 1e-9 * sideRun;
  const fits = (position: number, room: number) => position - bore.radius > 0 && position + bore.radius < room;
  if (!parallel || depth <= 0 || !fits(bore.at, run) || !fits(across * sideRun, sideRun) || !fits(bore.along, length)) {
    throw new Error(`A bore from edge ${bore.from} to edge ${bore.to} does not fit between them`);
  }
  const ring = (centre: Vec2): Vec3[] =>
    Array.from({ length: bore.segments }, (_, i) => {
      const angle = (2 * Math.PI * i) / bore.segments;
      const along = bore.radius * Math.cos(angle);
      const sideways = bore.radius * Math.sin(angle);
      return [centre[0] + tangent[0] * sideways, centre[1] + tangent[1] * sideways, bore.along + along] as const;
    });
  return { entry: ring(start), exit: ring([start[0] + inwards[0] * depth, start[1] + inwards[1] * depth]) };
}

/**
 * The outline with its holes extruded `length` along the axis, and bores drilled across it
 * through pairs of parallel side walls: a plate, a gear, a rail, a bracket bent from a profile.
 */
export function prism(shape: PrismShape, builder = new SolidBuilder()): SolidBuilder {
  const { length, axis = 'z' } = shape;
  // A bore names its walls by the outline's edges as given: they must not be renumbered.
  if (shape.bores?.length && signedArea(shape.outline) <= 0) throw new Error('An outline with bores must run counter-clockwise');
  const outline = runningCounterClockwise(shape.outline);
  const holes = (shape.holes ?? []).map((hole) => runningCounterClockwise(hole, false));
  const at = (ring: readonly Vec2[], w: number) => builder.add(ring.map(([u, v]) => place(axis, u, v, w)));
  const bottom = at(outline, 0);
  const top = at(outline, length);
  const holesBottom = holes.map((hole) => at(hole, 0));
  const holesTop = holes.map((hole) => at(hole, length));
  builder.face([...bottom].reverse(), holesBottom);
  builder.face(top, holesTop);
  holes.forEach((_, i) => builder.band(holesBottom[i]!, holesTop[i]!));

  // A side wall with bores through it is one face with round holes; the others are plain quads.
  const wallHoles = new Map<number, number[][]>();
  for (const bore of shape.bores ?? []) {
    const { entry, exit } = boreRings(outline, length, bore);
    const [a, b] = [entry, exit].map((ring) => builder.add(ring.map(([u, v, w]) => place(axis, u, v, w))));
    wallHoles.set(bore.from, [...(wallHoles.get(bore.from) ?? []), a!]);
    wallHoles.set(bore.to, [...(wallHoles.get(bore.to) ?? []), b!]);
    // The rings turn one way about the bore's axis seen from where it enters: its wall faces the axis.
    builder.band(b!, a!);
  }
  for (let i = 0; i < outline.length; i++) {
    const j = (i + 1) % outline.length;
    const corners = [bottom[i]!, bottom[j]!, top[j]!, top[i]!] as const;
    const bored = wallHoles.get(i);
    if (bored) builder.face(corners, bored);
    else builder.quad(...corners);
  }
  return builder;
}

export interface TrayShape {
  outline: readonly Vec2[];
  /** The pocket's outline, inside the outline. */
  pocket: readonly Vec2[];
  height: number;
  /** How deep the pocket is cut from the top (less than the height: the rest is the floor). */
  depth: number;
  /** Holes through the floor, inside the pocket. */
  holes?: readonly (readonly Vec2[])[];
}

/** A housing: the outline extruded along Z with a pocket cut from its top and holes through its floor. */
export function tray(shape: TrayShape, builder = new SolidBuilder()): SolidBuilder {
  const { height } = shape;
  const floor = height - shape.depth;
  const outline = runningCounterClockwise(shape.outline);
  // The pocket's walls and the holes' face inwards, as a hole's do: their rings run clockwise.
  const pocket = runningCounterClockwise(shape.pocket, false);
  const holes = (shape.holes ?? []).map((hole) => runningCounterClockwise(hole, false));
  const at = (ring: readonly Vec2[], z: number) => builder.add(ring.map(([x, y]) => [x, y, z] as const));
  const bottom = at(outline, 0);
  const top = at(outline, height);
  const rim = at(pocket, height);
  const pocketFloor = at(pocket, floor);
  const holesBottom = holes.map((hole) => at(hole, 0));
  const holesFloor = holes.map((hole) => at(hole, floor));
  builder.face([...bottom].reverse(), holesBottom);
  builder.band(bottom, top);
  builder.face(top, [rim]);
  builder.band(pocketFloor, rim);
  builder.face([...pocketFloor].reverse(), holesFloor);
  holes.forEach((_, i) => builder.band(holesBottom[i]!, holesFloor[i]!));
  return builder;
}

/**
 * A solid of revolution about the axis: `profile` a closed outline in the (radius, height)
 * half-plane, radius ≥ 0; its corners on the axis (radius 0) become the solid's poles.
 */
export function revolve(profile: readonly Vec2[], segments: number, axis: Axis = 'z', builder = new SolidBuilder()) {
  const outline = runningCounterClockwise(profile);
  const rings = outline.map(([radius, height]) =>
    builder.add(
      radius === 0
        ? [place(axis, 0, 0, height)]
        : Array.from({ length: segments }, (_, i) => {
            const angle = (2 * Math.PI * i) / segments;
            return place(axis, radius * Math.cos(angle), radius * Math.sin(angle), height);
          }),
    ),
  );
  for (let i = 0; i < rings.length; i++) {
    const next = rings[(i + 1) % rings.length]!;
    // Along the axis from pole to pole: no surface.
    if (rings[i]!.length > 1 || next.length > 1) builder.band(rings[i]!, next);
  }
  return builder;
}
