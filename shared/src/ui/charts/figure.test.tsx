import { act, screen, waitFor, within } from '@testing-library/react';
import { renderWithIntl } from '../test-utils';
import type { TableColumn } from '../table-columns';
import { Figure } from './figure';
import { BarsChart, GroupedBarsChart, SeriesChart } from './lazy-charts';

interface Row {
  name: string;
  count: number;
}

const COLUMNS: TableColumn<Row>[] = [
  { key: 'name', title: 'Machine', value: (row) => row.name },
  { key: 'count', title: 'NCRs', value: (row) => row.count, render: (row) => `${row.count} NCRs`, align: 'right' },
];
const ROWS = [
  { name: 'SLS-01', count: 5 },
  { name: 'FDM-02', count: 2 },
];
const format = (value: number) => String(value);

// recharts loads with the first chart drawn: a while on a busy machine.
jest.setTimeout(20_000);

function show(rows: Row[], chart = <svg role="img" aria-label="picture" />) {
  return renderWithIntl(
    <Figure
      title="NCRs by machine"
      hint="Raised in the period"
      summary="7 NCRs in all"
      chart={chart}
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => row.name}
      exportName="ncrs-by-machine"
      empty="No NCR was raised."
    />,
  );
}

describe('Figure', () => {
  it('is a card named by its heading, with its totals and its rows in a table, each named by its first cell', () => {
    show(ROWS);
    const card = screen.getByRole('region', { name: 'NCRs by machine' });
    expect(card).toHaveTextContent('Raised in the period');
    expect(card).toHaveTextContent('7 NCRs in all');
    const table = within(card).getByRole('table', { name: 'NCRs by machine' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['SLS-01', 'FDM-02']);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['5 NCRs', '2 NCRs']);
    expect(within(card).getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    expect(within(card).getByRole('img', { name: 'picture' })).toBeInTheDocument();
  });

  it('says so in words, with no table, when it has no rows', () => {
    show([]);
    const card = screen.getByRole('region', { name: 'NCRs by machine' });
    expect(card).toHaveTextContent('No NCR was raised.');
    expect(within(card).queryByRole('table')).toBeNull();
    expect(within(card).queryByRole('img')).toBeNull();
  });

  it('draws its charts with recharts, loaded when first drawn and hidden from screen readers', async () => {
    const points = ROWS.map((row) => ({ label: row.name, values: { planned: row.count, actual: null } }));
    const series = [
      { key: 'planned', name: 'Planned' },
      { key: 'actual', name: 'Actual', as: 'line' as const },
    ];
    // The chunk is in before the charts ask for it, so that they draw within act().
    await import('./charts');
    const { container } = await act(async () =>
      show(
        ROWS,
        <>
          <BarsChart points={ROWS.map((row) => ({ label: row.name, value: row.count }))} format={format} valueName="NCRs" />
          <GroupedBarsChart points={points} series={series} format={format} />
          <SeriesChart points={points} series={series} format={format} domain={[0, 10]} />
        </>,
      ),
    );
    await waitFor(() => expect(container.querySelectorAll('.recharts-wrapper')).toHaveLength(3));
    for (const chart of container.querySelectorAll('.recharts-wrapper')) {
      expect(chart.closest('[aria-hidden="true"]')).not.toBeNull();
    }
  });
});
