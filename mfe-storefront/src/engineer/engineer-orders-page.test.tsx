import { screen, waitFor, within } from '@testing-library/react';
import type { CustomerOrderList } from 'shared/contracts';
import { ApiRefusal, customerOrderRow as order, renderWithProviders, stubApi } from 'shared/testing';
import EngineerOrdersPage from './engineer-orders-page';

const render = () => renderWithProviders(<EngineerOrdersPage />, { route: '/engineer' });

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

jest.setTimeout(20_000);

describe('the engineer’s Orders page', () => {
  it('lists the orders under way, asking only for the states that are not over, and filters by one', async () => {
    const asked: string[][] = [];
    api = stubApi({
      'GET /api/v1/orders': ({ query }: { query: URLSearchParams }) => {
        asked.push(query.getAll('status'));
        return query.getAll('status').length === 1
          ? { orders: [order(13, 'Clips', 'DRAFT')], totalCount: 1, totalCountCapped: false }
          : {
              orders: [order(13, 'Clips', 'DRAFT'), order(12, 'Lens housings', 'DISTRIBUTED')],
              totalCount: 2,
              totalCountCapped: false,
            };
      },
    });
    const { user } = render();
    expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Your company’s orders' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]!.textContent)).toEqual(['Draft', 'Awaiting quotes']);
    expect(within(rows[0]!).getByRole('link', { name: '13' })).toHaveAttribute('href', '/store-front?draft=13');
    expect(within(rows[1]!).getByRole('link', { name: '12' })).toHaveAttribute('href', '/order-details/12');
    expect(asked[0]).toContain('DISTRIBUTED');
    expect(asked[0]).not.toContain('COMPLETED');
    expect(asked[0]).not.toContain('WITHDRAWN');

    const state = screen.getByRole('combobox', { name: 'Status' });
    expect(within(state).queryByRole('option', { name: 'Withdrawn' })).toBeNull();
    await user.selectOptions(state, 'Draft');
    await waitFor(() => expect(within(table).queryByRole('link', { name: '12' })).toBeNull());
    expect(asked).toContainEqual(['DRAFT']);
  });

  it('says when there is no order yet, with nothing to export', async () => {
    api = stubApi({ 'GET /api/v1/orders': { orders: [], totalCount: 0, totalCountCapped: false } satisfies CustomerOrderList });
    render();
    expect(await screen.findByText('No orders yet: New Order starts the first.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('says so, with a way to try again, when the orders cannot be fetched', async () => {
    const stubbed: Record<string, unknown> = {
      'GET /api/v1/orders': new ApiRefusal(503, { code: 'UNAVAILABLE', message: 'Try later' }),
    };
    api = stubApi(stubbed);
    const { user } = render();
    expect(await screen.findByText('Could not load your orders')).toBeVisible();
    stubbed['GET /api/v1/orders'] = {
      orders: [order(12, 'Lens housings', 'DISTRIBUTED')],
      totalCount: 1,
      totalCountCapped: false,
    };
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('cell', { name: 'Lens housings' })).toBeVisible();
  });
});
