import { screen, waitFor, within } from '@testing-library/react';
import { ApiRefusal, renderWithProviders, stubApi } from 'shared/testing';
import type {
  AnalyticsLeadTime,
  AnalyticsMaterial,
  AnalyticsOee,
  AnalyticsOnTime,
  AnalyticsQuotes,
  AnalyticsScrap,
  AnalyticsUtilisation,
} from 'shared/contracts';
import AnalyticsPage from './analytics-page';
import { dayIn, daysBetween, startOfDayIn, weekday } from './zoned-days';

// The pictures are recharts' (drawn in jsdom by the quality dashboard's test, in the browser by the
// e2e tests): here a stand-in in the kit's chart module says what each would draw.
jest.mock('../../../shared/src/ui/charts/charts', () => {
  const picture =
    (kind: string) =>
    ({ points }: { points: { label: string }[] }) => <div>{`${kind}: ${points.map((point) => point.label).join(', ')}`}</div>;
  return { Bars: picture('Bars'), GroupedBars: picture('Grouped bars'), Pareto: picture('Pareto'), Series: picture('Series') };
});

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

jest.setTimeout(20_000);

const FIGURES = '/api/v1/analytics';
const MACHINE = 'SLS-01 · EOS P 396';
const UTILISATION: AnalyticsUtilisation = {
  spanHours: 24,
  rows: [{ equipmentId: 6, machine: MACHINE, plannedHours: 18, actualHours: 11.5 }],
};
const OEE: AnalyticsOee = {
  rows: [
    {
      equipmentId: 6,
      machine: MACHINE,
      plannedHours: 18,
      runHours: 11.5,
      idealHours: 9,
      completedRunHours: 10,
      piecesMade: 0,
      piecesGood: 0,
      availability: 0.64,
      performance: 0.9,
      quality: null,
      oee: null,
    },
  ],
};
const ON_TIME: AnalyticsOnTime = { shipments: 2, onTime: 1, periods: [{ period: '2026-03-09', shipments: 2, onTime: 1 }] };
const QUOTES: AnalyticsQuotes = {
  quoted: 5,
  won: 3,
  lost: 1,
  leadHours: 5.25,
  periods: [{ period: '2026-03-09', quoted: 5, won: 3, lost: 1, leadHours: 5.25 }],
};
const NO_LEAD_TIME: AnalyticsLeadTime = { shipments: 0, meanDays: null, maxDays: null, periods: [] };
const SCRAP: AnalyticsScrap = {
  made: 240,
  scrapped: 12,
  causes: [
    { kind: 'DEFECT', code: 'POR', description: 'Porosity', pieces: 3 },
    { kind: 'PROCESS', code: 'FAILED_BUILD', description: '', pieces: 8 },
    { kind: 'UNCLASSIFIED', code: '', description: '', pieces: 1 },
  ],
};
const MATERIAL: AnalyticsMaterial = { rows: [{ materialId: 9, material: 'PA 2200', unit: 'GRAM', quantity: 1250.5, jobs: 3 }] };
const FULL = {
  utilisation: UTILISATION,
  oee: OEE,
  'on-time-delivery': ON_TIME,
  quotes: QUOTES,
  'lead-time': NO_LEAD_TIME,
  scrap: SCRAP,
  material: MATERIAL,
};
const EMPTY = {
  utilisation: { spanHours: 168, rows: [] },
  oee: { rows: [] },
  'on-time-delivery': { shipments: 0, onTime: 0, periods: [] },
  quotes: { quoted: 0, won: 0, lost: 0, leadHours: null, periods: [] },
  'lead-time': NO_LEAD_TIME,
  scrap: { made: 0, scrapped: 0, causes: [] },
  material: { rows: [] },
};

/** Opens the page with these figures; every figure's queries are kept, in the order asked. */
function open(figures: Record<string, unknown> = FULL, language: 'en_US' | 'de_DE' = 'en_US') {
  const asked: URLSearchParams[] = [];
  const answers = Object.fromEntries(
    Object.entries(figures).map(([path, answer]) => [
      `GET ${FIGURES}/${path}`,
      (request: { query: URLSearchParams }) => {
        if (path === 'utilisation') asked.push(request.query);
        return typeof answer === 'function' ? (answer as () => unknown)() : answer;
      },
    ]),
  );
  api = stubApi({
    ...answers,
    'GET /api/v3/sp/equipments': [{ id: 6, displayName: MACHINE }],
    'GET /api/v3/sp/materials': [{ id: 9, name: 'PA 2200', generalMaterialType: { id: 1, name: 'Polymer' } }],
    'GET /api/v1/amprocess': [{ id: 2, name: 'SLS', displayName: 'Selective laser sintering' }],
    'GET /api/v1/part-orders/customers': [{ id: 31, name: 'Acme GmbH' }],
  });
  return { asked, ...renderWithProviders(<AnalyticsPage />, { language }) };
}

