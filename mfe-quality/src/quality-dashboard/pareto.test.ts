import { paretoCurrencies, paretoRows } from './pareto';

const entry = (defectCode: string, count: number, cost: { currency: string; minor: number }[] = []) => ({
  defectCode,
  count,
  lostPieces: 0,
  cost,
});
const PARETO = [
  entry('POR', 2, [{ currency: 'EUR', minor: 500 }]),
  entry('DIM', 6, [
    { currency: 'EUR', minor: 100 },
    { currency: 'USD', minor: 900 },
  ]),
  entry('WARP', 2),
];

describe('the defect codes’ Pareto', () => {
  it('ranks by count, ties by code, with the share added up from the top', () => {
    const rows = paretoRows(PARETO, { by: 'COUNT' });
    expect(rows.map((row) => [row.entry.defectCode, row.value, row.cumulative])).toEqual([
      ['DIM', 6, 0.6],
      ['POR', 2, 0.8],
      ['WARP', 2, 1],
    ]);
  });

  it('ranks by the cost in one currency, a code without it counting nothing', () => {
    const rows = paretoRows(PARETO, { by: 'COST', currency: 'EUR' });
    expect(rows.map((row) => [row.entry.defectCode, row.value, row.cumulative])).toEqual([
      ['POR', 500, 500 / 600],
      ['DIM', 100, 1],
      ['WARP', 0, 1],
    ]);
  });

  it('has no share when nothing is counted', () => {
    expect(paretoRows([entry('DIM', 0)], { by: 'COUNT' })).toEqual([{ entry: entry('DIM', 0), value: 0, cumulative: 0 }]);
  });

  it('lists the currencies of the costs once each, sorted', () => {
    expect(paretoCurrencies(PARETO)).toEqual(['EUR', 'USD']);
  });
});
