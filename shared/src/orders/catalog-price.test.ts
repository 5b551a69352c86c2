import { unitPriceFor } from './catalog-price';

describe('a catalogue item’s price for a quantity', () => {
  const prices = [
    { minQuantity: 100, unitPriceMinor: 500 },
    { minQuantity: 1, unitPriceMinor: 1000 },
    { minQuantity: 10, unitPriceMinor: 800 },
  ];

  it('is the largest break the quantity reaches, in whatever order the breaks come', () => {
    expect(unitPriceFor(prices, 1)).toBe(1000);
    expect(unitPriceFor(prices, 99)).toBe(800);
    expect(unitPriceFor(prices, 100)).toBe(500);
    expect(unitPriceFor(prices, 5000)).toBe(500);
  });

  it('is none below the smallest break', () => {
    expect(unitPriceFor(prices.slice(0, 1), 99)).toBeNull();
    expect(unitPriceFor([], 1)).toBeNull();
  });
});
