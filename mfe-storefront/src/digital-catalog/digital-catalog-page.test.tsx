import { screen, within } from '@testing-library/react';
import type { components } from 'shared/contracts';
import { ApiRefusal, renderWithProviders, stubApi } from 'shared/testing';
import DigitalCatalogPage from './digital-catalog-page';

type CatalogItem = components['schemas']['CatalogItem'];
type CustomerCatalogItem = components['schemas']['CustomerCatalogItem'];
type CustomerCatalogList = components['schemas']['CustomerCatalogList'];
type FilterOptions = components['schemas']['FilterOptions'];

const item = (id: number, name: string, extra: Partial<CustomerCatalogItem> = {}): CustomerCatalogItem => ({
  id,
  name,
  partNumber: null,
  description: 'Bead-blasted, ready to fit.',
  facility: { id: 4, name: 'Northwind Precision Printing' },
  process: 'SLS',
  material: 'PA12',
  leadTimeDays: 5,
  currency: 'USD',
  prices: [
    { minQuantity: 1, unitPriceMinor: 4_500 },
    { minQuantity: 50, unitPriceMinor: 3_200 },
  ],
  thumbnailUrl: null,
  images: [],
  volume: 12.5,
  dimensions: { x: 40, y: 30, z: 12 },
  updatedAt: Date.UTC(2026, 10, 2, 8, 0),
  ...extra,
});
const ITEMS = [
  item(21, 'Sensor bracket', {
    partNumber: 'BR-100',
    images: [{ fileId: 30, url: 'https://platform.test/media/files/30?sig' }],
  }),
  item(22, 'Cable clip', { leadTimeDays: 1, prices: [{ minQuantity: 1, unitPriceMinor: 90 }] }),
];
const OPTIONS: FilterOptions = { processes: [{ id: 2, name: 'SLS' }], materials: [{ id: 5, name: 'PA12' }] };
const catalog = (rows: CustomerCatalogItem[]): CustomerCatalogList => ({ rows, totalCount: rows.length });

const render = (route = '/digital-catalog') => renderWithProviders(<DigitalCatalogPage />, { route, path: route.split('?')[0]! });
const MANAGEMENT = '/service-provider/digital-catalog-management';
/** An item as the facility keeps it. */
const kept = (from: CustomerCatalogItem): CatalogItem => ({
  ...from,
  fileId: 7,
  fileName: 'bracket.stl',
  amProcessId: 2,
  materialId: 5,
  published: true,
  customers: [{ id: 9, name: 'Acme Robotics' }],
  orders: 3,
});

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

jest.setTimeout(20_000);

