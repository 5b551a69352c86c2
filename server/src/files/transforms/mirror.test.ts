import { cube, mediumSphere } from '../geometry/corpus.js';
import { verify } from '../geometry/index.js';
import { mirror } from './mirror.js';
import { box } from './test-meshes.js';

describe('mirror', () => {
  it('mirrors a 10 mm cube in x: still a closed manifold of 1000 mm³ in the same place', () => {
    const { mesh, report } = mirror(cube(10), { axis: 'x' });
    const check = verify(mesh!);
    expect(check.closedManifold).toBe(true);
    expect(check.insideOut).toBe(false);
    expect(check.volume).toBeCloseTo(1000, 6);
    expect(check.boundingBox).toEqual({ min: [0, 0, 0], max: [10, 10, 10] });
    expect(report.planePosition).toBe(5);
  });

  it('moves every corner to its mirror image about the part’s centre plane', () => {
    // An asymmetric part: a wedge-like box offset in y, with a marker corner.
    const part = box(4, 6, 2, [10, 1, 0]);
    const { mesh } = mirror(part, { axis: 'y' });
    // The centre plane is y = 4, so y ↦ 8 − y; the facet keeps its corners, two of them swapped.
    for (let f = 0; f < part.facetCount; f++) {
      const o = f * 9;
      const original = [0, 1, 2].map((c) => Array.from(part.vertices.subarray(o + c * 3, o + c * 3 + 3)));
      const mirrored = [0, 2, 1].map((c) => Array.from(mesh!.vertices.subarray(o + c * 3, o + c * 3 + 3)));
      expect(mirrored).toEqual(original.map(([x, y, z]) => [x, 8 - y!, z]));
    }
  });

  it('keeps a 50k-facet sphere closed, its normals facing out', () => {
    const sphere = mediumSphere();
    const { mesh } = mirror(sphere, { axis: 'z' });
    const check = verify(mesh!);
    expect(check.closedManifold).toBe(true);
    expect(check.volume).toBeCloseTo(verify(sphere).volume, 3);
    // A normal on the top of the sphere points up: outwards.
    const top = mesh!.vertices.reduce((best, _, i) => (i % 3 === 2 && mesh!.vertices[i]! > mesh!.vertices[best]! ? i : best), 2);
    const facet = Math.floor(top / 9);
    expect(mesh!.normals[facet * 3 + 2]).toBeGreaterThan(0.9);
  });

  it('refuses an axis that is not x, y or z', () => {
    expect(() => mirror(cube(), { axis: 'w' as 'x' })).toThrow("The mirror axis must be 'x', 'y' or 'z'");
  });
});
