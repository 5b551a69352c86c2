import { orderCharges, pricePart, Unpriced, type PartToPrice, type PricingRules } from './price.js';
import { formulaProblem, runFormula } from './rule-language.js';

const rules: PricingRules = {
  currency: 'USD',
  setupMinor: 5_000,
  minimumOrderMinor: 20_000,
  postProcessingMinor: 250,
  materials: [{ materialId: 1, pricePerCm3Minor: 15 }],
  processes: [{ processId: 7, machineHourRateMinor: 4_500, buildRateCm3PerHour: 40 }],
  finishes: [{ finish: 'Dyed black', surchargeMinor: 300 }],
  quantityBreaks: [
    { minQuantity: 10, discountBasisPoints: 1_000 },
    { minQuantity: 100, discountBasisPoints: 2_000 },
  ],
  rushSurcharges: [
    { withinDays: 7, surchargeBasisPoints: 2_500 },
    { withinDays: 3, surchargeBasisPoints: 5_000 },
  ],
  formulas: [{ label: 'Handling by size', formula: { '*': [{ var: 'boxVolumeCm3' }, 2] } }],
  autoQuote: false,
};

const part: PartToPrice = {
  geometry: { volumeMm3: 12_345, surfaceAreaMm2: 5_000, boxMm: [30, 20, 40], facets: 1_000_000 },
  material: { id: 1, name: 'PA 12' },
  process: { id: 7, code: 'SELECTIVE_LASER_SINTERING' },
  quantity: 10,
  finish: 'Dyed black',
  leadTimeDays: 5,
};

describe('a part’s price from the rules', () => {
  it('shows every term per piece, each rounded half up, adding up to the unit price', () => {
    const price = pricePart(rules, part);
    // 12.345 cm³ × 15 = 185.175; 12.345 ÷ 40 h × 4,500 = 1,388.8125; a 24 cm³ box × 2 = 48.
    expect(price.terms.map((term) => [term.key, term.amountMinor])).toEqual([
      ['material', 185],
      ['machine', 1_389],
      ['postProcessing', 250],
      ['finish', 300],
      ['formula', 48],
      // 10 % of 2,172 off from ten pieces; 25 % of 2,172 on for a delivery within 7 days.
      ['quantityBreak', -217],
      ['rush', 543],
    ]);
    expect(price.unitPriceMinor).toBe(2_498);
    expect(price.amountMinor).toBe(24_980);
    expect(orderCharges(rules, price.amountMinor)).toEqual({ setupMinor: 5_000, minimumTopUpMinor: 0, totalMinor: 29_980 });
  });

  it('takes the largest quantity break reached and the tightest rush window that applies', () => {
    const terms = pricePart(rules, { ...part, quantity: 150, leadTimeDays: 2 }).terms;
    expect(terms.find((term) => term.key === 'quantityBreak')).toMatchObject({ basisPoints: 2_000, measure: 100 });
    expect(terms.find((term) => term.key === 'rush')).toMatchObject({ basisPoints: 5_000, measure: 3 });
    const calm = pricePart(rules, { ...part, quantity: 1, leadTimeDays: null, finish: null }).terms.map((term) => term.key);
    expect(calm).toEqual(['material', 'machine', 'postProcessing', 'formula']);
  });

  it('tops a small order up to the minimum order value', () => {
    expect(orderCharges(rules, 3_000)).toEqual({ setupMinor: 5_000, minimumTopUpMinor: 12_000, totalMinor: 20_000 });
  });

  it('gives no price for a material or process the rules do not price, or a formula that fails on the part', () => {
    expect(() => pricePart(rules, { ...part, material: { id: 2, name: 'Ti64' } })).toThrow(
      new Unpriced('The pricing rules give no price for Ti64'),
    );
    expect(() => pricePart(rules, { ...part, process: { id: 8, code: 'SLA' } })).toThrow(/no machine rate for SLA/);
    const perFacet = { label: 'Per facet', formula: { '/': [1_000, { '-': [{ var: 'facets' }, 1_000_000] }] } };
    expect(() => pricePart({ ...rules, formulas: [perFacet] }, part)).toThrow(
      'The formula “Per facet” cannot be evaluated: It gives Infinity, not a finite number (a division by zero?)',
    );
  });
  it('gives no price beyond what a bid may hold, nor one that is no number at all', () => {
    const dear = { ...rules, formulas: [{ label: 'Dear', formula: 1e13 }] };
    expect(() => pricePart(dear, { ...part, quantity: 1_000 })).toThrow(new Unpriced('The price is too large to quote'));
    // A build rate next to zero makes the machine time infinite.
    const slow = { ...rules, processes: [{ processId: 7, machineHourRateMinor: 4_500, buildRateCm3PerHour: 1e-320 }] };
    expect(() => pricePart(slow, part)).toThrow('The price is too large to quote');
    expect(() => orderCharges(rules, Number.MAX_SAFE_INTEGER)).toThrow('The order’s price is too large to quote');
  });
});

describe('the formulas’ language', () => {
  const data = {
    volumeCm3: 10,
    surfaceAreaCm2: 5,
    boxXMm: 1,
    boxYMm: 2,
    boxZMm: 3,
    boxVolumeCm3: 0.006,
    facets: 12,
    quantity: 4,
    leadTimeDays: 0,
    buildHours: 0.5,
    material: 'PA 12',
    process: 'SLA',
    finish: '',
  };

  it('evaluates arithmetic, comparisons and conditions on the part', () => {
    const tall = { if: [{ '>': [{ var: 'boxZMm' }, 2] }, { '*': [{ var: 'volumeCm3' }, 3] }, 0] };
    expect(runFormula(tall, data)).toEqual({ value: 30 });
    expect(runFormula({ if: [{ '==': [{ var: 'process' }, 'SLA'] }, 500, 0] }, data)).toEqual({ value: 500 });
  });

  it('refuses operators beyond arithmetic and logic, and variables the price does not give', () => {
    expect(formulaProblem({ method: [{ var: 'material' }, 'toUpperCase'] })).toBe('The operator "method" is not allowed');
    expect(formulaProblem({ '+': [1, { var: 'volume' }] })).toMatch(
      /^The variable "volume" is unknown; the formulas know volumeCm3, /,
    );
    expect(formulaProblem({ '+': [1, 2], '-': [3, 1] })).toMatch(/one operator/);
    expect(runFormula({ cat: ['a', 'b'] }, data)).toEqual({ problem: 'The operator "cat" is not allowed' });
    expect(runFormula({ var: 'material' }, data)).toEqual({ problem: 'It gives "PA 12", not a number' });
  });

  it('refuses a formula nested past the limit without overflowing the stack, and an amount past what a bid may hold', () => {
    let deep: unknown = 1;
    for (let level = 0; level < 10_000; level++) deep = { '+': [deep] };
    expect(runFormula(deep, data)).toEqual({ problem: 'It is nested more than 100 levels deep' });
    expect(runFormula({ '*': [1e300, { var: 'quantity' }] }, data)).toEqual({
      problem: 'It gives 4e+300, beyond what a bid may hold (9007199254740991 minor units a piece)',
    });
    expect(runFormula(-1e16, data)).toMatchObject({ problem: expect.stringMatching(/^It gives -10000000000000000, beyond/) });
  });
});
