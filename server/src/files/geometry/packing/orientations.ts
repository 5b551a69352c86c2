/**
 * The rotations a part may be packed in. A rotation is a 3×3 matrix, row-major, that takes the
 * file's coordinates to the build's. Axis-aligned rotations permute the axes and flip signs, so
 * a rotated coordinate is the file's number itself: nothing is rounded on the way.
 */
export type Rotation = readonly [number, number, number, number, number, number, number, number, number];

/** How a part may turn: any of the 24 axis-aligned rotations, the four quarter turns about Z, or not at all. */
export type RotationFreedom = 'free' | 'z' | 'none';

export const IDENTITY: Rotation = [1, 0, 0, 0, 1, 0, 0, 0, 1];

const PERMUTATIONS = [
  [0, 1, 2],
  [0, 2, 1],
  [1, 0, 2],
  [1, 2, 0],
  [2, 0, 1],
  [2, 1, 0],
] as const;

function determinant(m: Rotation): number {
  return m[0] * (m[4] * m[8] - m[5] * m[7]) - m[1] * (m[3] * m[8] - m[5] * m[6]) + m[2] * (m[3] * m[7] - m[4] * m[6]);
}

/** Every proper rotation that maps axes onto axes: 6 permutations × 8 sign choices, the 24 with determinant +1. */
const AXIS_ALIGNED: Rotation[] = PERMUTATIONS.flatMap((permutation) =>
  [0, 1, 2, 3, 4, 5, 6, 7].map((signs) => {
    const m = [0, 0, 0, 0, 0, 0, 0, 0, 0];
    permutation.forEach((column, row) => (m[row * 3 + column] = signs & (1 << row) ? -1 : 1));
    return m as unknown as Rotation;
  }),
).filter((m) => determinant(m) === 1);

const ABOUT_Z: Rotation[] = [IDENTITY, [0, -1, 0, 1, 0, 0, 0, 0, 1], [-1, 0, 0, 0, -1, 0, 0, 0, 1], [0, 1, 0, -1, 0, 0, 0, 0, 1]];

export function rotationsFor(freedom: RotationFreedom): readonly Rotation[] {
  return freedom === 'free' ? AXIS_ALIGNED : freedom === 'z' ? ABOUT_Z : [IDENTITY];
}

/** `points` (x, y, z triples) turned by `rotation`, in doubles. */
export function rotatePoints(points: Float32Array, rotation: Rotation): Float64Array {
  const out = new Float64Array(points.length);
  const [a, b, c, d, e, f, g, h, i] = rotation;
  for (let p = 0; p < points.length; p += 3) {
    const x = points[p]!;
    const y = points[p + 1]!;
    const z = points[p + 2]!;
    out[p] = a * x + b * y + c * z;
    out[p + 1] = d * x + e * y + f * z;
    out[p + 2] = g * x + h * y + i * z;
  }
  return out;
}
