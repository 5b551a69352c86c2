/**
 * A part as the nester places it: for each quarter turn it may take and that fits the usable
 * platform, the box of its turned mesh and the strips of its grown footprint, measured from the
 * box's low corner.
 */
import { Clipper } from 'clipper2-ts';
import { footprintOf, grown, inMillimetres, turned, UNITS_PER_MM } from './footprint.js';
import type { NestPart } from './nest-types.js';
import { turnedBox, turnsAllowed } from './quarter-turns.js';
import { type Strips, stripsOf } from './strips.js';

export interface PartShape {
  turn: number;
  /** The turned mesh's box: its low corner (file mm, turned) and its extent along x and y. */
  low: [number, number];
  width: number;
  depth: number;
  /** The grown footprint's strips, and its bounding rectangle's. */
  strips: Strips;
  box: Strips;
}

/** The usable platform: the rectangle less the margin on every side, in platform mm. */
export interface Usable {
  x0: number;
  y0: number;
  width: number;
  depth: number;
}

/** Outlines are simplified this far (mm): thousands of corners on round edges cost time and place nothing better. */
const SIMPLIFIED = 0.01;
/** Round corners are drawn as chords at most this far inside the true arc (mm). */
const ARC_TOLERANCE = 0.005;
/**
 * Footprints grow by this much beyond half the spacing (mm), so that what the simplification and
 * the chords take off, and the rounding to micrometres, never brings two parts below the spacing.
 */
const GROWTH_ALLOWANCE = 2 * SIMPLIFIED + ARC_TOLERANCE + 0.005;

/** [minX, minY, maxX, maxY] of the mesh's corners (file mm). */
export type Box = readonly [number, number, number, number];

/** The quarter turns of the part whose box fits the usable platform. */
export function turnsThatFit(part: NestPart, box: Box, usable: Usable): number[] {
  return turnsAllowed(part.rotation).filter((turn) => {
    const [minX, minY, maxX, maxY] = turnedBox(box, turn);
    return maxX - minX <= usable.width && maxY - minY <= usable.depth;
  });
}

/** The shapes of the part in the turns given; two turns giving the same shape (a round part's) are one. */
export function partShapes(
  part: NestPart,
  box: Box,
  turns: readonly number[],
  spacing: number,
  stripHeight: number,
): PartShape[] {
  const { paths } = footprintOf(part.mesh);
  const simplified = Clipper.simplifyPaths(paths, SIMPLIFIED * UNITS_PER_MM, true);
  const outline = grown(simplified, spacing / 2 + GROWTH_ALLOWANCE, ARC_TOLERANCE * UNITS_PER_MM);
  const seen = new Set<string>();
  return turns.flatMap((turn) => {
    const [minX, minY, maxX, maxY] = turnedBox(box, turn);
    const outlineTurned = turned(outline, turn);
    const strips = stripsOf(inMillimetres(outlineTurned, minX, minY), stripHeight);
    const key = `${maxX - minX},${maxY - minY},${strips.first}:${strips.intervals.map((row) => row.join(',')).join(';')}`;
    if (seen.has(key)) return [];
    seen.add(key);
    const { left, top, right, bottom } = Clipper.getBoundsPaths(outlineTurned);
    // Clipper's top is the least y. A part that casts no shadow has no rectangle either.
    const rectangle = [
      [
        { x: left, y: top },
        { x: right, y: top },
        { x: right, y: bottom },
        { x: left, y: bottom },
      ],
    ];
    const boxStrips = outlineTurned.length > 0 ? stripsOf(inMillimetres(rectangle, minX, minY), stripHeight) : strips;
    return [
      {
        turn,
        low: [minX, minY] as [number, number],
        width: maxX - minX,
        depth: maxY - minY,
        strips,
        box: boxStrips,
      },
    ];
  });
}