describe('the customer’s Digital Catalog page', () => {
  it('lists the parts facilities publish, from their lowest price, and opens one', async () => {
    api = stubApi({
      'GET /api/v1/engineer/digital-catalog': catalog(ITEMS),
      'GET /api/v1/engineer/digital-catalog/filter-options': OPTIONS,
      'GET /api/v1/engineer/digital-catalog/21': { ...ITEMS[0]!, terms: null },
      'GET /api/v1/deliveryAddress': [],
    });
    const { user } = render();
    expect(screen.getByRole('heading', { level: 1, name: 'Digital Catalog' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Catalog parts' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('cell', { name: 'BR-100' })).toBeVisible();
    expect(within(rows[0]!).getByRole('cell', { name: 'Northwind Precision Printing' })).toBeVisible();
    expect(within(rows[0]!).getByRole('cell', { name: 'from $32.00' })).toBeVisible();
    expect(within(rows[0]!).getByRole('img', { name: 'Picture of Sensor bracket' })).toHaveAttribute(
      'src',
      'https://platform.test/media/files/30?sig',
    );
    expect(within(rows[1]!).getByRole('cell', { name: '1 day' })).toBeVisible();

    await user.click(within(table).getByRole('button', { name: 'Open Sensor bracket' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sensor bracket' })).toBeVisible();
    expect(api.calls).toContain('GET /api/v1/engineer/digital-catalog/21');
  });

  it('says when no facility has published a part yet', async () => {
    api = stubApi({
      'GET /api/v1/engineer/digital-catalog': catalog([]),
      'GET /api/v1/engineer/digital-catalog/filter-options': OPTIONS,
    });
    render();
    expect(await screen.findByText('No facility has published a part to your company yet.')).toBeVisible();
  });

  it('says so, with a way to try again, when the catalog cannot be fetched', async () => {
    const stubbed: Record<string, unknown> = {
      'GET /api/v1/engineer/digital-catalog': new ApiRefusal(503, { code: 'UNAVAILABLE', message: 'Try later' }),
      'GET /api/v1/engineer/digital-catalog/filter-options': OPTIONS,
    };
    api = stubApi(stubbed);
    const { user } = render();
    expect(await screen.findByText('The catalog could not be loaded')).toBeVisible();
    stubbed['GET /api/v1/engineer/digital-catalog'] = catalog(ITEMS);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Open Cable clip' })).toBeVisible();
  });

  it('says when a search finds nothing', async () => {
    api = stubApi({
      'GET /api/v1/engineer/digital-catalog': ({ query }: { query: URLSearchParams }) =>
        catalog(query.get('search') ? [] : ITEMS),
      'GET /api/v1/engineer/digital-catalog/filter-options': OPTIONS,
    });
    const { user } = render();
    await screen.findByRole('button', { name: 'Open Cable clip' });
    await user.type(screen.getByRole('searchbox', { name: /^Search by name/ }), 'gear');
    expect(await screen.findByText('No catalog part matches the search.')).toBeVisible();
  });

  it('keeps the way back, and a way to try again, when a part cannot be fetched', async () => {
    const stubbed: Record<string, unknown> = {
      'GET /api/v1/engineer/digital-catalog/21': new ApiRefusal(503, { code: 'UNAVAILABLE', message: 'Try later' }),
      'GET /api/v1/deliveryAddress': [],
    };
    api = stubApi(stubbed);
    const { user } = render('/digital-catalog?item=21');
    const failed = await screen.findByRole('region', { name: 'The catalog part could not be loaded' });
    expect(screen.getByRole('button', { name: 'Back to the catalog' })).toBeVisible();
    stubbed['GET /api/v1/engineer/digital-catalog/21'] = { ...ITEMS[0]!, terms: null };
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sensor bracket' })).toBeVisible();
  });
});

describe('the facility’s Digital Catalog Management page', () => {
  it('lists its parts with where they are published, to add one or take one out', async () => {
    api = stubApi({
      'GET /api/v1/sp/digital-catalog': { rows: ITEMS.map(kept), totalCount: 2 },
      'GET /api/v1/sp/digital-catalog/filter-options': OPTIONS,
    });
    render(MANAGEMENT);
    expect(screen.getByRole('heading', { level: 1, name: 'Digital Catalog Management' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Catalog parts' });
    const row = within(table).getByRole('button', { name: 'Open Sensor bracket' }).closest('tr')!;
    expect(within(row).getByRole('button', { name: 'Take out Sensor bracket' })).toBeVisible();
    expect(within(row).getByRole('cell', { name: '3' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add a part' })).toBeVisible();
  });

  it('opens a part’s form once the part is fetched, with a way to try again', async () => {
    const stubbed: Record<string, unknown> = {
      'GET /api/v1/sp/digital-catalog/21': new ApiRefusal(503, { code: 'UNAVAILABLE', message: 'Try later' }),
    };
    api = stubApi(stubbed);
    const { user } = render(`${MANAGEMENT}?item=21`);
    const failed = await screen.findByRole('region', { name: 'The catalog part could not be loaded' });
    stubbed['GET /api/v1/sp/digital-catalog/21'] = kept(ITEMS[0]!);
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Catalog part: Sensor bracket' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Sensor bracket');
  });

  it('says why the server refused a part’s save, and keeps the form', async () => {
    api = stubApi({
      'GET /api/v1/sp/digital-catalog/21': kept(ITEMS[0]!),
      'PUT /api/v1/sp/digital-catalog/21': new ApiRefusal(409, {
        code: 'CONFLICT',
        message: 'Someone changed the part meanwhile',
      }),
    });
    const { user } = render(`${MANAGEMENT}?item=21`);
    const form = await screen.findByRole('form', { name: 'Catalog part' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), ' v2');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Someone changed the part meanwhile');
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveValue('Sensor bracket v2');
    expect(api.calls).toContain('PUT /api/v1/sp/digital-catalog/21');
  });
});
