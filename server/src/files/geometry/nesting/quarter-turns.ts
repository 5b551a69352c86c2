/**
 * The turns a part may take on a platform: quarter turns about z, counter-clockwise seen from above.
 * They only swap and negate coordinates, so a turned coordinate is the file's number itself.
 */
import type { NestPart } from './nest-types.js';

/** Turn k as the 2×2 matrix [a, b, c, d]: x' = a·x + b·y, y' = c·x + d·y. */
export const QUARTER_TURNS = [
  [1, 0, 0, 1],
  [0, -1, 1, 0],
  [-1, 0, 0, -1],
  [0, 1, -1, 0],
] as const;

export const turnsAllowed = (rotation: NestPart['rotation']): number[] => (rotation === 'free' ? [0, 1, 2, 3] : [0]);

/** Column-major 4×4 of turn `turn` followed by the translation (x, y, z). */
export function matrixFor(turn: number, [x, y, z]: readonly [number, number, number]): number[] {
  const [a, b, c, d] = QUARTER_TURNS[turn]!;
  return [a, c, 0, 0, b, d, 0, 0, 0, 0, 1, 0, x, y, z, 1];
}

/** Which quarter turn a column-major 4×4 makes, undefined when it is anything but a quarter turn and a translation. */
export function turnOf(matrix: readonly number[]): number | undefined {
  const turn = QUARTER_TURNS.findIndex(([a, b, c, d]) => {
    const expected = [a, c, 0, 0, b, d, 0, 0, 0, 0, 1, 0];
    return expected.every((value, i) => matrix[i] === value);
  });
  const translation = matrix.slice(12, 15);
  const affine = matrix.length === 16 && matrix[15] === 1 && translation.every(Number.isFinite);
  return turn >= 0 && affine ? turn : undefined;
}

/** The box [minX, minY, maxX, maxY] of a box's corners after turn `turn`. */
export function turnedBox([minX, minY, maxX, maxY]: readonly number[], turn: number): [number, number, number, number] {
  const [a, b, c, d] = QUARTER_TURNS[turn]!;
  const xs = [a * minX! + b * minY!, a * maxX! + b * maxY!];
  const ys = [c * minX! + d * minY!, c * maxX! + d * maxY!];
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}
