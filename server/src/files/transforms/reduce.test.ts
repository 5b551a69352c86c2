import { cube, mediumSphere, sphere } from '../geometry/corpus.js';
import { verify } from '../geometry/index.js';
import { reduce } from './reduce.js';

describe('reduce', () => {
  it('reduces a 50k-facet sphere of radius 50 to about 10 % of its facets, within 0.5 mm, still closed', async () => {
    const sphere = mediumSphere();
    const { mesh, report } = await reduce(sphere, { targetFacets: 5000 });
    expect(report.facetsBefore).toBe(50_000);
    expect(report.facets).toBe(mesh!.facetCount);
    expect(mesh!.facetCount).toBeLessThanOrEqual(5000);
    expect(mesh!.facetCount).toBeGreaterThan(4500);
    expect(report.maxDeviation).toBeGreaterThan(0);
    expect(report.maxDeviation).toBeLessThan(0.5);
    // Measured both ways: the new facets' middles sag inside the sphere, the dropped vertices stand outside the new facets.
    expect(report.deviationReducedToOriginal).toBeGreaterThan(0);
    expect(report.deviationOriginalToReduced).toBeGreaterThan(0);
    expect(report.maxDeviation).toBe(
      Math.max(report.deviationReducedToOriginal as number, report.deviationOriginalToReduced as number),
    );
    expect(verify(mesh!).closedManifold).toBe(true);
    expect(Math.abs((report.volume as number) / (report.volumeBefore as number) - 1)).toBeLessThan(0.01);
  });

  it('keeps a 200k-facet sphere closed where plain edge collapse would pinch it, and says so', async () => {
    // Plain collapse leaves edges of four facets on this sphere (seen with meshoptimizer 1.3): the regularised pass runs instead.
    const { mesh, report } = await reduce(sphere(500, 201), { targetFacets: 20_000 });
    expect(report).toMatchObject({ regularized: true, closedManifoldBefore: true, closedManifold: true });
    expect(verify(mesh!).closedManifold).toBe(true);
    expect(mesh!.facetCount).toBeGreaterThan(19_000);
    expect(report.maxDeviation).toBeLessThan(0.5);
  });

  it('reports no deviation for a cube already at its target: nothing moved', async () => {
    const { report } = await reduce(cube(10), { targetFacets: 12 });
    expect(report.facets).toBe(12);
    expect(report.maxDeviation).toBe(0);
  });

  it('refuses a target above the part’s facet count, or not a whole number', async () => {
    await expect(reduce(cube(), { targetFacets: 13 })).rejects.toThrow(
      "The target facet count (13) is above the part's own (12)",
    );
    await expect(reduce(cube(), { targetFacets: 2.5 })).rejects.toThrow(
      'The target facet count must be a whole number of at least 4',
    );
  });
});
