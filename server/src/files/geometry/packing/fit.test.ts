import fc from 'fast-check';
import { fitsVolume } from 'shared/contracts';
import { cube } from '../corpus.js';
import { orientationsThatFit } from './fit.js';

/**
 * The job form's part selector, New Order's machine suggestions, matching and the planner's list
 * decide on a part's box (`fitsVolume`), where EXHAUSTIVE_FIT turns the mesh itself: the two must
 * never disagree, or a machine would be offered for a part the packer then refuses.
 */
describe('whether a part fits a machine', () => {
  it('is answered the same by EXHAUSTIVE_FIT on the mesh and by the rule on its box', () => {
    const length = fc.integer({ min: 1, max: 400 });
    fc.assert(
      fc.property(
        fc.tuple(length, length, length),
        fc.tuple(length, length, length),
        fc.integer({ min: 0, max: 10 }),
        (part, volume, margin) => {
          const usable = volume.map((edge) => edge - 2 * margin);
          const turned = orientationsThatFit(cube(part), 'free', usable);
          expect(turned.length > 0).toBe(fitsVolume(part, volume, margin));
          // Every orientation it answers lays the part's edges inside the usable volume.
          for (const { size } of turned) size.forEach((edge, axis) => expect(edge).toBeLessThanOrEqual(usable[axis]!));
        },
      ),
      { numRuns: 500 },
    );
  });
});
