import { cube, sphere } from '../corpus.js';
import { seededRandom } from '../../../lib/seeded-random.js';
import { dilate } from './dilate.js';
import { orientedBounds } from './oriented-shape.js';
import { IDENTITY } from './orientations.js';
import { countVoxels, createGrid, hasVoxel, setVoxel } from './voxel-grid.js';
import { voxelize } from './voxelize.js';

describe('a part as voxels', () => {
  it('holds every point of the solid, inside and on the surface, in a set voxel', () => {
    const ball = sphere(48, 25, 20);
    const size = 1.3;
    const { points, low, dims } = orientedBounds(ball, IDENTITY, size);
    const grid = voxelize(points, low, size, dims);
    const next = seededRandom(5);
    for (let n = 0; n < 5000; n++) {
      // A point of the faceted ball: a corner's direction, scaled in from the surface.
      const corner = Math.floor(next() * ball.facetCount * 3) * 3;
      const depth = n % 5 === 0 ? 1 : next();
      const at = [0, 1, 2].map((axis) => ball.vertices[corner + axis]! * depth);
      const cell = at.map((value, axis) => Math.min(dims[axis]! - 1, Math.floor((value - low[axis]!) / size)));
      expect(hasVoxel(grid, cell[0]!, cell[1]!, cell[2]!)).toBe(true);
    }
    // And not much more: the ball's voxels, give or take the layer its surface crosses.
    const volume = (4 / 3) * Math.PI * 20 ** 3;
    expect(countVoxels(grid) * size ** 3).toBeGreaterThan(volume);
    expect(countVoxels(grid) * size ** 3).toBeLessThan((4 / 3) * Math.PI * (20 + Math.sqrt(3) * size) ** 3);
  });

  it('fills a box exactly when its faces lie on voxel faces', () => {
    const { points, low, dims } = orientedBounds(cube([10, 6, 4]), IDENTITY, 2);
    expect(dims).toEqual([5, 3, 2]);
    expect(countVoxels(voxelize(points, low, 2, dims))).toBe(30);
  });

  it('grows by every voxel some point of which lies nearer than the radius, and no other', () => {
    const one = createGrid(1, 1, 1);
    setVoxel(one, 0, 0, 0);
    // 1.5 voxels: two voxels out along an axis (a gap of 1), not three along all three axes (a gap of √3).
    const { grid, reach } = dilate(one, 1.5, 1);
    expect(reach).toBe(2);
    expect(countVoxels(grid)).toBe(5 ** 3 - 8);
    // The part's voxel is at 2, 2, 2 of the grown set: its corners are out, the middles of its edges in.
    expect(hasVoxel(grid, 0, 0, 0)).toBe(false);
    expect(hasVoxel(grid, 0, 0, 2)).toBe(true);
    expect(dilate(one, 0, 1).grid).toBe(one);
  });
});
