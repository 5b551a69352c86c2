import { checkPacking } from '../packing/exact-check.js';
import { PackRefusal, type PackRequest } from '../packing/pack-types.js';
import { nestOnPlatform } from './platform-packing.js';
import { block, pin, ring } from './test-parts.js';

const volume = (margin: number): PackRequest['volume'] => ({
  size: [145, 145, 185],
  margins: { low: [margin, margin, margin], high: [margin, margin, margin] },
});

const request = (parts: PackRequest['parts'], extra: Partial<PackRequest> = {}): PackRequest => ({
  volume: volume(4),
  spacing: 2,
  parts,
  objective: 'LOWEST_HEIGHT',
  seconds: 10,
  ...extra,
});

describe('a platform build answered as a packing', () => {
  it('stands every piece on the floor the volume keeps clear, the spacing apart in the volume, with the figures of a packing', () => {
    const asked = request([
      { name: 'ring.stl', mesh: ring(30, 22, 10), quantity: 2, rotation: 'free' },
      { name: 'pin.stl', mesh: pin(5, 40), quantity: 6, rotation: 'z' },
      { name: 'plate.stl', mesh: block(60, 20, 3), quantity: 3, rotation: 'none' },
    ]);
    const result = nestOnPlatform(asked);
    expect(result.unplaced).toEqual([]);
    expect(result.placements).toHaveLength(11);
    const items = result.placements.map(({ part, matrix }) => ({ ...asked.parts[part]!, matrix }));
    expect(checkPacking(items, asked.volume, asked.spacing)).toEqual([]);
    // Every piece's lowest point on the floor margin: the pins are the tallest.
    expect(result.height).toBeCloseTo(4 + 40, 6);
    for (const { matrix } of result.placements) expect(matrix[14]).toBeCloseTo(4, 6);
    expect(result.partsVolume).toBeGreaterThan(6 * Math.PI * 25 * 40 * 0.99);
    expect(result.density).toBeCloseTo(result.partsVolume / (137 * 137 * 44), 9);
    // A plate that may not be turned keeps its quarter turn 0.
    for (const { matrix } of result.placements.filter(({ part }) => part === 2)) expect(matrix.slice(0, 2)).toEqual([1, 0]);
  });

  it('names a piece taller than the volume less its margins, and a part too wide for the platform, and places the rest', () => {
    const result = nestOnPlatform(
      request([
        { name: 'mast.stl', mesh: pin(5, 180), quantity: 1, rotation: 'free' },
        { name: 'beam.stl', mesh: block(200, 10, 5), quantity: 1, rotation: 'free' },
        { name: 'cube.stl', mesh: block(10, 10, 10), quantity: 2, rotation: 'free' },
      ]),
    );
    expect(result.placements.map(({ part }) => part)).toEqual([2, 2]);
    expect(result.unplaced.map(({ part, code, reason }) => [part, code, reason.split(' (')[0]!.split(' is ')[0]])).toEqual(
      expect.arrayContaining([
        [0, 'TALLER_THAN_VOLUME', 'mast.stl'],
        [1, 'TOO_LARGE_FOR_PLATFORM', 'beam.stl'],
      ]),
    );
    expect(result.unplaced.find(({ part }) => part === 0)).toEqual({
      part: 0,
      code: 'TALLER_THAN_VOLUME',
      reason: 'mast.stl is taller than the build height',
    });
  });

  it('refuses pieces pinned by hand, which a nesting cannot keep, and a negative spacing, in the user’s words', () => {
    const cube = { name: 'cube.stl', mesh: block(10, 10, 10), quantity: 1, rotation: 'free' as const };
    expect(() =>
      nestOnPlatform(request([cube], { pinned: [{ part: 0, matrix: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 20, 20, 4, 1] }] })),
    ).toThrow(new PackRefusal('Pieces moved by hand cannot be kept on a platform: nest the build anew, then move them again'));
    expect(() => nestOnPlatform(request([cube], { spacing: -1 }))).toThrow(PackRefusal);
  });
});
