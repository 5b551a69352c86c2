import type { MaterialSettings } from './api';
import {
  blankRule,
  decimalOf,
  decimalTyped,
  massTyped,
  repeatedMaterials,
  rulesInUnit,
  settingsOf,
  settingsValues,
} from './settings-values';

const SAVED: MaterialSettings = {
  massTolerancePercent: 0.5,
  rules: [
    { material: { id: 7, name: 'PA 2200' }, minVirginPercent: 20, maxCycles: 1, sieveRequired: true, reorderPointMg: 12_500_000 },
    { material: { id: 8, name: 'Ti64' }, minVirginPercent: null, maxCycles: null, sieveRequired: false, reorderPointMg: null },
  ],
};

describe('the material settings form’s values', () => {
  it('reads numbers typed with a point or the reader’s comma, and nothing else', () => {
    expect(decimalOf('0,5', ',')).toBe(0.5);
    expect(decimalOf(' 12.25 ', ',')).toBe(12.25);
    expect(decimalOf('1,000', '.')).toBeUndefined();
    expect(decimalOf('-1', '.')).toBeUndefined();
    expect(decimalOf('', '.')).toBeUndefined();
  });

  it('writes numbers and masses with every digit they have, in the reader’s separator', () => {
    expect(decimalTyped(0.5, ',')).toBe('0,5');
    expect(decimalTyped(10, '.')).toBe('10');
    expect(decimalTyped(0.1 + 0.2, '.')).toBe('0.3');
    expect(massTyped(12_500_000, 'KILOGRAM', ',')).toBe('12,5');
    expect(massTyped(1, 'KILOGRAM', '.')).toBe('0.000001');
    expect(massTyped(1_500, 'GRAM', '.')).toBe('1.5');
    expect(massTyped(3_000_000, 'GRAM', '.')).toBe('3000');
  });

  it('fills the form from the saved settings and sends back exactly the same document', () => {
    const values = settingsValues(SAVED, ',');
    expect(values).toEqual({
      tolerance: '0,5',
      unit: 'KILOGRAM',
      rules: [
        { materialId: 7, minVirginPercent: '20', maxCycles: '1', sieveRequired: true, reorderPoint: '12,5' },
        { materialId: 8, minVirginPercent: '', maxCycles: '', sieveRequired: false, reorderPoint: '' },
      ],
    });
    expect(settingsOf(values, ',')).toEqual({
      massTolerancePercent: 0.5,
      rules: SAVED.rules.map((rule) => ({ ...rule, material: { id: rule.material.id } })),
    });
  });

  it('keeps each reorder point’s mass when the unit changes, and leaves what is no mass as typed', () => {
    const rules = [{ ...blankRule(), reorderPoint: '12,5' }, { ...blankRule(), reorderPoint: 'a lot' }, blankRule()];
    const grams = rulesInUnit(rules, 'KILOGRAM', 'GRAM', ',');
    expect(grams.map((rule) => rule.reorderPoint)).toEqual(['12500', 'a lot', '']);
    expect(
      settingsOf({ tolerance: '1', unit: 'GRAM', rules: [{ ...grams[0]!, materialId: 7 }] }, ',').rules[0]!.reorderPointMg,
    ).toBe(12_500_000);
  });

  it('finds each rule whose material an earlier rule has, and not the rules without a material yet', () => {
    expect(
      repeatedMaterials([{ materialId: 7 }, { materialId: null }, { materialId: 8 }, { materialId: 7 }, { materialId: null }]),
    ).toEqual([3]);
  });
});
