/**
 * One bottom-left fill of the platform: the instances in the order given, each put where its
 * grown footprint overlaps nothing placed, in whichever of its turns reaches least far up (then
 * least far right). The platform only fills up, so rows a shape did not fit stay full for it.
 */
import type { PartShape, Usable } from './part-shapes.js';
import { PlatformStrips } from './platform-strips.js';

export interface Strategy {
  /**
   * Place by the grown footprints' bounding rectangles. Outlines let a part drop into a valley
   * between two others, which is lower but can spoil a row: three 50 mm gears on a 110 mm square,
   * where rectangles stand four in two rows.
   */
  boxes: boolean;
  /** How much reaching 1 mm further right costs against reaching 1 mm further up: 0 for the lowest spot first. */
  leftward: number;
}

interface Placed {
  part: number;
  shape: PartShape;
  /** The strip the shape's box starts on and its x, from the usable platform's corner. */
  row: number;
  x: number;
}

export interface Fill {
  placed: Placed[];
  /** Parts of the instances not placed. */
  unplaced: number[];
  /** The footprint area placed (mm²) and how far up the placed parts reach (mm). */
  area: number;
  top: number;
  /** Whether the time ran out before every instance was tried. */
  cutShort: boolean;
}

export interface Platform {
  usable: Usable;
  stripHeight: number;
  deadline: number;
}

interface Spot extends Placed {
  score: number;
  top: number;
}

export function bottomLeftFill(
  instances: readonly number[],
  shapes: readonly (readonly PartShape[])[],
  areas: readonly number[],
  strategy: Strategy,
  platform: Platform,
): Fill {
  const strips = new PlatformStrips();
  // Per part and shape: the rows below this one are full for it.
  const lowestFree = shapes.map((list) => list.map(() => 0));
  const fill: Fill = { placed: [], unplaced: [], area: 0, top: 0, cutShort: false };
  for (const part of instances) {
    fill.cutShort ||= Date.now() >= platform.deadline;
    const spot = fill.cutShort ? undefined : bestSpot(part, shapes[part]!, lowestFree[part]!, strips, strategy, platform);
    if (!spot) {
      fill.unplaced.push(part);
      continue;
    }
    strips.add(strategy.boxes ? spot.shape.box : spot.shape.strips, spot.row, spot.x);
    fill.placed.push({ part, shape: spot.shape, row: spot.row, x: spot.x });
    fill.area += areas[part]!;
    fill.top = Math.max(fill.top, spot.top);
  }
  return fill;
}

/** The best free spot for the part in any of its shapes; undefined when there is none (or the time ran out first). */
function bestSpot(
  part: number,
  shapes: readonly PartShape[],
  lowestFree: number[],
  strips: PlatformStrips,
  { boxes, leftward }: Strategy,
  { usable, stripHeight, deadline }: Platform,
): Spot | undefined {
  let best: Spot | undefined;
  shapes.forEach((shape, s) => {
    const lastRow = Math.floor((usable.depth - shape.depth) / stripHeight);
    const room = usable.width - shape.width;
    let contiguous = true;
    for (let row = lowestFree[s]!; row <= lastRow; row++) {
      const top = row * stripHeight + shape.depth;
      // Higher rows only score worse from here on (a spot's score is at least its top plus its width's worth).
      if ((best && top + leftward * shape.width > best.score) || (row % 64 === 0 && Date.now() >= deadline)) break;
      const x = strips.leftmost(boxes ? shape.box : shape.strips, row, room);
      if (x === undefined) {
        if (contiguous) lowestFree[s] = row + 1;
        continue;
      }
      contiguous = false;
      const score = top + leftward * (x + shape.width);
      if (!best || score < best.score || (score === best.score && x + shape.width < best.x + best.shape.width))
        best = { part, shape, row, x, score, top };
      // Strictly lowest first: the first free row is the shape's best.
      if (leftward === 0) break;
    }
  });
  return best;
}
