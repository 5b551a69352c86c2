import type { MaterialSettings } from './api';
import { kilogramsTyped, numbersOf, reorderPointOf, withReorderPoint } from './stock-values';

const SETTINGS: MaterialSettings = {
  massTolerancePercent: 1.5,
  rules: [
    {
      material: { id: 4, name: 'HP 3D HR PA 12' },
      minVirginPercent: 20,
      maxCycles: 5,
      sieveRequired: true,
      reorderPointMg: 50_000_000,
    },
    {
      material: { id: 3, name: 'PrimePart TPU' },
      minVirginPercent: null,
      maxCycles: null,
      sieveRequired: false,
      reorderPointMg: 10_000_000,
    },
  ],
};

describe('a reorder point as typed', () => {
  it('is kilograms to the milligram, with a point or the reader’s separator, and nothing when empty', () => {
    expect(reorderPointOf('45.5', '.')).toBe(45_500_000);
    expect(reorderPointOf(' 45,5 ', ',')).toBe(45_500_000);
    expect(reorderPointOf('0.000001', '.')).toBe(1);
    expect(reorderPointOf('', ',')).toBeNull();
    expect(reorderPointOf('1,000', '.')).toBeUndefined();
    expect(reorderPointOf('0.0000001', '.')).toBeUndefined();
    expect(reorderPointOf('-3', '.')).toBeUndefined();
  });

  it('shows as the reader writes it, every digit kept', () => {
    expect(kilogramsTyped(50_000_000, ',')).toBe('50');
    expect(kilogramsTyped(49_233_920, ',')).toBe('49,23392');
    expect(kilogramsTyped(1, '.')).toBe('0.000001');
    expect(kilogramsTyped(null, '.')).toBe('');
  });
});

describe('the settings with a reorder point changed', () => {
  it('keeps every other rule of the material and every other material as they were', () => {
    expect(withReorderPoint(SETTINGS, 4, 45_500_000)).toEqual({
      massTolerancePercent: 1.5,
      rules: [SETTINGS.rules[1], { ...SETTINGS.rules[0], reorderPointMg: 45_500_000 }],
    });
    expect(withReorderPoint(SETTINGS, 4, null).rules).toContainEqual({ ...SETTINGS.rules[0], reorderPointMg: null });
  });

  it('adds a rule for a material that had none, and drops one left with nothing to say', () => {
    expect(withReorderPoint(SETTINGS, 9, 2_000_000).rules).toContainEqual({
      material: { id: 9 },
      minVirginPercent: null,
      maxCycles: null,
      sieveRequired: false,
      reorderPointMg: 2_000_000,
    });
    expect(withReorderPoint(SETTINGS, 3, null).rules).toEqual([SETTINGS.rules[0]]);
  });
});

it('names a movement’s lots and batches by their numbers', () => {
  const lot = { id: 1, number: 'LOT-00001' };
  const batch = { id: 7, number: 'B-00007' };
  expect(
    numbersOf([
      { lot, batch: null, massMg: 1 },
      { lot: null, batch, massMg: 2 },
    ]),
  ).toBe('LOT-00001, B-00007');
});
