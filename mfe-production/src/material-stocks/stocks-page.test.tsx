import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders, stubApi } from 'shared/testing';
import type { MaterialSettings, Stock, StockMovement } from './api';
import StocksPage from './stocks-page';

let api: ReturnType<typeof stubApi>;
afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

jest.setTimeout(30_000);

const PATH = '/api/v1/materials/stocks';
const PAGE = '/service-provider/material-management/stocks';
const user = (permissions: string[]) => ({ id: 1, roles: [{ roleName: 'ROLE_SERVICE_PROVIDER' }], permissions });
const EDITOR = user(['MATERIAL_MANAGEMENT_EDITOR', 'ENTERPRISE_SCHEDULER_VIEW']);
const AUSTIN = { id: 1, name: 'Austin Plant' };

const line = { lotsMg: 0, batchesMg: 0, onMachineMg: 0, quarantinedMg: 0, machine: null };
const PA12: Stock = {
  facility: AUSTIN,
  material: { id: 4, name: 'HP 3D HR PA 12' },
  onHandMg: 49_233_920,
  lotsMg: 33_600_000,
  batchesMg: 5_889_920,
  onMachinesMg: 9_744_000,
  quarantinedMg: 60_000_000,
  reservedMg: 1_850_000,
  unweighedJobs: 0,
  availableMg: 47_383_920,
  reorderPointMg: 50_000_000,
  belowReorder: true,
  locations: [
    { ...line, location: 'Goods in, quarantine cage', quarantinedMg: 60_000_000 },
    { ...line, location: 'Powder room, rack A', lotsMg: 33_600_000 },
    { ...line, location: '', batchesMg: 5_889_920 },
    { ...line, location: '', machine: { id: 3, name: 'MJF-01 · HP 5200' }, onMachineMg: 9_744_000 },
  ],
};
const TPU: Stock = {
  ...PA12,
  material: { id: 3, name: 'PrimePart TPU' },
  ...{ onHandMg: 20_000_000, lotsMg: 20_000_000, batchesMg: 0, onMachinesMg: 0, quarantinedMg: 0, reservedMg: 0 },
  ...{ availableMg: 20_000_000, reorderPointMg: 10_000_000, belowReorder: false, locations: [] },
};
const MUNICH_TPU: Stock = { ...TPU, facility: { id: 2, name: 'Munich Plant' }, reorderPointMg: null };

/** The stocks as the server answers them, narrowed; each query asked is kept. */
const stocks =
  (asked: URLSearchParams[] = []) =>
  ({ query }: { query: URLSearchParams }) => {
    asked.push(query);
    const all = query.get('getFromAllFacilities') === 'true' ? [PA12, TPU, MUNICH_TPU] : [PA12, TPU];
    const rows = all.filter(
      (stock) =>
        (query.get('belowReorder') !== 'true' || stock.belowReorder) &&
        (!query.get('materialId') || stock.material.id === Number(query.get('materialId'))) &&
        (!query.get('facilityId') || stock.facility.id === Number(query.get('facilityId'))),
    );
    return { facilityId: AUSTIN.id, totalCount: rows.length, belowReorderCount: 1, rows };
  };

const side = (lot: number | null, batch: number | null, massMg: number) => ({
  lot: lot ? { id: lot, number: `LOT-0000${lot}` } : null,
  batch: batch ? { id: batch, number: `B-0000${batch}` } : null,
  massMg,
});
const movement = (key: string, kind: StockMovement['kind'], extra: Partial<StockMovement>): StockMovement => ({
  key,
  kind,
  at: '2026-11-20T12:00:00.000Z',
  by: 'Paula Planner',
  lot: null,
  location: '',
  inputs: [],
  outputs: [],
  machine: null,
  job: null,
  massMg: 0,
  changeMg: 0,
  note: '',
  ...extra,
});
const MOVEMENTS = [
  movement('event-9', 'UNLOAD', {
    inputs: [side(null, 5, 10_150_000)],
    outputs: [side(null, 6, 9_744_000)],
    machine: { id: 3, name: 'MJF-01 · HP 5200' },
    massMg: 10_150_000,
    changeMg: -406_000,
    by: null,
  }),
  movement('lot-1', 'RECEIVED', {
    lot: { id: 1, number: 'LOT-00001' },
    location: 'Powder room, rack A',
    outputs: [side(1, null, 60_000_000)],
    massMg: 60_000_000,
    changeMg: 60_000_000,
  }),
];
const SETTINGS: MaterialSettings = {
  massTolerancePercent: 1,
  rules: [
    {
      material: { id: 4, name: 'HP 3D HR PA 12' },
      minVirginPercent: 20,
      maxCycles: 5,
      sieveRequired: true,
      reorderPointMg: 50_000_000,
    },
    {
      material: { id: 3, name: 'PrimePart TPU' },
      minVirginPercent: 30,
      maxCycles: 3,
      sieveRequired: true,
      reorderPointMg: 10_000_000,
    },
  ],
};

