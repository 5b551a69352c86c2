import { cube, mediumSphere, sphere } from '../geometry/corpus.js';
import { verify } from '../geometry/index.js';
import { section } from './section.js';
import { hollowBox } from './test-meshes.js';

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
