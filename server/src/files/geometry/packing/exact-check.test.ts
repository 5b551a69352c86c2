import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readStl } from '../stl.js';
import { checkPacking } from './exact-check.js';
import { pack } from './pack.js';
import { moved } from './test-shapes.js';

const volume = { size: [380, 284, 380], margins: { low: [0, 0, 0], high: [0, 0, 0] } } as const;

describe('a part whose file has needles: facets with their three corners in a line', () => {
  // The phone dock housing has 39 of them along its seams, as CAD exports leave; a needle has no plane.
  const dock = readStl(readFileSync(path.join(__dirname, '../../../../test-files/mechanical-parts/phone-dock-housing.stl')), {
    maxFacets: 10_000,
  });

  it('is held to the spacing on its surface: two docks 6.2 mm apart are not read as touching', () => {
    const upright = { name: 'dock.stl', mesh: dock, matrix: moved([40, 128.8, 23.56]) };
    // Upside down over the first one's corner, nearest it 6.2 mm away.
    const upsideDown = { name: 'dock.stl', mesh: dock, matrix: [-1, 0, 0, 0, 0, 1, 0, 0, 0, 0, -1, 0, 75.76, 85.15, 39.07, 1] };
    expect(checkPacking([upright, upsideDown], volume, 6)).toEqual([]);
    expect(checkPacking([upright, upsideDown], volume, 6.5)).toEqual([
      expect.objectContaining({
        kind: 'TOO_CLOSE',
        message: expect.stringMatching(/: 6\.2\d\d mm apart, less than the spacing of 6.5 mm$/),
      }),
    ]);
  });

  it('packs twenty to a build, some turned over into the others’ reach', () => {
    const request = {
      volume,
      spacing: 3,
      parts: [{ name: 'dock.stl', mesh: dock, quantity: 20, rotation: 'free' }],
      objective: 'LOWEST_HEIGHT',
      seconds: 60,
      attempts: 1,
    } as const;
    // The packer checks its packing on the meshes before it answers; the test looks again.
    const result = pack(request);
    expect(result.placements).toHaveLength(20);
    const placed = result.placements.map(({ matrix }) => ({ name: 'dock.stl', mesh: dock, matrix }));
    expect(checkPacking(placed, volume, 3)).toEqual([]);
  });
});