/** The cells of a figure's table, row by row, non-breaking spaces written as spaces. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.replace(/\u00a0/g, ' ')));
const figure = (name: string) => screen.getByRole('region', { name });

describe('the analytics page', () => {
  it('shows each figure from its answer, as shares of the whole in the reader’s language', async () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    expect(rowsOf(await screen.findByRole('table', { name: 'Utilisation' }))).toEqual([[MACHINE, '18', '75%', '11.5', '48%']]);
    expect(figure('Utilisation')).toHaveTextContent('as a share of the period’s 24 hours');
    const oee = await screen.findByRole('table', { name: 'OEE (overall equipment effectiveness)' });
    expect(rowsOf(oee)).toEqual([[MACHINE, '64%', '90%', 'n/a', 'n/a']]);

    expect(rowsOf(await screen.findByRole('table', { name: 'On-time delivery' }))).toEqual([['Mar 9', '2', '1', '50%']]);
    expect(figure('On-time delivery')).toHaveTextContent('1 of 2 shipments on time: 50%');
    await screen.findByRole('table', { name: 'Quotes' });
    expect(figure('Quotes')).toHaveTextContent('5 requests quoted, win rate 75%. Quoted 5.3 hours after the request on average.');

    const scrap = await screen.findByRole('table', { name: 'Scrap' });
    expect(rowsOf(scrap)).toEqual([
      ['Failed build', '8', '67%', '67%'],
      ['POR — Porosity', '3', '25%', '92%'],
      ['Not classified yet', '1', '8%', '100%'],
    ]);
    expect(figure('Scrap')).toHaveTextContent('Scrap rate 5%: 12 of 240 pieces made.');
    expect(rowsOf(await screen.findByRole('table', { name: 'Material consumed' }))).toEqual([
      ['PA 2200', '1,250.5', 'Grams (g)', '3'],
    ]);

    expect(figure('Lead time, award to shipment')).toHaveTextContent('No shipment of an awarded order left in this period.');
    expect(within(figure('Scrap')).getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    // The pictures come in their own chunk, hidden from screen readers: the tables carry the numbers.
    const picture = await within(figure('Utilisation')).findByText(`Grouped bars: ${MACHINE}`);
    expect(picture.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(within(figure('Scrap')).getByText('Pareto: Failed build, POR — Porosity, Not classified yet')).toBeInTheDocument();
    expect(within(figure('Material consumed')).getByText('Bars: PA 2200')).toBeInTheDocument();
  });

  it('asks for this month at first, and for last week in the reader’s zone when it is chosen', async () => {
    const { asked, user } = open();
    await screen.findByRole('table', { name: 'Utilisation' });
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const first = asked[0]!;
    expect([first.get('timeZone'), first.get('period')]).toEqual([zone, 'DAY']);
    expect(dayIn(Number(first.get('from')), zone).day).toBe(1);
    expect(screen.getByText(/^From .* \(days of /)).toHaveTextContent(`(days of ${zone})`);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Last week');
    await waitFor(() => expect(asked.length).toBeGreaterThan(1));
    const week = asked.at(-1)!;
    const [from, to] = [Number(week.get('from')), Number(week.get('to'))];
    // Monday's midnight to the next Monday's, the last ending this week.
    expect(weekday(dayIn(from, zone))).toBe(1);
    expect(startOfDayIn(dayIn(from, zone), zone)).toBe(from);
    expect(daysBetween(dayIn(from, zone), dayIn(to, zone))).toBe(7);
    expect(startOfDayIn(dayIn(to, zone), zone)).toBe(to);
    expect(daysBetween(dayIn(to, zone), dayIn(Date.now(), zone))).toBeLessThan(7);
    expect(week.get('timeZone')).toBe(zone);
  });

  it('counts days chosen by hand, the last one whole, in months over a long span', async () => {
    const { asked, user } = open();
    await screen.findByRole('table', { name: 'Utilisation' });
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Custom');
    const from = screen.getByRole('textbox', { name: 'From' });
    const to = screen.getByRole('textbox', { name: 'To' });
    await user.clear(from);
    await user.type(from, '2026-01-01{Enter}');
    await user.clear(to);
    await user.type(to, '2026-06-30{Enter}');
    await waitFor(() => expect(asked.at(-1)?.get('period')).toBe('MONTH'));
    expect(Number(asked.at(-1)?.get('from'))).toBe(startOfDayIn({ year: 2026, month: 1, day: 1 }, zone));
    expect(Number(asked.at(-1)?.get('to'))).toBe(startOfDayIn({ year: 2026, month: 7, day: 1 }, zone));
  });

  it('sends the machine and the customer chosen, and all again on the empty choice', async () => {
    const { asked, user } = open();
    await screen.findByRole('table', { name: 'Utilisation' });
    const machine = screen.getByRole('combobox', { name: 'Machine' });
    await user.selectOptions(machine, MACHINE);
    await waitFor(() => expect(asked.at(-1)?.get('equipmentId')).toBe('6'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Customer' }), 'Acme GmbH');
    await waitFor(() => expect(asked.at(-1)?.get('customerId')).toBe('31'));
    expect(asked.at(-1)?.get('equipmentId')).toBe('6');
    await user.selectOptions(machine, 'All');
    await waitFor(() => expect(asked.at(-1)?.has('equipmentId')).toBe(false));
  });

  it('says in words that a figure has nothing to count', async () => {
    open(EMPTY);
    await waitFor(() => expect(screen.queryAllByRole('region', { busy: true })).toEqual([]));
    expect(screen.queryAllByRole('table')).toEqual([]);
    for (const [name, says] of [
      ['Utilisation', 'No machine had work planned or running in this period.'],
      ['OEE (overall equipment effectiveness)', 'No machine had work planned or running in this period.'],
      ['Lead time, award to shipment', 'No shipment of an awarded order left in this period.'],
      ['On-time delivery', 'No shipment with a promised date left in this period.'],
      ['Quotes', 'No request was quoted in this period.'],
      ['Scrap', 'No piece was lost in this period.'],
      ['Material consumed', 'No completed job used material in this period.'],
    ]) {
      expect(figure(name!)).toHaveTextContent(says!);
    }
    // No rate of nothing: the totals' lines are left out.
    expect(figure('Scrap')).not.toHaveTextContent('Scrap rate');
  });

  it('says which figure could not be loaded, with a way to try again, and shows the others', async () => {
    let busy = true;
    const { user } = open({
      ...FULL,
      scrap: () => (busy ? new ApiRefusal(503, { code: 'UNAVAILABLE', message: 'The database is busy' }) : SCRAP),
    });
    const failed = await screen.findByRole('region', { name: 'Could not load Scrap' });
    expect(failed).toHaveTextContent('The database is busy');
    expect(await screen.findByRole('table', { name: 'Utilisation' })).toBeVisible();
    busy = false;
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Scrap' })).toBeVisible();
  });

  it('reads in German', async () => {
    open(FULL, 'de_DE');
    expect(screen.getByRole('heading', { level: 1, name: 'Analysen' })).toBeVisible();
    expect(rowsOf(await screen.findByRole('table', { name: 'Auslastung' }))).toEqual([[MACHINE, '18', '75 %', '11,5', '48 %']]);
    expect(rowsOf(await screen.findByRole('table', { name: 'Ausschuss' }))[0]).toEqual([
      'Fehlgeschlagener Baujob',
      '8',
      '67 %',
      '67 %',
    ]);
    expect(rowsOf(await screen.findByRole('table', { name: 'Materialverbrauch' }))).toEqual([
      ['PA 2200', '1.250,5', 'Gramm (g)', '3'],
    ]);
    expect(rowsOf(await screen.findByRole('table', { name: 'Liefertreue' }))[0]?.[0]).toBe('9. März');
    expect(screen.getByRole('region', { name: 'Liefertreue' })).toHaveTextContent('1 von 2 Sendungen pünktlich: 50 %');
    expect(screen.getByRole('combobox', { name: 'Zeitraum' })).toHaveDisplayValue('Dieser Monat');
  });
});
