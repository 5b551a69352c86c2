import { demoPart } from '../demo-parts.js';
import { footprintOf } from './footprint.js';
import { checkNesting } from './nest-check.js';
import { nest } from './nest.js';
import { NO_ROOM, type NestPart, NestRefusal, type NestRequest, type NestResult } from './nest-types.js';
import { turnedBox, turnOf } from './quarter-turns.js';
import { asBox, block, lShape, pin, ring } from './test-parts.js';

const part = (
  name: string,
  size: [number, number, number],
  quantity: number,
  rotation: NestPart['rotation'] = 'free',
): NestPart => ({
  name,
  mesh: demoPart(name, size),
  quantity,
  rotation,
});

/** Holds a nesting to the guarantees on the polygons (the nester checks too: this is the test's own look). */
function holdToGuarantees(request: NestRequest, result: NestResult): NestResult {
  expect(checkNesting(request, result.placements)).toEqual([]);
  const count = (index: number) => result.placements.filter(({ part: p }) => p === index).length;
  // Every instance is either placed or named.
  request.parts.forEach((p, index) =>
    expect(count(index) + result.unplaced.filter(({ part: u }) => u === index).length).toBe(p.quantity),
  );
  return result;
}

const nested = (request: NestRequest) => holdToGuarantees(request, nest(request));

const placedOf = (result: NestResult, index: number) => result.placements.filter(({ part: p }) => p === index);