const answers = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  'GET /api/v1/users/getUser': EDITOR,
  [`GET ${PATH}`]: stocks(),
  [`GET ${PATH}/movements`]: ({ query }: { query: URLSearchParams }) => {
    const rows = MOVEMENTS.filter((row) => !query.get('kind') || query.getAll('kind').includes(row.kind));
    return { totalCount: rows.length, rows };
  },
  'GET /api/v1/materials/settings': SETTINGS,
  ...extra,
});

describe('the material stocks page', () => {
  it('lists each material’s stock in words, counts those to reorder in a badge, and narrows on the server', async () => {
    const asked: URLSearchParams[] = [];
    api = stubApi(answers({ [`GET ${PATH}`]: stocks(asked) }));
    const { user: person } = renderWithProviders(<StocksPage />, { route: PAGE });
    const table = await screen.findByRole('table', { name: 'Material stocks' });
    const pa12 = await within(table).findByRole('row', { name: /HP 3D HR PA 12/ });
    expect(pa12).toHaveTextContent('49.23392 kg');
    expect(pa12).toHaveTextContent('60 kg');
    expect(pa12).toHaveTextContent('1.85 kg');
    expect(pa12).toHaveTextContent('Below the reorder point');
    expect(within(table).getByRole('row', { name: /PrimePart TPU/ })).toHaveTextContent('Above the reorder point');
    expect(screen.getByText('Below the reorder point: 1')).toBeInTheDocument();
    expect(table).not.toHaveTextContent(/belowReorder|true|false/);

    await person.selectOptions(screen.getByRole('combobox', { name: 'Stock level' }), 'Below the reorder point');
    await waitFor(() => expect(within(table).queryByRole('row', { name: /PrimePart TPU/ })).toBeNull());
    expect(asked.at(-1)?.get('belowReorder')).toBe('true');
    await person.selectOptions(screen.getByRole('combobox', { name: 'Stock level' }), 'Any');
    await person.selectOptions(screen.getByRole('combobox', { name: 'Facilities' }), 'The whole enterprise');
    expect(await within(table).findByRole('row', { name: /Munich Plant/ })).toHaveTextContent('No reorder point');
    expect(asked.at(-1)?.get('getFromAllFacilities')).toBe('true');
  });

  it('writes the masses in German for a German reader', async () => {
    api = stubApi(answers());
    renderWithProviders(<StocksPage />, { route: PAGE, language: 'de_DE' });
    const row = await screen.findByRole('row', { name: /HP 3D HR PA 12/ });
    expect(row).toHaveTextContent('49,23392 kg');
    expect(row).toHaveTextContent('Unter dem Meldebestand');
  });

  it('opens a material: where it is kept, its movements, and its reorder point saved with the other rules as they were', async () => {
    const sent: unknown[] = [];
    api = stubApi(
      answers({
        'PUT /api/v1/materials/settings': ({ body }: { body: MaterialSettings }) => {
          sent.push(body);
          return body;
        },
      }),
    );
    const { user: person } = renderWithProviders(<StocksPage />, { route: `${PAGE}?material=4` });
    expect(await screen.findByRole('heading', { level: 1, name: 'HP 3D HR PA 12' })).toBeInTheDocument();
    const places = screen.getByRole('table', { name: 'Where it is kept' });
    expect(within(places).getByRole('row', { name: /Powder room, rack A/ })).toHaveTextContent('33.6 kg');
    expect(within(places).getByRole('row', { name: /On MJF-01/ })).toHaveTextContent('9.744 kg');
    expect(within(places).getByRole('row', { name: /No location given/ })).toHaveTextContent('5.88992 kg');

    const history = await screen.findByRole('table', { name: 'Movements' });
    const received = await within(history).findByRole('row', { name: /Lot received/ });
    expect(received).toHaveTextContent('+60 kg');
    expect(received).toHaveTextContent('Nov 20, 2026');
    expect(within(received).getByRole('link', { name: 'LOT-00001' })).toHaveAttribute('href', expect.stringContaining('lot=1'));
    const unloaded = within(history).getByRole('row', { name: /Unloaded/ });
    expect(unloaded).toHaveTextContent('-406 g');
    expect(unloaded).toHaveTextContent('The system');
    await person.selectOptions(screen.getByRole('combobox', { name: 'Movement' }), 'Lot received');
    await waitFor(() => expect(within(history).queryByRole('row', { name: /Unloaded/ })).toBeNull());

    const form = screen.getByRole('form', { name: 'Reorder point of HP 3D HR PA 12' });
    const field = within(form).getByRole('textbox', { name: 'Reorder point in kg' });
    expect(field).toHaveValue('50');
    await person.clear(field);
    await person.type(field, '45,5.5');
    await person.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Enter kilograms, with at most six decimals.')).toBeInTheDocument();
    await person.clear(field);
    await person.type(field, '45.5');
    await person.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      massTolerancePercent: 1,
      rules: [SETTINGS.rules[1], { ...SETTINGS.rules[0], reorderPointMg: 45_500_000 }],
    });
  });

  it('shows another facility’s stock without the reorder point’s form', async () => {
    api = stubApi(answers());
    renderWithProviders(<StocksPage />, { route: `${PAGE}?material=3&facility=2` });
    expect(await screen.findByRole('heading', { level: 1, name: 'PrimePart TPU' })).toBeInTheDocument();
    expect(screen.getByText('Munich Plant')).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
