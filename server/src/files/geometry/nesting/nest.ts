/**
 * The nester: parts standing on a build platform (SLA, DLP, FDM, a binder-jetting layer) laid out
 * side by side, never stacked, at a spacing, every instance either placed (a quarter turn about z
 * and a translation) or named with the reason it is not. Pure and synchronous, so that it runs as
 * it is in a file-operation worker.
 *
 * Parts are compared by their footprints, the shadows they cast on the platform, grown by half the
 * spacing: two grown footprints that do not overlap belong to parts the spacing apart, so a small
 * part may stand in a bracket's corner or inside a ring, where a layout of boxes sees no room.
 * Largest footprint first, each instance goes to the lowest, then leftmost, free spot in any of its
 * turns (bottom-left fill, bottom-left.ts); while instances are left out and time remains, other
 * fills are tried and the best kept. Every nesting is checked on the polygons (nest-check.ts)
 * before it is returned.
 */
import { measure } from '../measure.js';
import { bottomLeftFill, type Fill, type Strategy } from './bottom-left.js';
import { footprintOf } from './footprint.js';
import { checkNesting } from './nest-check.js';
import { NO_ROOM, type NestPart, NestRefusal, type NestRequest, type NestResult } from './nest-types.js';
import { type Box, partShapes, turnsThatFit, type Usable } from './part-shapes.js';
import type { Unplaced } from '../packing/pack-types.js';
import { matrixFor } from './quarter-turns.js';

/** How many strips the usable depth is cut into: more places parts closer along y and costs time. */
const STRIPS_ACROSS = 1000;

/**
 * The fills tried, while some instance is left out and time remains; the one placing the most
 * footprint area wins. Rectangles second: a layout of rows where outlines' valleys spoil one.
 */
const STRATEGIES: Strategy[] = [
  { boxes: false, leftward: 0 },
  { boxes: true, leftward: 0 },
  { boxes: false, leftward: 0.1 },
];

export function nest(request: NestRequest): NestResult {
  const deadline = Date.now() + (request.seconds ?? 10) * 1000;
  const usable = usableOf(request);
  const { parts, spacing } = request;
  const bounds = parts.map(({ mesh }) => measure(mesh));
  const boxes: Box[] = bounds.map(({ min, max }) => [min[0], min[1], max[0], max[1]]);
  const unplaced: NestResult['unplaced'] = [];
  // A part too large in every turn is named at once, before any footprint is computed.
  const turns = parts.map((part, index) => {
    const fitting = turnsThatFit(part, boxes[index]!, usable);
    if (fitting.length === 0)
      unplaced.push(
        ...copies<Unplaced>(part, { part: index, code: 'TOO_LARGE_FOR_PLATFORM', reason: tooLarge(part, boxes[index]!, usable) }),
      );
    return fitting;
  });
  const instances = parts.flatMap((part, index) => (turns[index]!.length > 0 ? copies(part, index) : []));
  if (instances.length === 0) return { placements: [], unplaced, areaUsed: 0, height: 0 };

  const stripHeight = usable.depth / STRIPS_ACROSS;
  const shapes = parts.map((part, index) => partShapes(part, boxes[index]!, turns[index]!, spacing, stripHeight));
  const areas = parts.map((part, index) => (turns[index]!.length > 0 ? footprintOf(part.mesh).area : 0));
  instances.sort((a, b) => areas[b]! - areas[a]! || a - b);
  const platform = { usable, stripHeight, deadline };
  let best = bottomLeftFill(instances, shapes, areas, STRATEGIES[0]!, platform);
  for (const strategy of STRATEGIES.slice(1)) {
    if (best.unplaced.length === 0 || Date.now() >= deadline) break;
    const fill = bottomLeftFill(instances, shapes, areas, strategy, platform);
    if (!fill.cutShort && better(fill, best)) best = fill;
  }

  const placements = best.placed.map(({ part, shape, row, x }) => {
    const at = [usable.x0 + x - shape.low[0], usable.y0 + row * stripHeight - shape.low[1], -bounds[part]!.min[2]] as const;
    return { part, matrix: matrixFor(shape.turn, at) };
  });
  const [broken] = checkNesting(request, placements);
  if (broken) throw new Error(`The nester broke its own guarantee: ${broken.message}`);
  const height = Math.max(0, ...best.placed.map(({ part }) => bounds[part]!.max[2] - bounds[part]!.min[2]));
  unplaced.push(...best.unplaced.map((part): Unplaced => ({ part, code: 'NO_ROOM_ON_PLATFORM', reason: NO_ROOM })));
  return { placements, unplaced, areaUsed: best.area / (usable.width * usable.depth), height };
}

/** More footprint area placed (sums in another order may differ in the last bits), then more instances, then a lower reach. */
function better(fill: Fill, than: Fill): boolean {
  const area = fill.area - than.area;
  return (Math.abs(area) > 1e-6 ? area : fill.placed.length - than.placed.length || than.top - fill.top) > 0;
}

function usableOf({ platform, spacing, parts }: NestRequest): Usable {
  const { x, y, margin } = platform;
  if (!(margin >= 0)) throw new NestRefusal('The margin of the platform cannot be below 0 mm');
  if (!(spacing >= 0)) throw new NestRefusal('The spacing between parts cannot be below 0 mm');
  if (!(x - 2 * margin > 0 && y - 2 * margin > 0)) throw new NestRefusal('The margins leave no room on the platform');
  for (const part of parts) {
    if (!Number.isInteger(part.quantity) || part.quantity < 0)
      throw new NestRefusal(`The quantity of ${part.name} must be a whole number, 0 or more`);
    if (part.quantity > 0 && part.mesh.facetCount === 0) throw new NestRefusal(`${part.name} has no facets to nest`);
  }
  return { x0: margin, y0: margin, width: x - 2 * margin, depth: y - 2 * margin };
}

const copies = <T>(part: NestPart, value: T): T[] => Array.from({ length: part.quantity }, () => value);

function tooLarge(part: NestPart, [minX, minY, maxX, maxY]: Box, usable: Usable): string {
  const mm = (a: number, b: number) => `${a.toFixed(1)} × ${b.toFixed(1)} mm`;
  const turns = part.rotation === 'free' ? 'in every allowed orientation' : 'as it lies, and it may not be turned';
  return `${part.name} (${mm(maxX - minX, maxY - minY)}) is larger than the platform less its margins (${mm(usable.width, usable.depth)}) ${turns}`;
}
