import { lotFixture, PRINT } from './lot-fixtures';
import { mayJoin, mergeableLots } from './merge-selection';

const left = lotFixture(104);
const leftToo = lotFixture(106, { quantity: 4 });
const right = lotFixture(107, { part: { id: 502, fileName: 'arm-right.stl', partNumber: null } });
const started = lotFixture(103, { status: 'IN_PROGRESS' });
const printing = [lotFixture(108, { step: PRINT }), lotFixture(109, { step: PRINT })];

it('offers for merging only waiting lots with another of their part at their step', () => {
  expect(mergeableLots([left, leftToo, right, started]).map((lot) => lot.id)).toEqual([104, 106]);
  expect(mergeableLots([left, right])).toEqual([]);
  // Jobs move a print step's lots, but its waiting lots merge all the same.
  expect(mergeableLots(printing).map((lot) => lot.id)).toEqual([108, 109]);
});

it('lets a lot join only lots of its part and step', () => {
  expect(mayJoin(leftToo, [])).toBe(true);
  expect(mayJoin(leftToo, [left])).toBe(true);
  expect(mayJoin(right, [left])).toBe(false);
  expect(mayJoin(started, [])).toBe(false);
});
