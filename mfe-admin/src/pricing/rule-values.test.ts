import type { PricingRules } from '../api';
import { jsonProblem, rulesOf, valuesOf } from './rule-values';

const rules: PricingRules = {
  currency: 'USD',
  setupMinor: 5_000,
  minimumOrderMinor: 20_050,
  postProcessingMinor: 250,
  materials: [{ materialId: 3, pricePerCm3Minor: 12.5 }],
  processes: [{ processId: 2, machineHourRateMinor: 4_500, buildRateCm3PerHour: 40 }],
  finishes: [{ finish: 'Dyed black', surchargeMinor: 300 }],
  quantityBreaks: [{ minQuantity: 10, discountBasisPoints: 1_250 }],
  rushSurcharges: [{ withinDays: 7, surchargeBasisPoints: 2_500 }],
  formulas: [{ label: 'Handling', formula: { '*': [{ var: 'boxVolumeCm3' }, 2] } }],
  autoQuote: true,
};

describe('the pricing form’s values', () => {
  it('show amounts in units of the currency and percentages, and go back to minor units and basis points unchanged', () => {
    const values = valuesOf(rules);
    expect(values).toMatchObject({
      setup: 50,
      minimumOrder: 200.5,
      materials: [{ materialId: '3', pricePerCm3: 0.125 }],
      processes: [{ processId: '2', machineHourRate: 45, buildRateCm3PerHour: 40 }],
      quantityBreaks: [{ minQuantity: 10, discountPercent: 12.5 }],
      formulas: [{ label: 'Handling', formula: '{"*":[{"var":"boxVolumeCm3"},2]}' }],
    });
    expect(rulesOf(values)).toEqual(rules);
  });

  it('count minor units by the currency (a yen has none)', () => {
    const yen = rulesOf({ ...valuesOf(rules), currency: 'JPY', setup: 5_000 });
    expect(yen.setupMinor).toBe(5_000);
  });

  it('say why a formula is not JSON', () => {
    expect(jsonProblem('{"*": [1, 2]}')).toBeUndefined();
    expect(jsonProblem('{"*": [1, 2]')).toMatch(/JSON|Expected|Unexpected/);
  });
});
