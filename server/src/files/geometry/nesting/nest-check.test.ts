import { checkNesting } from './nest-check.js';
import type { NestPart, NestRequest } from './nest-types.js';
import { matrixFor } from './quarter-turns.js';
import { block, pin, ring } from './test-parts.js';

const cube: NestPart = { name: 'cube.stl', mesh: block(20, 20, 20), quantity: 2, rotation: 'none' };
const request = (parts: NestPart[] = [cube], spacing = 3): NestRequest => ({
  platform: { x: 200, y: 100, margin: 5 },
  spacing,
  parts,
});
const at = (x: number, y: number, z = 0, turn = 0) => matrixFor(turn, [x, y, z]);
const kinds = (violations: ReturnType<typeof checkNesting>) => violations.map(({ kind }) => kind);

describe('the check of a nesting', () => {
  it('passes parts the spacing apart inside the platform less its margins', () => {
    expect(
      checkNesting(request(), [
        { part: 0, matrix: at(5, 5) },
        { part: 0, matrix: at(28, 5) },
      ]),
    ).toEqual([]);
  });

  it('finds footprints that overlap once grown by half the spacing, and names both parts', () => {
    const violations = checkNesting(request(), [
      { part: 0, matrix: at(5, 5) },
      { part: 0, matrix: at(27, 5) },
    ]);
    expect(violations).toEqual([
      {
        kind: 'OVERLAP',
        placements: [0, 1],
        message: expect.stringMatching(
          /^cube\.stl \(placement 1\) and cube\.stl \(placement 2\): their footprints grown by half the spacing overlap by 2\d\.\d{4} mm²$/,
        ),
      },
    ]);
  });

  it('finds corners closer than the spacing by a few micrometres, where Clipper’s rounded corners still meet in no area', () => {
    const step = 20 + 2.997 / Math.SQRT2;
    const violations = checkNesting(request(), [
      { part: 0, matrix: at(5, 5) },
      { part: 0, matrix: at(5 + step, 5 + step) },
    ]);
    expect(kinds(violations)).toEqual(['TOO_CLOSE']);
    expect(violations[0]!.message).toMatch(/are 2\.99\d mm apart, less than the spacing of 3 mm$/);
  });

  it('lets a pin stand inside a ring’s hole, and finds one standing on the ring', () => {
    const parts: NestPart[] = [
      { name: 'ring.stl', mesh: ring(40, 30, 5), quantity: 1, rotation: 'free' },
      { name: 'pin.stl', mesh: pin(5, 10), quantity: 1, rotation: 'free' },
    ];
    const inRing = { part: 0, matrix: at(50, 50) };
    expect(checkNesting(request(parts), [inRing, { part: 1, matrix: at(50, 50) }])).toEqual([]);
    expect(kinds(checkNesting(request(parts), [inRing, { part: 1, matrix: at(85, 50) }]))).toEqual(['OVERLAP']);
  });

  it('finds a part outside the platform less its margins, one off the platform and one turned that may not be', () => {
    const violations = checkNesting(request(), [
      { part: 0, matrix: at(4.5, 40) },
      { part: 0, matrix: at(40, 40, 2) },
      { part: 0, matrix: at(100, 40, 0, 1) },
      { part: 0, matrix: [Math.SQRT1_2, Math.SQRT1_2, 0, 0, -Math.SQRT1_2, Math.SQRT1_2, 0, 0, 0, 0, 1, 0, 150, 40, 0, 1] },
      { part: 3, matrix: at(10, 70) },
    ]);
    expect(violations.map(({ kind, placements, message }) => [kind, placements, message])).toEqual([
      ['OUTSIDE_PLATFORM', [0], 'cube.stl (placement 1) reaches outside the platform less its margins'],
      ['OFF_THE_PLATFORM', [1], 'cube.stl (placement 2) does not stand on the platform: its lowest point is at z = 2.000 mm'],
      ['TURNED', [2], 'cube.stl (placement 3) is turned, though it may not be'],
      ['TURNED', [3], 'cube.stl (placement 4) is moved by more than a quarter turn about z and a translation'],
      ['UNKNOWN_PART', [4], 'Placement 5 names part 3, which is not in the request'],
    ]);
  });
});
