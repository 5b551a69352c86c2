import { CORPUS, mutate, sphere } from './corpus.js';
import { seededRandom } from '../../lib/seeded-random.js';
import { MeshError } from './mesh.js';
import { repair } from './repair.js';
import { readStl, writeAsciiStl, writeBinaryStl } from './stl.js';
import { verify } from './verify.js';

describe('mutated files', () => {
  it('are read, verified and repaired or refused with a MeshError: 1,000 mutations of the corpus, no other failure', () => {
    const next = seededRandom(2024);
    const files = CORPUS.filter((entry) => !entry.name.startsWith('sphere-50k')).map((entry) =>
      entry.format === 'ascii' ? writeAsciiStl(entry.build()) : writeBinaryStl(entry.build()),
    );
    const outcomes = { refused: 0, verified: 0, repaired: 0 };
    // A hang would end the test at jest's timeout; how long the mutations take is no assertion.
    for (let run = 0; run < 1000; run++) {
      const bytes = mutate(files[run % files.length]!, next);
      try {
        const mesh = readStl(bytes, { maxFacets: 100_000 });
        verify(mesh);
        outcomes.verified++;
        verify(repair(mesh).mesh);
        outcomes.repaired++;
      } catch (error) {
        if (!(error instanceof MeshError)) throw new Error(`mutation ${run} failed with ${String(error)}`, { cause: error });
        outcomes.refused++;
      }
    }
    expect(outcomes.refused).toBeGreaterThan(100);
    expect(outcomes.repaired).toBeGreaterThan(100);
  });
});

describe('REPAIR of a sphere with coordinate bits flipped', () => {
  it('gives back a closed manifold nearly every time (corners pulled away, mirrored, welded onto others)', () => {
    const next = seededRandom(11);
    const original = writeBinaryStl(sphere(60, 30));
    const facets = (original.length - 84) / 50;
    let closed = 0;
    let runs = 0;
    for (let run = 0; run < 40; run++) {
      const bytes = original.slice();
      for (let k = 0; k < 5; k++) {
        const at = 84 + Math.floor(next() * facets) * 50 + 12 + Math.floor(next() * 36);
        bytes[at] = bytes[at]! ^ (1 << Math.floor(next() * 8));
      }
      try {
        const report = verify(repair(readStl(bytes)).mesh);
        runs++;
        if (report.closedManifold) closed++;
      } catch (error) {
        if (!(error instanceof MeshError)) throw error;
      }
    }
    // A flip that lands a corner on a neighbouring vertex makes an edge of three facets, which stays.
    expect(runs).toBeGreaterThan(30);
    expect(closed / runs).toBeGreaterThanOrEqual(0.95);
  });
});
