/**
 * A nesting checked on the parts themselves, not on strips or boxes: each part turned only as it
 * may be, standing on the platform (its lowest point at z = 0), every corner of its mesh inside the
 * platform less its margins; and every two parts the spacing apart, by two looks at their
 * footprints placed as the matrices place them: Clipper's intersection of the footprints grown by
 * half the spacing has no area, and the least distance between their outlines, measured in
 * doubles, is no less than the spacing. The nester runs it on every nesting it returns; the tests
 * hold every nesting they make to it.
 */
import { Clipper, FillRule, type Paths64 } from 'clipper2-ts';
import type { Mesh } from '../mesh.js';
import { clearance, type Outline, outlineOf } from './clearance.js';
import { footprintOf, grown, inMillimetres, turned, UNITS_PER_MM } from './footprint.js';
import type { NestPlacement, NestRequest } from './nest-types.js';
import { turnOf } from './quarter-turns.js';

export interface NestViolation {
  kind: 'UNKNOWN_PART' | 'TURNED' | 'OFF_THE_PLATFORM' | 'OUTSIDE_PLATFORM' | 'OVERLAP' | 'TOO_CLOSE';
  /** Indices into the placements checked. */
  placements: number[];
  message: string;
}

/** A mesh's 32-bit coordinates moved in doubles: only rounding this small is forgiven (mm). */
const EXACT = 1e-6;
/** Footprints are rounded to micrometres, each of the two (mm). */
const ROUNDED = 0.002;
/** Outlines that only touch intersect in no area; up to this much is rounding along an edge (mm²). */
const OVERLAP_AREA = 1e-4;

interface Placed {
  /** The part's name and which of the placements it is, for messages. */
  label: string;
  outline: Outline;
  grown: Paths64;
}

export function checkNesting(request: NestRequest, placements: readonly NestPlacement[]): NestViolation[] {
  const violations: NestViolation[] = [];
  const placed = placements.map((placement, index) => checkPart(request, placement, index, violations));
  placed.forEach((a, i) =>
    placed.forEach((b, j) => {
      const found = i < j && a && b && pairViolation(a, b, request.spacing);
      if (found) violations.push({ ...found, placements: [i, j] });
    }),
  );
  return violations;
}

/** Adds the part's own violations; answers its footprint as placed, unless the placement names no part or more than a quarter turn. */
function checkPart(request: NestRequest, { part, matrix }: NestPlacement, index: number, violations: NestViolation[]) {
  const add = (kind: NestViolation['kind'], message: string) => violations.push({ kind, placements: [index], message });
  const nestPart = request.parts[part];
  if (!nestPart) return void add('UNKNOWN_PART', `Placement ${index + 1} names part ${part}, which is not in the request`);
  const label = `${nestPart.name} (placement ${index + 1})`;
  const turn = turnOf(matrix);
  if (turn === undefined) return void add('TURNED', `${label} is moved by more than a quarter turn about z and a translation`);
  if (turn !== 0 && nestPart.rotation === 'none') add('TURNED', `${label} is turned, though it may not be`);

  const [minX, minY, minZ, maxX, maxY] = placedBounds(nestPart.mesh.vertices, matrix);
  if (Math.abs(minZ) > EXACT)
    add('OFF_THE_PLATFORM', `${label} does not stand on the platform: its lowest point is at z = ${minZ.toFixed(3)} mm`);
  const { x, y, margin } = request.platform;
  if (minX < margin - EXACT || minY < margin - EXACT || maxX > x - margin + EXACT || maxY > y - margin + EXACT)
    add('OUTSIDE_PLATFORM', `${label} reaches outside the platform less its margins`);

  const [dx, dy] = [Math.round(matrix[12]! * UNITS_PER_MM), Math.round(matrix[13]! * UNITS_PER_MM)];
  const outline = outlineOf(inMillimetres(turned(footprintOf(nestPart.mesh).paths, turn, dx, dy)));
  return { label, outline, grown: turned(grownOnce(nestPart.mesh, request.spacing / 2), turn, dx, dy) } satisfies Placed;
}

/** A part's footprint grown by half the spacing, in the file's coordinates: grown once for all its placements and checks. */
const grownFootprints = new WeakMap<Mesh, Map<number, Paths64>>();
function grownOnce(mesh: Mesh, by: number): Paths64 {
  const bySpacing = grownFootprints.get(mesh) ?? new Map<number, Paths64>();
  grownFootprints.set(mesh, bySpacing);
  const paths = bySpacing.get(by) ?? grown(footprintOf(mesh).paths, by);
  bySpacing.set(by, paths);
  return paths;
}

function pairViolation(a: Placed, b: Placed, spacing: number): Omit<NestViolation, 'placements'> | undefined {
  const [box, other] = [a.outline.box, b.outline.box];
  const apart =
    box[0] - other[2] >= spacing || other[0] - box[2] >= spacing || box[1] - other[3] >= spacing || other[1] - box[3] >= spacing;
  if (apart) return undefined;
  // Only where the boxes, grown by half the spacing, meet can the grown footprints: cut both to there first, which is quick.
  const reach = spacing / 2 + 1;
  const meeting = {
    left: Math.floor((Math.max(box[0], other[0]) - reach) * UNITS_PER_MM),
    top: Math.floor((Math.max(box[1], other[1]) - reach) * UNITS_PER_MM),
    right: Math.ceil((Math.min(box[2], other[2]) + reach) * UNITS_PER_MM),
    bottom: Math.ceil((Math.min(box[3], other[3]) + reach) * UNITS_PER_MM),
  };
  const overlapping = Clipper.intersect(Clipper.rectClip(meeting, a.grown), Clipper.rectClip(meeting, b.grown), FillRule.NonZero);
  const overlap = Math.abs(Clipper.areaPaths(overlapping)) / UNITS_PER_MM ** 2;
  if (overlap > OVERLAP_AREA)
    return {
      kind: 'OVERLAP',
      message: `${a.label} and ${b.label}: their footprints grown by half the spacing overlap by ${overlap.toFixed(4)} mm²`,
    };
  if (spacing === 0) return undefined;
  const distance = clearance(a.outline, b.outline, spacing);
  if (distance < spacing - ROUNDED)
    return {
      kind: 'TOO_CLOSE',
      message: `${a.label} and ${b.label} are ${distance.toFixed(3)} mm apart, less than the spacing of ${spacing} mm`,
    };
  return undefined;
}

/** [minX, minY, minZ, maxX, maxY] of the mesh's corners moved by the column-major 4×4. */
function placedBounds(vertices: Float32Array, m: readonly number[]) {
  const bounds: [number, number, number, number, number] = [Infinity, Infinity, Infinity, -Infinity, -Infinity];
  for (let p = 0; p < vertices.length; p += 3) {
    const vx = vertices[p]!;
    const vy = vertices[p + 1]!;
    const vz = vertices[p + 2]!;
    const x = m[0]! * vx + m[4]! * vy + m[8]! * vz + m[12]!;
    const y = m[1]! * vx + m[5]! * vy + m[9]! * vz + m[13]!;
    const z = m[2]! * vx + m[6]! * vy + m[10]! * vz + m[14]!;
    if (x < bounds[0]) bounds[0] = x;
    if (y < bounds[1]) bounds[1] = y;
    if (z < bounds[2]) bounds[2] = z;
    if (x > bounds[3]) bounds[3] = x;
    if (y > bounds[4]) bounds[4] = y;
  }
  return bounds;
}
