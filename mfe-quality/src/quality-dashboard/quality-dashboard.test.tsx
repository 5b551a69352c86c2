import { screen, waitFor, within } from '@testing-library/react';
import { QUALITY_DASHBOARD_WIDGETS } from 'shared/contracts';
import { ApiRefusal, renderWithProviders, stubApi } from 'shared/testing';
import type { QualityDashboard } from '../api';
import ProcessNcrsPage from '../process-ncrs/process-ncrs-page';
import { CurrentAddress, openCapa, SETTINGS } from '../test-fixtures';

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

jest.setTimeout(20_000);

const DAY = 86_400_000;
const DASHBOARD: QualityDashboard = {
  widgets: [...QUALITY_DASHBOARD_WIDGETS],
  openByAge: [
    { olderThanDays: 0, count: 3 },
    { olderThanDays: 7, count: 1 },
    { olderThanDays: 30, count: 0 },
    { olderThanDays: 90, count: 1234 },
  ],
  pareto: [
    { defectCode: 'DIM', count: 6, lostPieces: 4, cost: [{ currency: 'EUR', minor: 12_000 }] },
    {
      defectCode: 'POR',
      count: 2,
      lostPieces: 1,
      cost: [
        { currency: 'EUR', minor: 50_000 },
        { currency: 'USD', minor: 1_999 },
      ],
    },
  ],
  byMachine: [{ id: 3, name: 'SLS-01 · EOS P 396', count: 5 }],
  byMaterial: [{ id: 9, name: 'PA 2200', count: 8 }],
  byCustomer: [],
  capasDue: [{ id: 12, number: 'CAPA-2026-012', title: 'Warped jaws', status: 'ACTIONS', dueAt: Date.UTC(2020, 0, 1) }],
  trends: [
    { defectCode: 'DIM', count: 6, windowDays: 30, openCapa: null },
    { defectCode: 'POR', count: 5, windowDays: 30, openCapa: 'CAPA-2026-011' },
  ],
};

