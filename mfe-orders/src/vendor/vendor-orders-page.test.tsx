import { screen, waitFor, within } from '@testing-library/react';
import { ApiRefusal, renderWithProviders, stubApi } from 'shared/testing';
import type { VendorOrderList } from '../api';
import VendorOrdersPage from './vendor-orders-page';

type Row = VendorOrderList['rows'][number];
const row = (orderId: number, title: string, extra: Partial<Row> = {}): Row => ({
  matchId: 100 + orderId,
  orderId,
  title,
  orderedBy: 'Demo Engineering',
  vendor: 'Austin Plant',
  status: 'BID_SUBMITTED',
  createdAt: Date.UTC(2026, 0, 12, 12),
  targetDate: null,
  price: { currency: 'USD', totalMinor: 51_960 },
  ...extra,
});
const ROWS: Record<string, Row[]> = {
  INTERNAL: [row(41, 'PA12 housings'), row(44, 'Jigs for line 2', { status: 'IN_PROGRESS', price: null })],
  NOT_INTERNAL: [row(57, 'Titanium brackets', { vendor: 'Munich Metal Works', status: 'BID_APPROVED' })],
};

/** The orders of the vendor type asked for whose title or vendor contains the search, as the server narrows them. */
const vendorOrders =
  (rows: Record<string, Row[]>, asked: URLSearchParams[] = []) =>
  ({ query }: { query: URLSearchParams }) => {
    asked.push(query);
    const search = query.get('search')?.toLowerCase();
    const found = (rows[query.get('vendorType')!] ?? []).filter(
      (one) => !search || [one.title, one.vendor].some((value) => value.toLowerCase().includes(search)),
    );
    return { rows: found, totalCount: found.length, totalCountCapped: false };
  };

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

jest.setTimeout(20_000);

const open = (route = '/service-provider/vendor') => renderWithProviders(<VendorOrdersPage />, { route });

describe('the order history of the facility’s enterprise', () => {
  it('lists the orders from the enterprise, each opening its order, and those placed elsewhere with their vendor', async () => {
    const asked: URLSearchParams[] = [];
    api = stubApi({ 'GET /api/v1/vendor-orders': vendorOrders(ROWS, asked) });
    const { user } = open();
    const table = await screen.findByRole('table', { name: 'Orders: From our enterprise' });
    expect(await within(table).findByRole('link', { name: '41' })).toHaveAttribute('href', '/service-provider/part-orders/41');
    const housings = within(table).getByRole('row', { name: /PA12 housings/ });
    expect(housings).toHaveTextContent('Quote received');
    expect(within(housings).getByRole('cell', { name: '$519.60' })).toBeVisible();
    expect(within(table).getByRole('row', { name: /Jigs for line 2/ })).toHaveTextContent('In production');
    expect(within(table).queryByRole('columnheader', { name: 'Vendor' })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Placed with other facilities' }));
    const elsewhere = await screen.findByRole('table', { name: 'Orders: Placed with other facilities' });
    const brackets = await within(elsewhere).findByRole('row', { name: /Titanium brackets/ });
    expect(within(brackets).getByRole('cell', { name: 'Munich Metal Works' })).toBeVisible();
    // An order placed with another facility is that facility's to open.
    expect(within(brackets).getByRole('cell', { name: '57' })).toBeVisible();
    expect(within(brackets).queryByRole('link')).toBeNull();
    expect(asked.map((query) => query.get('vendorType'))).toEqual(['INTERNAL', 'NOT_INTERNAL']);
  });

  it('opens on the tab the address names, searches on the server and says when nothing matches', async () => {
    const asked: URLSearchParams[] = [];
    api = stubApi({
      'GET /api/v1/vendor-orders': vendorOrders(
        { NOT_INTERNAL: [...ROWS.NOT_INTERNAL!, row(58, 'Manifold', { vendor: 'Lyon Additive' })] },
        asked,
      ),
    });
    const { user } = open('/service-provider/vendor?vendorType=NOT_INTERNAL');
    expect(screen.getByRole('tab', { name: 'Placed with other facilities' })).toHaveAttribute('aria-selected', 'true');
    const table = await screen.findByRole('table', { name: 'Orders: Placed with other facilities' });
    await within(table).findByRole('row', { name: /Titanium brackets/ });

    await user.type(screen.getByRole('searchbox', { name: 'Search order, vendor or company' }), 'lyon');
    await waitFor(() => expect(within(table).queryByRole('row', { name: /Titanium brackets/ })).toBeNull());
    expect(within(table).getByRole('row', { name: /Manifold/ })).toBeVisible();
    expect(asked.at(-1)?.get('search')).toBe('lyon');
    expect(asked.at(-1)?.get('vendorType')).toBe('NOT_INTERNAL');

    await user.type(screen.getByRole('searchbox', { name: 'Search order, vendor or company' }), 'on');
    expect(await within(table).findByText('Nothing matches the search.')).toBeVisible();
  });

  it('says when the enterprise sent no orders yet', async () => {
    api = stubApi({ 'GET /api/v1/vendor-orders': vendorOrders({}) });
    open();
    const table = await screen.findByRole('table', { name: 'Orders: From our enterprise' });
    expect(await within(table).findByText('No orders from your enterprise’s engineering yet.')).toBeVisible();
  });

  it('says so, with a way to try again, when the orders cannot be fetched', async () => {
    const answers: Record<string, unknown> = {
      'GET /api/v1/vendor-orders': new ApiRefusal(503, { code: 'UNAVAILABLE', message: 'The database is busy' }),
    };
    api = stubApi(answers);
    const { user } = open();
    const failed = await screen.findByRole('region', { name: 'Could not load the orders' });
    expect(failed).toHaveTextContent('The database is busy');
    answers['GET /api/v1/vendor-orders'] = vendorOrders(ROWS);
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: '41' })).toBeVisible();
  });
});
