import { CORPUS, cube, mutate } from '../corpus.js';
import { seededRandom } from '../../../lib/seeded-random.js';
import { demoPart } from '../demo-parts.js';
import { measure } from '../measure.js';
import { MeshError } from '../mesh.js';
import { readStl, writeBinaryStl } from '../stl.js';
import { verify } from '../verify.js';
import { checkPacking } from './exact-check.js';
import { pack } from './pack.js';
import { type PackPart, type PackRequest, type PackResult, PackRefusal } from './pack-types.js';
import { CANCELLED, NO_ROOM, OUT_OF_TIME } from './search.js';
import { moved, pin, ring } from './test-shapes.js';

const volume = (x: number, y: number, z: number, margin = 0): PackRequest['volume'] => ({
  size: [x, y, z],
  margins: { low: [margin, margin, margin], high: [margin, margin, margin] },
});
const part = (
  name: string,
  size: [number, number, number],
  quantity: number,
  rotation: PackPart['rotation'] = 'free',
): PackPart => ({
  name,
  mesh: demoPart(name, size),
  quantity,
  rotation,
});

/** Packs, and holds the packing to the guarantees on the meshes (the packer checks too: this is the test's own look). */
function packed(request: PackRequest, hooks?: Parameters<typeof pack>[1]): PackResult {
  const result = pack(request, hooks);
  const placed = result.placements.map(({ part: index, matrix }) => ({ ...request.parts[index]!, matrix }));
  expect(checkPacking(placed, request.volume, request.spacing)).toEqual([]);
  return result;
}

const refusal = (request: PackRequest) => {
  try {
    pack(request);
  } catch (error) {
    if (error instanceof PackRefusal) return error.message;
    throw error;
  }
  throw new Error('the request was packed');
};

describe('a packing', () => {
  it('places parts of many shapes the spacing apart, inside the volume less its margins, and says how high and dense it is', () => {
    const parts = [
      part('angle_bracket.stl', [60, 40, 40], 4),
      part('sensor_housing.stl', [70, 50, 30], 3),
      part('spur_gear.stl', [50, 50, 10], 4),
      part('cable_clip.stl', [30, 15, 12], 6),
      part('spray_nozzle.stl', [20, 20, 45], 4, 'none'),
    ];
    const request: PackRequest = {
      volume: volume(200, 150, 150, 5),
      spacing: 3,
      parts,
      objective: 'LOWEST_HEIGHT',
      seconds: 60,
      attempts: 2,
    };
    const result = packed(request);
    expect(result.unplaced).toEqual([]);
    expect(result.placements).toHaveLength(21);
    const partsVolume = result.placements.reduce((sum, { part: index }) => sum + measure(parts[index]!.mesh).volume, 0);
    expect(result.density).toBeCloseTo(partsVolume / (200 * 150 * result.height), 9);
    expect(result.height).toBeLessThanOrEqual(145);
    // The nozzle may not turn: its placements are translations.
    for (const { matrix } of result.placements.filter((placement) => placement.part === 4))
      expect(matrix.slice(0, 12)).toEqual([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0]);
    expect(result.interlocked).toEqual([]);
  });

  it('puts a part in another’s pocket, where no bounding box packer could', () => {
    // The volume is the housing's own box: the cube fits only in its pocket (74 × 54 × 35 mm).
    const parts = [
      part('housing.stl', [80, 60, 40], 1, 'none'),
      { name: 'cube.stl', mesh: cube(20), quantity: 2, rotation: 'none' as const },
    ];
    const result = packed({
      volume: volume(80, 60, 40),
      spacing: 2,
      parts,
      objective: 'LOWEST_HEIGHT',
      seconds: 60,
      attempts: 2,
    });
    expect(result.placements.map(({ part: index }) => index)).toEqual([0, 1, 1]);
  });

  it('leaves out what does not fit, each with its reason, and keeps most parts when asked', () => {
    const parts = [part('flat_mount.stl', [90, 70, 8], 6), part('cable_clip.stl', [30, 15, 12], 30)];
    const request: PackRequest = {
      volume: volume(100, 80, 30),
      spacing: 2,
      parts,
      objective: 'LOWEST_HEIGHT',
      seconds: 60,
      attempts: 2,
    };
    const byHeight = packed(request);
    const byCount = packed({ ...request, objective: 'MOST_PARTS' });
    expect(byHeight.unplaced.length).toBeGreaterThan(0);
    expect(new Set(byHeight.unplaced.map(({ reason }) => reason))).toEqual(new Set([NO_ROOM]));
    expect(byCount.placements.length).toBeGreaterThanOrEqual(byHeight.placements.length);
  });

  it('names every instance not placed in the time it was given', () => {
    const parts = [part('spur_gear.stl', [40, 40, 8], 2)];
    const result = packed({ volume: volume(100, 100, 100), spacing: 2, parts, objective: 'DENSITY', seconds: 0 });
    expect(result).toMatchObject({ placements: [], height: 0, density: 0 });
    expect(result.unplaced).toEqual([0, 0].map((index) => ({ part: index, code: 'OUT_OF_TIME', reason: OUT_OF_TIME })));
  });

  it('stops when cancelled and names every instance it did not get to', () => {
    let asked = 0;
    const parts = [part('spur_gear.stl', [40, 40, 8], 10)];
    const result = packed(
      { volume: volume(200, 200, 100), spacing: 2, parts, objective: 'LOWEST_HEIGHT', seconds: 60, attempts: 2 },
      { cancelled: () => ++asked > 3 },
    );
    expect(result.placements).toHaveLength(3);
    expect(result.unplaced).toEqual(Array.from({ length: 7 }, () => ({ part: 0, code: 'CANCELLED', reason: CANCELLED })));
  });
});

