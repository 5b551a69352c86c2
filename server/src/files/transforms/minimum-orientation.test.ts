import { cube, mediumSphere } from '../geometry/corpus.js';
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