function open(answers: Record<string, unknown> = {}, language: 'en_US' | 'de_DE' = 'en_US') {
  api = stubApi({
    'GET /api/v1/quality/dashboard': DASHBOARD,
    'GET /api/v1/quality/ncrs': { rows: [], totalCount: 0, totalCountCapped: false },
    'GET /api/v1/quality/settings': SETTINGS,
    ...answers,
  });
  return renderWithProviders(
    <>
      <ProcessNcrsPage />
      <CurrentAddress />
    </>,
    { route: '/service-provider/quality-management/quality-dashboard', language },
  );
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the quality dashboard', () => {
  it('has each chart’s figures in a table, numbers and money in the reader’s language', async () => {
    const { user } = open();
    expect(screen.getByRole('heading', { level: 1, name: 'Process NCR' })).toBeVisible();
    const age = await screen.findByRole('table', { name: 'Open NCRs by age' });
    expect(rowsOf(age)).toEqual([
      ['Under 7 days', '3'],
      ['7 to 29 days', '1'],
      ['30 to 89 days', '0'],
      ['90 days or more', '1,234'],
    ]);
    const pareto = screen.getByRole('table', { name: 'Defect codes (Pareto)' });
    await waitFor(() =>
      expect(rowsOf(pareto)).toEqual([
        ['DIM — Dimension out of tolerance', '6', '75%', '4', '€120.00'],
        ['POR — Porosity', '2', '100%', '1', '€500.00, $19.99'],
      ]),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rank by' }), 'Cost in EUR');
    expect(rowsOf(pareto).map((row) => [row[0], row[2]])).toEqual([
      ['POR — Porosity', '81%'],
      ['DIM — Dimension out of tolerance', '100%'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'NCRs by machine' }))).toEqual([['SLS-01 · EOS P 396', '5']]);
    expect(rowsOf(screen.getByRole('table', { name: 'NCRs by material' }))).toEqual([['PA 2200', '8']]);
    const customers = screen.getByRole('region', { name: 'NCRs by customer' });
    expect(customers).toHaveTextContent('No NCR was raised in this period.');
    const machines = screen.getByRole('region', { name: 'NCRs by machine' });
    expect(within(machines).getByRole('button', { name: 'Export CSV' })).toBeEnabled();

    const due = screen.getByRole('region', { name: 'CAPAs due' });
    expect(within(due).getByRole('link', { name: 'CAPA-2026-012: Warped jaws' })).toHaveAttribute(
      'href',
      '/service-provider/quality-management/capa/12',
    );
    expect(due).toHaveTextContent('Actions under way · due');
    expect(due).toHaveTextContent('Overdue');
    // The pictures come too, in their own chunk, hidden from screen readers: the tables say their figures.
    await waitFor(() => expect(machines.querySelector('[aria-hidden="true"] svg.recharts-surface')).not.toBeNull());
  });

  it('reads in German', async () => {
    open({}, 'de_DE');
    const age = await screen.findByRole('table', { name: 'Offene NCRs nach Alter' });
    expect(rowsOf(age).at(-1)).toEqual(['90 Tage oder mehr', '1.234']);
    const pareto = screen.getByRole('table', { name: 'Fehlercodes (Pareto)' });
    // German money has a non-breaking space before its sign.
    await waitFor(() => expect(rowsOf(pareto)[1]?.[4]?.replace(/\u00a0/g, ' ')).toBe('500,00 €, 19,99 $'));
  });

  it('counts the last 90 days at first, another span when one is chosen, and days chosen by hand', async () => {
    const asked: URLSearchParams[] = [];
    const { user } = open({
      'GET /api/v1/quality/dashboard': ({ query }: { query: URLSearchParams }) => {
        asked.push(query);
        return DASHBOARD;
      },
    });
    await screen.findByRole('table', { name: 'Open NCRs by age' });
    const days = (query: URLSearchParams | undefined) => Math.round((Date.now() - Number(query?.get('from'))) / DAY);
    expect(days(asked[0])).toBeGreaterThanOrEqual(90);
    expect(days(asked[0])).toBeLessThanOrEqual(91);
    expect(asked[0]?.has('to')).toBe(false);
    const span = screen.getByRole('combobox', { name: 'Period' });
    await user.selectOptions(span, 'The last 30 days');
    await waitFor(() => expect(days(asked.at(-1))).toBeLessThanOrEqual(31));

    await user.selectOptions(span, 'Chosen days');
    expect(screen.getByText(/^Choose the first and the last day/)).toHaveAttribute('role', 'status');
    await user.type(screen.getByRole('textbox', { name: 'From' }), '2026-03-01{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'To' }), '2026-03-31{Enter}');
    await waitFor(() => expect(asked.at(-1)?.has('to')).toBe(true));
    const [from, to] = [Number(asked.at(-1)?.get('from')), Number(asked.at(-1)?.get('to'))];
    expect([new Date(from).getDate(), new Date(to).getMonth(), new Date(to).getDate()]).toEqual([1, 3, 1]);
  });

  it('opens a CAPA on a defect that keeps coming back, and names the one already open on another', async () => {
    const raised: unknown[] = [];
    const { user } = open({
      'POST /api/v1/quality/capas': ({ body }: { body: unknown }) => {
        raised.push(body);
        return openCapa();
      },
    });
    const trends = await screen.findByRole('region', { name: 'Defects that keep coming back' });
    expect(trends).toHaveTextContent('DIM: 6 NCRs in the last 30 days');
    expect(trends).toHaveTextContent('CAPA-2026-011 is open on it.');
    expect(within(trends).queryByRole('button', { name: 'Open a CAPA on POR' })).toBeNull();
    await user.click(within(trends).getByRole('button', { name: 'Open a CAPA on DIM' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/service-provider/quality-management/capa/12'),
    );
    expect(raised).toEqual([{ type: 'CORRECTIVE', title: 'DIM keeps coming back', defectCode: 'DIM' }]);
  });

  it('shows the widgets the facility chose, in its order', async () => {
    const { byMachine, pareto } = DASHBOARD;
    open({ 'GET /api/v1/quality/dashboard': { widgets: ['byMachine', 'pareto'], byMachine, pareto } });
    const dashboard = await screen.findByRole('region', { name: 'Quality dashboard' });
    await within(dashboard).findByRole('table', { name: 'NCRs by machine' });
    expect(
      within(dashboard)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['NCRs by machine', 'Defect codes (Pareto)']);
  });

  it('says where the widgets are chosen when the facility chose none', async () => {
    open({ 'GET /api/v1/quality/dashboard': { widgets: [] } }, 'de_DE');
    expect(await screen.findByText(/^Das Dashboard zeigt keine Kennzahlen/)).toHaveAttribute('role', 'status');
  });

  it('says so, with a way to try again, when the figures cannot be fetched', async () => {
    let busy = true;
    const { user } = open({
      'GET /api/v1/quality/dashboard': () =>
        busy ? new ApiRefusal(503, { code: 'UNAVAILABLE', message: 'The database is busy' }) : DASHBOARD,
    });
    const failed = await screen.findByRole('region', { name: 'Could not load the quality dashboard' });
    expect(failed).toHaveTextContent('The database is busy');
    busy = false;
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Open NCRs by age' })).toBeVisible();
  });
});
