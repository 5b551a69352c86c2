import { byUnit, paretoOfCauses, periodStart, shareOf, utilisationRows, winRate } from './analytics-figures';

const cause = (kind: 'PROCESS' | 'DEFECT' | 'UNCLASSIFIED', code: string, pieces: number) => ({
  kind,
  code,
  description: '',
  pieces,
});
const material = (materialId: number, unit: string, quantity: number) => ({
  materialId,
  material: `M${materialId}`,
  unit,
  quantity,
  jobs: 1,
});

describe('the analytics figures', () => {
  it('takes each machine’s hours as a share of the span’s, none of a span without hours', () => {
    const rows = [{ equipmentId: 1, machine: 'SLS-01', plannedHours: 18, actualHours: 11.5 }];
    expect(utilisationRows({ spanHours: 24, rows })).toEqual([{ ...rows[0], planned: 0.75, actual: 11.5 / 24 }]);
    expect(utilisationRows({ spanHours: 0, rows })[0]).toMatchObject({ planned: null, actual: null });
  });

  it('rates quotes won of those decided, none when none is decided', () => {
    expect(winRate({ won: 3, lost: 1 })).toBe(0.75);
    expect(winRate({ won: 0, lost: 0 })).toBeNull();
    expect(shareOf(1, 2)).toBe(0.5);
  });

  it('ranks the causes of scrap, most first, with their cumulative share', () => {
    const rows = paretoOfCauses([cause('DEFECT', 'POR', 2), cause('PROCESS', 'FAILED_BUILD', 6), cause('UNCLASSIFIED', '', 2)]);
    expect(rows.map((row) => [row.cause.code, row.share, row.cumulative])).toEqual([
      ['FAILED_BUILD', 0.6, 0.6],
      ['POR', 0.2, 0.8],
      ['', 0.2, 1],
    ]);
    expect(paretoOfCauses([cause('DEFECT', 'POR', 0)])[0]).toMatchObject({ share: 0, cumulative: 0 });
  });

  it('groups material by its unit, in the order the server ranked them', () => {
    const groups = byUnit([material(1, 'GRAM', 900), material(2, 'LITRE', 3), material(3, 'GRAM', 40)]);
    expect(groups.map((group) => [group.unit, group.rows.map((row) => row.materialId)])).toEqual([
      ['GRAM', [1, 3]],
      ['LITRE', [2]],
    ]);
  });

  it('reads a period’s first day as its UTC midnight', () => {
    expect(new Date(periodStart('2026-03-09')).toISOString()).toBe('2026-03-09T00:00:00.000Z');
  });
});
