/**
 * The peer the packer is measured against: boxes, as a packer that knows only bounding boxes packs
 * them, done as well as that method goes. Each instance is its bounding box grown by the spacing
 * (in each of its allowed orientations); boxes go largest first onto extreme points (the corners
 * of placed boxes, and those corners pushed back against the boxes and walls behind them), each
 * to the position where its top is lowest, then lowest, frontmost, leftmost.
 */
import { orientedBounds } from '../files/geometry/packing/oriented-shape.js';
import { rotationsFor } from '../files/geometry/packing/orientations.js';
import type { PackPart } from '../files/geometry/packing/pack-types.js';
import { measure } from '../files/geometry/measure.js';

type Vec = [number, number, number];
interface Box {
  at: Vec;
  size: Vec;
}

export function packBoxes(parts: readonly PackPart[], usable: Vec, spacing: number): { placed: number; placedByPart: number[] } {
  // Boxes grown by the spacing in a room grown by it: the spacing lies between boxes, not at the walls.
  const room: Vec = [usable[0] + spacing, usable[1] + spacing, usable[2] + spacing];
  const sizes = parts.map((part) => {
    const candidates = rotationsFor(part.rotation).map((rotation) => {
      const { points } = orientedBounds(part.mesh, rotation, 1);
      return [0, 1, 2].map((axis) => extent(points, axis) + spacing) as Vec;
    });
    return candidates.filter(
      (size, index) => candidates.findIndex((other) => other.every((v, axis) => v === size[axis])) === index,
    );
  });
  const volumes = parts.map((part) => measure(part.mesh).volume);
  const instances = parts.flatMap((part, index) => Array.from({ length: part.quantity }, () => index));
  instances.sort((a, b) => volumes[b]! - volumes[a]! || a - b);
  const boxes: Box[] = [];
  let points: Vec[] = [[0, 0, 0]];
  const placedByPart = parts.map(() => 0);
  for (const part of instances) {
    let best: Box | undefined;
    for (const size of sizes[part]!)
      for (const at of points) {
        const box = { at, size };
        if (best && at[2] + size[2] > best.at[2] + best.size[2]) continue;
        if (!insideRoom(box, room) || boxes.some((other) => overlap(box, other))) continue;
        if (!best || lower(box, best)) best = box;
      }
    if (!best) continue;
    placedByPart[part]!++;
    boxes.push(best);
    points = [...points.filter((point) => !contains(best, point)), ...extremePoints(best, boxes)];
    points.sort((a, b) => a[2] - b[2] || a[1] - b[1] || a[0] - b[0]);
  }
  return { placed: boxes.length, placedByPart };
}

function extent(points: Float64Array, axis: number): number {
  let low = Infinity;
  let high = -Infinity;
  for (let p = axis; p < points.length; p += 3) {
    low = Math.min(low, points[p]!);
    high = Math.max(high, points[p]!);
  }
  return high - low;
}

const top = (box: Box) => box.at[2] + box.size[2];

function lower(a: Box, b: Box): boolean {
  if (top(a) !== top(b)) return top(a) < top(b);
  for (const axis of [2, 1, 0]) if (a.at[axis] !== b.at[axis]) return a.at[axis]! < b.at[axis]!;
  return false;
}

const insideRoom = ({ at, size }: Box, room: Vec) => [0, 1, 2].every((axis) => at[axis]! + size[axis]! <= room[axis]! + 1e-9);

const overlap = (a: Box, b: Box) =>
  [0, 1, 2].every((axis) => a.at[axis]! < b.at[axis]! + b.size[axis]! - 1e-9 && b.at[axis]! < a.at[axis]! + a.size[axis]! - 1e-9);

const contains = (box: Box, point: Vec) =>
  [0, 1, 2].every((axis) => point[axis]! >= box.at[axis]! - 1e-9 && point[axis]! < box.at[axis]! + box.size[axis]! - 1e-9);

/** The box's three far corners, each also pushed back along the two other axes until it meets a box or a wall. */
function extremePoints(box: Box, boxes: readonly Box[]): Vec[] {
  const points: Vec[] = [];
  for (const axis of [0, 1, 2]) {
    const corner = [...box.at] as Vec;
    corner[axis] = box.at[axis]! + box.size[axis]!;
    points.push(corner);
    for (const back of [0, 1, 2]) if (back !== axis) points.push(pushedBack(corner, back, boxes));
  }
  return points;
}

function pushedBack(point: Vec, axis: number, boxes: readonly Box[]): Vec {
  let stop = 0;
  for (const other of boxes) {
    const far = other.at[axis]! + other.size[axis]!;
    if (far > point[axis]! + 1e-9 || far <= stop) continue;
    const across = [0, 1, 2].every(
      (a) => a === axis || (point[a]! >= other.at[a]! - 1e-9 && point[a]! < other.at[a]! + other.size[a]! - 1e-9),
    );
    if (across) stop = far;
  }
  const pushed = [...point] as Vec;
  pushed[axis] = stop;
  return pushed;
}
