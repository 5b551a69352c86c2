import { screen, waitFor, within } from '@testing-library/react';
import type { CustomerOrderList, RfqStatus } from 'shared/contracts';
import { ApiRefusal, customerOrderRow, renderWithProviders, stubApi } from 'shared/testing';
import EngineerArchivePage from './engineer-archive-page';

type Order = CustomerOrderList['orders'][number];

/** An order that is over: one PA12 bracket, made by Northwind. */
const order = (id: number, displayTitle: string, status: RfqStatus): Order =>
  customerOrderRow(id, displayTitle, status, {
    createdAt: Date.UTC(2026, 8, 2, 9, 30),
    partCount: 1,
    quantity: 12,
    bidCount: 1,
    bestQuoteMinor: 24_000,
    facilityName: 'Northwind Precision Printing',
    fileNames: ['bracket.stl'],
    processes: ['SLS'],
    materials: ['PA12'],
  });

const list = (orders: Order[]): CustomerOrderList => ({ orders, totalCount: orders.length, totalCountCapped: false });

const render = () => renderWithProviders(<EngineerArchivePage />, { route: '/engineer/archive' });

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

jest.setTimeout(20_000);

describe('the engineer’s Archive page', () => {
  it('lists the orders that are over, asking only for those states, and filters by one', async () => {
    const asked: string[][] = [];
    api = stubApi({
      'GET /api/v1/orders': ({ query }: { query: URLSearchParams }) => {
        asked.push(query.getAll('status'));
        return query.getAll('status').length === 1
          ? list([order(9, 'Brackets', 'COMPLETED')])
          : list([order(9, 'Brackets', 'COMPLETED'), order(8, 'Jigs', 'WITHDRAWN')]);
      },
    });
    const { user } = render();
    expect(screen.getByRole('heading', { level: 1, name: 'Archive' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Your company’s orders' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]!.textContent)).toEqual(['Completed', 'Withdrawn']);
    expect(within(rows[0]!).getByRole('link', { name: '9' })).toHaveAttribute('href', '/order-details/9');
    expect([...asked[0]!].sort()).toEqual(['ARCHIVED', 'COMPLETED', 'INTERNAL_COMPLETED', 'WITHDRAWN']);

    const state = screen.getByRole('combobox', { name: 'Status' });
    expect(within(state).queryByRole('option', { name: 'Draft' })).toBeNull();
    await user.selectOptions(state, 'Completed');
    await waitFor(() => expect(within(table).queryByRole('link', { name: '8' })).toBeNull());
    expect(asked).toContainEqual(['COMPLETED']);
  });

  it('says when no order is over yet', async () => {
    api = stubApi({ 'GET /api/v1/orders': list([]) });
    render();
    expect(await screen.findByText('No orders yet: New Order starts the first.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export Excel' })).toBeDisabled();
  });

  it('says so, with a way to try again, when the archive cannot be fetched', async () => {
    const stubbed: Record<string, unknown> = {
      'GET /api/v1/orders': new ApiRefusal(503, { code: 'UNAVAILABLE', message: 'Try later' }),
    };
    api = stubApi(stubbed);
    const { user } = render();
    expect(await screen.findByText('Could not load your orders')).toBeVisible();
    stubbed['GET /api/v1/orders'] = list([order(9, 'Brackets', 'COMPLETED')]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('cell', { name: 'Brackets' })).toBeVisible();
  });
});