describe('what the packer refuses at once', () => {
  const small = part('cable_clip.stl', [30, 15, 12], 500);

  it('a part larger than the volume in every orientation it may take, named, before any searching', () => {
    const progress: unknown[] = [];
    const request: PackRequest = {
      volume: volume(380, 284, 380, 5),
      spacing: 3,
      parts: [small, part('guide_rod.stl', [12, 12, 400], 1)],
      objective: 'MOST_PARTS',
      seconds: 60,
      attempts: 2,
    };
    expect(() => pack(request, { onProgress: (step) => progress.push(step) })).toThrow(
      'guide_rod.stl (12.0 × 12.0 × 400.0 mm) does not fit the build volume less its margins (370.0 × 274.0 × 370.0 mm) in any orientation it may take',
    );
    expect(progress).toEqual([]);
    // Lying down it fits, when it may turn; standing, about Z only, it does not.
    expect(
      refusal({ ...request, parts: [part('guide_rod.stl', [12, 12, 360], 1, 'z'), part('flat.stl', [400, 10, 10], 1, 'z')] }),
    ).toMatch(/^flat\.stl/);
  });

  it('a part that is not a closed solid, a negative spacing, margins that leave no room', () => {
    const open = {
      name: 'open.stl',
      mesh: CORPUS.find((entry) => entry.name === 'cube-missing-face')!.build(),
      quantity: 1,
      rotation: 'free' as const,
    };
    const request: PackRequest = {
      volume: volume(100, 100, 100),
      spacing: 2,
      parts: [open],
      objective: 'DENSITY',
      seconds: 60,
      attempts: 2,
    };
    expect(refusal(request)).toBe('open.stl is not a closed solid: repair it before it is packed');
    expect(refusal({ ...request, parts: [small], spacing: -1 })).toBe('The spacing between parts cannot be below 0 mm');
    expect(refusal({ ...request, parts: [small], volume: volume(100, 100, 100, 50) })).toBe(
      'The margins leave no room in the build volume',
    );
  });
});

