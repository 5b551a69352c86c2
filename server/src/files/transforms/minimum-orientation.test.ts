import { cube, mediumSphere, meshFromTriangles } from '../geometry/corpus.js';
import { verify } from '../geometry/index.js';
import { minimumOrientation } from './minimum-orientation.js';
import { box } from './test-meshes.js';

describe('minimumOrientation', () => {
  it('lays a 10 × 20 × 40 box standing on end flat: height 40 becomes 10, on z = 0', () => {
    const { mesh, report } = minimumOrientation(box(10, 20, 40));
    expect(report.heightBefore).toBe(40);
    expect(report.height).toBeCloseTo(10, 4);
    expect(report.rotationAngleDegrees).toBeCloseTo(90, 4);
    const check = verify(mesh!);
    expect(check.closedManifold).toBe(true);
    expect(check.volume).toBeCloseTo(8000, 2);
    expect(check.boundingBox.min[2]).toBeCloseTo(0, 6);
    // The rotation reported is the one applied: it turns the old x axis (the 10 mm side) upright.
    const m = report.rotationMatrix as number[];
    expect(Math.abs(m[6]!)).toBeCloseTo(1, 6);
  });

  it('turns a pyramid standing on its tip over onto its base: of two ways up as low, the one with more flat area down', () => {
    // Base 20 × 20 at z = 5, apex at the origin: 5 mm high either way up.
    const pyramid = meshFromTriangles(
      [
        [-10, -10, 5],
        [10, -10, 5],
        [10, 10, 5],
        [-10, 10, 5],
        [0, 0, 0],
      ],
      [
        [0, 1, 2],
        [0, 2, 3],
        [1, 0, 4],
        [2, 1, 4],
        [3, 2, 4],
        [0, 3, 4],
      ],
    );
    expect(verify(pyramid).closedManifold).toBe(true);
    const { mesh, report } = minimumOrientation(pyramid);
    expect(report.height).toBeCloseTo(5, 6);
    expect(report.rotationAngleDegrees).toBeCloseTo(180, 6);
    let areaOnPlate = 0;
    for (let f = 0; f < mesh!.facetCount; f++) {
      const zs = [2, 5, 8].map((k) => mesh!.vertices[f * 9 + k]!);
      if (zs.every((z) => Math.abs(z) < 1e-6)) areaOnPlate += 200;
    }
    expect(areaOnPlate).toBe(400);
  });

  it('leaves a part that already lies flat as it is', () => {
    const { report } = minimumOrientation(box(30, 20, 5, [0, 0, 0]));
    expect(report.rotationAngleDegrees).toBe(0);
    expect(report.height).toBe(5);
  });

  it('finds a height less than the box’s for a box turned by an odd angle', () => {
    const tilted = box(10, 20, 40);
    const [a, b] = [0.4, 0.7];
    for (let i = 0; i < tilted.vertices.length; i += 3) {
      const [x, y, z] = [tilted.vertices[i]!, tilted.vertices[i + 1]!, tilted.vertices[i + 2]!];
      const y1 = y * Math.cos(a) - z * Math.sin(a);
      const z1 = y * Math.sin(a) + z * Math.cos(a);
      tilted.vertices[i] = x * Math.cos(b) - z1 * Math.sin(b);
      tilted.vertices[i + 1] = y1;
      tilted.vertices[i + 2] = x * Math.sin(b) + z1 * Math.cos(b);
    }
    const { report } = minimumOrientation(tilted);
    expect(report.heightBefore as number).toBeGreaterThan(20);
    expect(report.height).toBeCloseTo(10, 2);
  });

  it('keeps a sphere’s height (every way up is as good) and its volume', () => {
    const sphere = mediumSphere();
    const { mesh, report } = minimumOrientation(sphere);
    expect(report.height as number).toBeLessThanOrEqual((report.heightBefore as number) + 1e-3);
    expect(verify(mesh!).volume).toBeCloseTo(verify(sphere).volume, 0);
  });

  it('refuses a part with no facets', () => {
    const empty = cube();
    empty.facetCount = 0;
    expect(() => minimumOrientation(empty)).toThrow('MINIMUM_ORIENTATION needs a part with facets; this file has none');
  });
});
