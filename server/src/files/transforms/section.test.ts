import { cube, mediumSphere, sphere } from '../geometry/corpus.js';
import { seededRandom } from '../../lib/seeded-random.js';
import { verify } from '../geometry/index.js';
import { section } from './section.js';
import { TransformError } from './transform-error.js';
import { hollowBox, insideOut, joined, torus } from './test-meshes.js';

describe('section', () => {
  it('cuts a 10 mm cube in half: a closed 10 × 10 × 5 solid of 500 mm³, the cap on top', () => {
    const { mesh, report } = section(cube(10), { origin: [0, 0, 5], normal: [0, 0, 1] });
    const check = verify(mesh!);
    expect(check.closedManifold).toBe(true);
    expect(check.volume).toBeCloseTo(500, 6);
    expect(check.boundingBox).toEqual({ min: [0, 0, 0], max: [10, 10, 5] });
    expect(report).toMatchObject({ cutLoops: 1, capArea: 100, closedManifold: true, volume: 500 });
  });

  it('keeps the side the normal points away from', () => {
    const { mesh } = section(cube(10), { origin: [3, 0, 0], normal: [-1, 0, 0] });
    expect(verify(mesh!).boundingBox).toEqual({ min: [3, 0, 0], max: [10, 10, 10] });
    expect(verify(mesh!).volume).toBeCloseTo(700, 5);
  });

  it('cuts along a slanted plane through corners: half the cube, still closed', () => {
    const { mesh } = section(cube(10), { origin: [5, 5, 5], normal: [1, 1, 1] });
    const check = verify(mesh!);
    expect(check.closedManifold).toBe(true);
    expect(check.volume).toBeCloseTo(500, 4);
  });

  it('caps a cut through a hollow box as a ring around the cavity', () => {
    const { mesh, report } = section(hollowBox(10, 2), { origin: [0, 0, 5], normal: [0, 0, 1] });
    const check = verify(mesh!);
    expect(check.closedManifold).toBe(true);
    expect(report.cutLoops).toBe(2);
    expect(report.capArea).toBeCloseTo(100 - 36, 6);
    expect(check.volume).toBeCloseTo((1000 - 216) / 2, 5);
  });

  it('cuts a 50k-facet sphere through its centre into a closed hemisphere of half the volume', () => {
    const whole = mediumSphere();
    const { mesh } = section(whole, { origin: [0.3, -0.2, 0.1], normal: [0.2, 0.1, 1] });
    const check = verify(mesh!);
    expect(check.closedManifold).toBe(true);
    expect(check.volume / verify(whole).volume).toBeCloseTo(0.5, 2);
  });

  it('cuts a coarse sphere exactly through a ring of its vertices and stays closed', () => {
    const { mesh } = section(sphere(16, 8, 10), { origin: [0, 0, 0], normal: [0, 0, -1] });
    expect(verify(mesh!).closedManifold).toBe(true);
  });

  it('refuses a zero normal, a plane that misses the part, and an open part', () => {
    expect(() => section(cube(), { origin: [0, 0, 0], normal: [0, 0, 0] })).toThrow('The section plane normal must not be zero');
    expect(() => section(cube(), { origin: [0, 0, 20], normal: [0, 0, 1] })).toThrow(
      'The plane does not cut the part: all of it lies on the kept side',
    );
    expect(() => section(cube(), { origin: [0, 0, -5], normal: [0, 0, 1] })).toThrow(/leaves nothing of the part/);
    const open = cube();
    open.facetCount = 11;
    open.vertices = open.vertices.slice(0, 99);
    expect(() => section(open, { origin: [0, 0, 5], normal: [0, 0, 1] })).toThrow(/needs a closed solid/);
  });
});

describe('section on random planes', () => {
  const parts = [
    ['a ring (cuts with holes and non-convex outlines)', () => torus(20, 6)],
    ['a hollow box', () => hollowBox(10, 2)],
    ['a hollow sphere', () => joined(sphere(40, 26, 20), insideOut(sphere(30, 20, 15)))],
    ['two separate cubes', () => joined(cube(10), cube(5, [20, 0, 0]))],
  ] as const;

  it.each(parts)('cuts %s into two closed halves whose volumes add up to the whole', (_, build) => {
    const part = build();
    const whole = verify(part);
    expect(whole.closedManifold).toBe(true);
    const random = seededRandom(11);
    const { min, max } = whole.boundingBox;
    let cuts = 0;
    for (let i = 0; i < 25; i++) {
      const origin = [0, 1, 2].map((k) => min[k]! + (0.1 + 0.8 * random()) * (max[k]! - min[k]!)) as [number, number, number];
      const normal = [random() - 0.5, random() - 0.5, random() - 0.5] as [number, number, number];
      let halves;
      try {
        halves = [
          section(part, { origin, normal }),
          section(part, { origin, normal: normal.map((c) => -c) as [number, number, number] }),
        ];
      } catch (error) {
        // A plane through a gap (between the two cubes) leaves one side empty: refused, and that is right.
        expect(error).toBeInstanceOf(TransformError);
        continue;
      }
      const checks = halves.map(({ mesh }) => verify(mesh!));
      // The cap is the last facets: each must face out along its side's normal, or the triangulation folded over.
      halves.forEach(({ mesh, report }, side) => {
        const sign = side === 0 ? 1 : -1;
        for (let f = mesh!.facetCount - (report.capFacets as number); f < mesh!.facetCount; f++) {
          const facing = [0, 1, 2].reduce((sum, k) => sum + mesh!.normals[f * 3 + k]! * normal[k]! * sign, 0);
          expect(facing).toBeGreaterThan(0);
        }
      });
      expect(checks.map((check) => check.closedManifold)).toEqual([true, true]);
      expect((checks[0]!.volume + checks[1]!.volume) / whole.volume).toBeCloseTo(1, 5);
      cuts++;
    }
    expect(cuts).toBeGreaterThan(15);
  });
});