describe('parts that could not be taken apart after the build', () => {
  // A ring (28 mm across, a 20 mm hole) and a pin through it, in a volume the pin's heads fill across.
  const dumbbell = { name: 'dumbbell.stl', mesh: pin(60, 4, 14), quantity: 0, rotation: 'none' as const };
  const plainPin = { name: 'pin.stl', mesh: pin(60, 4), quantity: 0, rotation: 'none' as const };
  const loop = { name: 'ring.stl', mesh: ring(12, 2), quantity: 1, rotation: 'none' as const };
  const around = (shaft: PackPart): PackRequest => ({
    volume: volume(30, 30, 62),
    spacing: 1,
    parts: [shaft, loop],
    pinned: [{ part: 0, matrix: moved([15, 15, 1]) }],
    objective: 'MOST_PARTS',
    seconds: 60,
    attempts: 2,
    voxelSize: 0.5,
  });

  it('are not made: a ring that would only fit about a pin with heads is left out, about a plain pin it goes', () => {
    expect(packed(around(dumbbell)).unplaced).toEqual([{ part: 1, code: 'NO_ROOM', reason: NO_ROOM }]);
    const plain = packed(around(plainPin));
    expect(plain.placements.map(({ part: index }) => index)).toEqual([0, 1]);
    expect(plain.interlocked).toEqual([]);
  });

  it('are reported where a planner put them so by hand', () => {
    const request = around(dumbbell);
    const result = packed({
      ...request,
      parts: [dumbbell, { ...loop, quantity: 0 }],
      pinned: [...request.pinned!, { part: 1, matrix: moved([15, 15, 30]) }],
    });
    expect(result.interlocked).toEqual([[0, 1]]);
  });
});

describe('packing around an instance placed by hand', () => {
  it('keeps it where it was put, turned as it was, and packs the rest the spacing from it', () => {
    const bracket = part('angle_bracket.stl', [60, 40, 40], 5);
    const standing = moved([20, 50, 60], true);
    const result = packed({
      volume: volume(160, 120, 120, 5),
      spacing: 3,
      parts: [bracket],
      pinned: [{ part: 0, matrix: standing }],
      objective: 'LOWEST_HEIGHT',
      seconds: 60,
      attempts: 2,
    });
    expect(result.placements[0]).toEqual({ part: 0, matrix: standing, pinned: true });
    expect(result.placements).toHaveLength(6);
  });

  it('refuses an instance put outside the volume or too near another', () => {
    const request: PackRequest = {
      volume: volume(100, 100, 100, 5),
      spacing: 3,
      parts: [part('spur_gear.stl', [40, 40, 8], 0)],
      pinned: [{ part: 0, matrix: moved([70, 10, 10]) }],
      objective: 'DENSITY',
      seconds: 60,
      attempts: 2,
    };
    expect(refusal(request)).toBe('spur_gear.stl reaches outside the build volume');
    const stacked = [moved([10, 10, 10]), moved([10, 10, 19])].map((matrix) => ({ part: 0, matrix }));
    expect(refusal({ ...request, pinned: stacked })).toBe(
      'spur_gear.stl and spur_gear.stl: 1.000 mm apart, less than the spacing of 3 mm',
    );
  });
});

describe('part files of the geometry corpus', () => {
  const request = (mesh: PackPart['mesh']): PackRequest => ({
    volume: volume(120, 120, 120),
    spacing: 1,
    parts: [{ name: 'f.stl', mesh, quantity: 3, rotation: 'free' }],
    objective: 'DENSITY',
    seconds: 60,
    attempts: 2,
    voxelSize: 2,
  });

  it('are packed soundly when they are closed solids, else refused with the reason', () => {
    for (const entry of CORPUS.filter(({ name }) => !name.startsWith('sphere-50k'))) {
      const mesh = entry.build();
      if (verify(mesh).closedManifold) {
        // The 100 mm sphere fits once.
        const result = packed(request(mesh));
        expect(result.placements.length).toBeGreaterThan(0);
        expect(result.placements.length + result.unplaced.length).toBe(3);
      } else expect(refusal(request(mesh))).toBe('f.stl is not a closed solid: repair it before it is packed');
    }
  });

  it('mutated, are packed soundly or refused with a reason: 300 mutations, no other failure, no hang', () => {
    const next = seededRandom(41);
    const files = CORPUS.filter((entry) => !entry.name.startsWith('sphere-50k')).map((entry) => writeBinaryStl(entry.build()));
    const outcomes = { packed: 0, refused: 0 };
    for (let run = 0; run < 300; run++) {
      try {
        packed(request(readStl(mutate(files[run % files.length]!, next), { maxFacets: 20_000 })));
        outcomes.packed++;
      } catch (error) {
        if (!(error instanceof MeshError || error instanceof PackRefusal))
          throw new Error(`mutation ${run} failed with ${String(error)}`, { cause: error });
        outcomes.refused++;
      }
    }
    expect(outcomes.packed).toBeGreaterThan(0);
    expect(outcomes.refused).toBeGreaterThan(100);
  });
});