describe('a nesting', () => {
  it('places 40 instances of four demo shapes the spacing apart inside the platform less its margins, in seconds', () => {
    const parts = [
      part('angle_bracket.stl', [60, 40, 40], 10),
      part('spur_gear.stl', [50, 50, 10], 10),
      part('cable_clip.stl', [30, 15, 12], 10),
      part('spray_nozzle.stl', [20, 20, 45], 10, 'none'),
    ];
    const request: NestRequest = { platform: { x: 300, y: 250, margin: 5 }, spacing: 3, parts };
    const started = Date.now();
    const result = nest(request);
    expect(Date.now() - started).toBeLessThan(10_000);
    holdToGuarantees(request, result);
    expect(result.unplaced).toEqual([]);
    expect(result.placements).toHaveLength(40);
    expect(result.height).toBe(45);
    // Footprints: the brackets stand on 60 × 40 mm bases; the rest is theirs to add up.
    expect(result.areaUsed).toBeGreaterThan((10 * 60 * 40) / (290 * 240));
    expect(result.areaUsed).toBeLessThan(1);
  });

  it('lets small parts stand in an L’s corner and inside a ring, where a layout of bounding rectangles finds no room', () => {
    const parts: NestPart[] = [
      { name: 'l-plate.stl', mesh: lShape(90, 25, 6), quantity: 1, rotation: 'free' },
      { name: 'ring.stl', mesh: ring(45, 33, 8), quantity: 1, rotation: 'free' },
      { name: 'pin.stl', mesh: pin(8, 20), quantity: 30, rotation: 'free' },
    ];
    const request: NestRequest = { platform: { x: 200, y: 110, margin: 2 }, spacing: 2, parts };
    const outlines = nested(request);
    const boxes = nested({ ...request, parts: parts.map(asBox) });
    // Rectangles: the L's and the ring's boxes leave strips narrower than a pin with its spacing.
    expect(placedOf(boxes, 2)).toHaveLength(0);
    expect(boxes.placements).toHaveLength(2);
    const pins = placedOf(outlines, 2).map(({ matrix }) => [matrix[12]!, matrix[13]!] as const);
    expect(placedOf(outlines, 0)).toHaveLength(1);
    expect(placedOf(outlines, 1)).toHaveLength(1);
    expect(pins.length).toBeGreaterThanOrEqual(20);
    expect(outlines.unplaced).toEqual(
      Array.from({ length: 30 - pins.length }, () => ({ part: 2, code: 'NO_ROOM_ON_PLATFORM', reason: NO_ROOM })),
    );
    // Pins stand about the origin, as the ring does: inside its hole, and inside the L's box.
    const [ringAt] = placedOf(outlines, 1).map(({ matrix }) => [matrix[12]!, matrix[13]!]);
    expect(pins.filter(([x, y]) => Math.hypot(x - ringAt![0]!, y - ringAt![1]!) < 33 - 8).length).toBeGreaterThanOrEqual(5);
    const [lMatrix] = placedOf(outlines, 0).map(({ matrix }) => matrix);
    const [minX, minY, maxX, maxY] = turnedBox([0, 0, 90, 90], turnOf(lMatrix!)!).map((mm, i) => mm + lMatrix![12 + (i % 2)]!);
    expect(pins.filter(([x, y]) => x > minX! && x < maxX! && y > minY! && y < maxY!).length).toBeGreaterThanOrEqual(5);
  });

  it('keeps a part that may not turn as its file lies, and turns a free one where only a turn fits', () => {
    const rail = (rotation: NestPart['rotation'], quantity = 5) => part('guide_rail.stl', [100, 20, 10], quantity, rotation);
    const upright = nested({ platform: { x: 130, y: 130, margin: 5 }, spacing: 2, parts: [rail('none')] });
    expect(upright.placements).toHaveLength(5);
    for (const { matrix } of upright.placements) expect(turnOf(matrix)).toBe(0);

    const narrow = { x: 60, y: 130, margin: 5 };
    const turnedRails = nested({ platform: narrow, spacing: 2, parts: [rail('free', 2)] });
    expect(turnedRails.placements).toHaveLength(2);
    for (const { matrix } of turnedRails.placements) expect([1, 3]).toContain(turnOf(matrix));
    const refused = nested({ platform: narrow, spacing: 2, parts: [rail('none', 2)] });
    expect(refused.placements).toEqual([]);
    expect(refused.unplaced.map(({ reason }) => reason)).toEqual([
      'guide_rail.stl (100.0 × 20.0 mm) is larger than the platform less its margins (50.0 × 120.0 mm) as it lies, and it may not be turned',
      'guide_rail.stl (100.0 × 20.0 mm) is larger than the platform less its margins (50.0 × 120.0 mm) as it lies, and it may not be turned',
    ]);
  });

  it('names a part larger than the platform in every orientation at once, without searching, and nests the rest', () => {
    // Thousands of facets: its footprint alone would take far longer than the answer is allowed.
    const huge: NestPart = { name: 'huge-ring.stl', mesh: ring(100, 90, 5, 4000), quantity: 3, rotation: 'free' };
    const started = Date.now();
    const alone = nest({ platform: { x: 150, y: 150, margin: 0 }, spacing: 2, parts: [huge] });
    expect(Date.now() - started).toBeLessThan(100);
    const reason =
      'huge-ring.stl (200.0 × 200.0 mm) is larger than the platform less its margins (150.0 × 150.0 mm) in every allowed orientation';
    expect(alone).toEqual({
      placements: [],
      unplaced: [0, 1, 2].map(() => ({ part: 0, code: 'TOO_LARGE_FOR_PLATFORM', reason })),
      areaUsed: 0,
      height: 0,
    });

    const mixed = nested({
      platform: { x: 150, y: 150, margin: 0 },
      spacing: 2,
      parts: [huge, part('spur_gear.stl', [50, 50, 10], 2)],
    });
    expect(mixed.placements.map(({ part: p }) => p)).toEqual([1, 1]);
    expect(mixed.unplaced.map(({ part: p }) => p)).toEqual([0, 0, 0]);
  });

  it('places as many instances as fit and names the rest as finding no room', () => {
    // Two by two, 50 + 3 + 50 mm, leave 7 mm along each side of the usable 110 × 110 mm.
    const gears = part('spur_gear.stl', [50, 50, 10], 20);
    const result = nested({
      platform: { x: 120, y: 120, margin: 5 },
      spacing: 3,
      parts: [gears, part('cable_clip.stl', [30, 15, 12], 0)],
    });
    expect(result.placements).toHaveLength(4);
    expect(result.unplaced).toEqual(
      Array.from({ length: 16 }, () => ({ part: 0, code: 'NO_ROOM_ON_PLATFORM', reason: NO_ROOM })),
    );
    expect(result.areaUsed).toBeCloseTo((4 * footprintOf(gears.mesh).area) / (110 * 110), 9);
    expect(result.height).toBe(10);
  });

  it('stops when its time is up and names what it did not place', () => {
    const result = nested({
      platform: { x: 200, y: 200, margin: 5 },
      spacing: 3,
      parts: [part('spur_gear.stl', [50, 50, 10], 3)],
      seconds: 0,
    });
    expect(result.placements).toEqual([]);
    expect(result.unplaced).toEqual([0, 1, 2].map(() => ({ part: 0, code: 'NO_ROOM_ON_PLATFORM', reason: NO_ROOM })));
  });

  it('puts parts side by side at no spacing without letting their footprints overlap', () => {
    // Four 25 mm blocks a row fit 101 mm with no spacing between them, three with 1 mm.
    const blocks: NestPart = { name: 'block.stl', mesh: block(25, 25, 10), quantity: 16, rotation: 'free' };
    const platform = { x: 101, y: 101, margin: 0 };
    expect(nested({ platform, spacing: 0, parts: [blocks] }).placements).toHaveLength(16);
    expect(nested({ platform, spacing: 1, parts: [blocks] }).placements).toHaveLength(9);
  });

  it('refuses a platform the margins fill, a negative spacing and a quantity that is not a whole number', () => {
    const gear = part('spur_gear.stl', [50, 50, 10], 1);
    const refusal = (request: NestRequest) => {
      try {
        nest(request);
      } catch (error) {
        if (error instanceof NestRefusal) return error.message;
        throw error;
      }
      throw new Error('the request was nested');
    };
    expect(refusal({ platform: { x: 100, y: 100, margin: 50 }, spacing: 2, parts: [gear] })).toBe(
      'The margins leave no room on the platform',
    );
    expect(refusal({ platform: { x: 100, y: 100, margin: 5 }, spacing: -1, parts: [gear] })).toBe(
      'The spacing between parts cannot be below 0 mm',
    );
    expect(refusal({ platform: { x: 100, y: 100, margin: 5 }, spacing: 2, parts: [{ ...gear, quantity: 1.5 }] })).toBe(
      'The quantity of spur_gear.stl must be a whole number, 0 or more',
    );
  });
});
