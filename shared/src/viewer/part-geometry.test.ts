import { boundingBox, boxSize, everyNthFacet, pickFacets } from './part-geometry';
import { cubePositions } from './test-meshes';

describe('the part’s numbers', () => {
  it('measures the bounding box in mm and in inch', () => {
    const box = boundingBox(cubePositions(25.4))!;
    expect(boxSize(box, 'mm')).toEqual([25.4, 25.4, 25.4].map(Math.fround));
    expect(boxSize(box, 'in').map((x) => Math.round(x * 1e6) / 1e6)).toEqual([1, 1, 1]);
    expect(boundingBox(new Float32Array())).toBeNull();
  });

  it('keeps every n-th facet of a large part, at most the limit, and nothing of a small one', () => {
    const cube = cubePositions();
    expect(everyNthFacet(cube, 12)).toBeNull();
    const reduced = everyNthFacet(cube, 5)!;
    // 12 facets, at most 5: every 3rd, facets 0, 3, 6 and 9.
    expect(reduced.length).toBe(4 * 9);
    expect([...reduced.subarray(9, 18)]).toEqual([...cube.subarray(27, 36)]);
  });

  it('picks the facets it is told', () => {
    const cube = cubePositions();
    expect([...pickFacets(cube, Uint32Array.of(1))]).toEqual([...cube.subarray(9, 18)]);
  });
});
