import type { Text } from '../texts';
import { finishBody, finishSchema, finishValues, outsideLimits } from './finish-values';
import { INSPECT, lotFixture } from './lot-fixtures';

/** The ids as texts, so a test reads which message a field got. */
const text = ((id: string) => id) as Text;
const lot = lotFixture(103, { status: 'IN_PROGRESS' });
const [, wall] = lot.step.questions;

const problems = async (values: unknown, on = lot) => {
  try {
    await finishSchema(on, text).validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

it('opens with every piece of the lot and nothing answered, a failed count only at an inspect step', () => {
  expect(finishValues(lot)).toEqual({ quantity: 12, failed: null, checked: [], measures: { q1: null }, photos: { q2: null } });
  expect(finishValues(lotFixture(105, { step: INSPECT })).failed).toBe(0);
});

it('refuses an unticked checklist item, a value not measured and a photo not taken, never a value outside its limits', async () => {
  expect(await problems(finishValues(lot))).toEqual([
    'workCenter.tickEvery',
    'workCenter.measureRequired',
    'workCenter.photoRequired',
  ]);
  const answered = {
    ...finishValues(lot),
    checked: ['channels-clear'],
    measures: { q1: 9 },
    photos: { q2: { id: 1, fileName: 'a.jpg' } },
  };
  expect(await problems(answered)).toEqual([]);
  expect(await problems({ ...answered, quantity: 13 })).toEqual(['workCenter.quantityRange']);
});

it('refuses more failed pieces than finished at an inspect step', async () => {
  const inspect = lotFixture(105, { step: INSPECT });
  expect(await problems({ ...finishValues(inspect), quantity: 4, failed: 5 }, inspect)).toEqual(['workCenter.failedRange']);
  expect(await problems({ ...finishValues(inspect), quantity: 4, failed: 4 }, inspect)).toEqual([]);
});

it('answers each question by its id, and sends the failed pieces only for an inspect step', () => {
  const values = {
    ...finishValues(lot),
    quantity: 7,
    checked: ['channels-clear'],
    measures: { q1: 2 },
    photos: { q2: { id: 9, fileName: 'a.jpg' } },
  };
  expect(finishBody(lot, values)).toEqual({
    quantity: 7,
    answers: [
      { questionId: 'channels-clear', checked: true },
      { questionId: 'wall', value: 2 },
      { questionId: 'photo.after', fileId: 9 },
    ],
  });
  const inspect = lotFixture(105, { step: INSPECT });
  expect(finishBody(inspect, { ...finishValues(inspect), failed: 1 })).toEqual({ quantity: 12, failedQuantity: 1, answers: [] });
});

it('tells a value outside its limits', () => {
  expect(outsideLimits(wall!, 2.3)).toBe(true);
  expect(outsideLimits(wall!, 1.7)).toBe(true);
  expect(outsideLimits(wall!, 2.2)).toBe(false);
  expect(outsideLimits(wall!, null)).toBe(false);
  expect(outsideLimits({ id: 'x', kind: 'MEASURE', text: 'Mass', max: 5 }, -1)).toBe(false);
});
