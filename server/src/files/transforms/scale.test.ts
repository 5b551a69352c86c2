import { cube } from '../geometry/corpus.js';
import { verify } from '../geometry/index.js';
import { scale, scaleByPercent } from './scale.js';
import { TransformError } from './transform-error.js';

describe('scale', () => {
  it('makes a 10 mm cube scaled by [2, 1, 1] a 20 × 10 × 10 part of 2000 mm³, still closed', () => {
    const { mesh, report } = scale(cube(10), { factors: [2, 1, 1] });
    expect(report.size).toEqual([20, 10, 10]);
    expect(report.volume).toBeCloseTo(2000, 6);
    expect(report.volumeBefore).toBeCloseTo(1000, 6);
    const check = verify(mesh!);
    expect(check.closedManifold).toBe(true);
    expect(check.volume).toBeCloseTo(2000, 6);
  });

  it('keeps the lowest corner in place, so a part on the build plate stays on it', () => {
    const { report } = scale(cube(10, [5, 5, 0]), { factors: [3, 3, 3] });
    expect(report.boundingBoxMin).toEqual([5, 5, 0]);
    expect(report.boundingBoxMax).toEqual([35, 35, 30]);
  });

  it('scales by a percentage along every axis: 50 % of a 10 mm cube is 5 mm and 125 mm³', () => {
    const { report } = scaleByPercent(cube(10), { percent: 50 });
    expect(report.size).toEqual([5, 5, 5]);
    expect(report.volume).toBeCloseTo(125, 6);
    expect(report.percent).toBe(50);
  });

  it.each([[[0, 1, 1]], [[-2, 1, 1]], [[Number.NaN, 1, 1]], [[Infinity, 1, 1]], [[1, 1]]])(
    'refuses the factors %p with a message',
    (factors) => {
      expect(() => scale(cube(), { factors: factors as [number, number, number] })).toThrow(
        new TransformError('INVALID_OPTION', 'The scale factors must be three finite numbers above zero'),
      );
    },
  );

  it('refuses a percentage of zero or less, or not a number', () => {
    for (const percent of [0, -10, Number.NaN]) {
      expect(() => scaleByPercent(cube(), { percent })).toThrow('The scale percentage must be a finite number above zero');
    }
  });

  it('refuses a factor that would overflow the coordinates', () => {
    expect(() => scale(cube(10, [1, 1, 1]), { factors: [1e38, 1, 1] })).toThrow(/too large/);
  });
});
