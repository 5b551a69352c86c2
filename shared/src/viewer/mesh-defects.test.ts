import { analyseMesh } from './mesh-defects';
import { cubePositions } from './test-meshes';

const now = () => Promise.resolve();

describe('analyseMesh', () => {
  it('finds nothing wrong with a closed cube wound outwards', async () => {
    const defects = await analyseMesh(cubePositions(), { yieldToBrowser: now });
    expect(defects).toMatchObject({ facets: 12, openEdges: 0, nonManifoldEdges: 0 });
    expect([...defects.flippedFacets]).toEqual([]);
  });

  it('finds the three open edges of a cube with a facet missing, as segments between its corners', async () => {
    const defects = await analyseMesh(cubePositions(10, { missing: [2] }), { yieldToBrowser: now });
    expect(defects.openEdges).toBe(3);
    const segments = Array.from({ length: 3 }, (_, i) => [...defects.openEdgeSegments.slice(i * 6, i * 6 + 6)]);
    // The missing top facet had the corners (0,0,10), (10,0,10) and (10,10,10).
    const ends = segments.map((s) => [s.slice(0, 3).join(','), s.slice(3).join(',')].sort().join(' '));
    expect(ends.sort()).toEqual(['0,0,10 10,0,10', '0,0,10 10,10,10', '10,0,10 10,10,10']);
    expect([...defects.flippedFacets]).toEqual([]);
  });

  it('names the facets wound against their neighbours', async () => {
    expect([...(await analyseMesh(cubePositions(20, { flipped: [0, 1] }), { yieldToBrowser: now })).flippedFacets]).toEqual([
      0, 1,
    ]);
    expect([...(await analyseMesh(cubePositions(20, { flipped: [9] }), { yieldToBrowser: now })).flippedFacets]).toEqual([9]);
  });

  it('welds -0 with 0 and hands the thread back between slices of facets', async () => {
    const positions = cubePositions();
    positions[0] = -0;
    const yieldToBrowser = jest.fn(now);
    const defects = await analyseMesh(positions, { sliceFacets: 4, yieldToBrowser });
    expect(defects.openEdges).toBe(0);
    expect(yieldToBrowser.mock.calls.length).toBeGreaterThanOrEqual(6);
  });

  it('stops when its signal is aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('closed'));
    await expect(
      analyseMesh(cubePositions(), { sliceFacets: 2, yieldToBrowser: now, signal: controller.signal }),
    ).rejects.toThrow('closed');
  });

  it('skips the collapsed edge of a facet with two equal corners', async () => {
    // Its other two edges are one edge run both ways: nothing is open.
    const positions = new Float32Array([0, 0, 0, 1, 0, 0, 1, 0, 0]);
    const defects = await analyseMesh(positions, { yieldToBrowser: now });
    expect(defects).toMatchObject({ openEdges: 0, nonManifoldEdges: 0 });
  });
});
