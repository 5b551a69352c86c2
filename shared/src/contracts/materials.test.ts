import { guardRows } from './guard-table.js';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isQuantity, toMilligrams } from './material-quantities.js';
import { LOT_STATUSES, LOT_TRANSITIONS, lotStateDiagram, mayMoveLot } from './materials.js';

describe('a quantity in milligrams', () => {
  it('converts mass units exactly, rounding only the last milligram', () => {
    expect(toMilligrams('12.5', 'KILOGRAM')).toBe(12_500_000);
    expect(toMilligrams('1', 'POUND')).toBe(453_592);
    expect(toMilligrams('1000', 'POUND')).toBe(453_592_370);
    expect(toMilligrams('0.1', 'OUNCE')).toBe(2_835);
    expect(toMilligrams(0.1 + 0.2, 'GRAM')).toBe(300);
  });

  it('weighs a volume through the density, and cannot without one', () => {
    expect(toMilligrams('2', 'LITRE', 1.18)).toBe(2_360_000);
    expect(toMilligrams('1', 'CUBIC_INCH', 1.01)).toBe(16_551);
    expect(toMilligrams('2', 'LITRE', null)).toBeUndefined();
  });

  it('reads only plain decimals', () => {
    expect(['12', '12.5', '0.000001'].every(isQuantity)).toBe(true);
    expect(['1,5', '-1', '1e3', '', '1.1234567'].some(isQuantity)).toBe(false);
  });
});

describe('the lot graph', () => {
  it('reaches every state, and lets people make only the facility’s arrows', () => {
    for (const state of LOT_STATUSES.slice(1)) expect(LOT_TRANSITIONS.some((arrow) => arrow.to === state)).toBe(true);
    expect(mayMoveLot('QUARANTINE', 'RELEASED')).toBe(true);
    expect(mayMoveLot('RELEASED', 'CONSUMED')).toBe(false);
    expect(mayMoveLot('REJECTED', 'RELEASED')).toBe(false);
  });

  it('is drawn in docs/materials.md as it is', () => {
    const doc = readFileSync(path.join(__dirname, '../../../docs/materials.md'), 'utf8');
    const drawn = lotStateDiagram();
    expect(doc).toContain(drawn.lot);
    expect(guardRows(doc)).toEqual(guardRows(drawn.guards));
  });
});
