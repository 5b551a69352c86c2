import { screen, waitFor, within } from '@testing-library/react';
import type { RfqStatus } from 'shared/contracts';
import { ApiRefusal, customerOrderRow, renderWithProviders, stubApi } from 'shared/testing';
import OrderHistoryPage from './order-history-page';

/** The company's orders of three resin parts; order 12 has the customer's reference and two quotes. */
const order = (id: number, displayTitle: string, status: RfqStatus) =>
  customerOrderRow(id, displayTitle, status, {
    fileNames: ['housing.stl', 'lid.stl', 'clip.stl'],
    ...(id === 12 && { thirdPartyOrderId: 'PO-4471', bidCount: 2, bestQuoteMinor: 51_960 }),
  });

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

describe('the order history', () => {
  it('lists the company’s orders: a draft opens in New Order, another its details; the status filter asks the server', async () => {
    const asked: string[] = [];
    const saved: unknown[] = [];
    api = stubApi({
      'POST /api/v1/userPreference/ORDER_HISTORY_COLUMNS': ({ body }: { body: unknown }) => {
        saved.push(body);
        return { preferenceType: 'ORDER_HISTORY_COLUMNS', preference: '{}' };
      },
      'GET /api/v1/orders': ({ query }: { query: URLSearchParams }) => {
        asked.push(query.getAll('status').join(','));
        return query.get('status') === 'DRAFT'
          ? { orders: [order(13, '', 'DRAFT')], totalCount: 1 }
          : { orders: [order(13, '', 'DRAFT'), order(12, 'Lens housings', 'DISTRIBUTED')], totalCount: 2 };
      },
    });
    const { user } = renderWithProviders(<OrderHistoryPage />, { route: '/order-history' });
    const table = await screen.findByRole('table', { name: 'Your company’s orders' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]!.textContent)).toEqual(['Draft', 'Awaiting quotes']);
    expect(within(rows[0]!).getByRole('link', { name: '13' })).toHaveAttribute('href', '/store-front?draft=13');
    expect(within(rows[1]!).getByRole('link', { name: '12' })).toHaveAttribute('href', '/order-details/12');
    // The engineer's default columns: the quotes with the best one, not their own order number.
    expect(within(rows[1]!).getByRole('cell', { name: '2, from $519.60' })).toBeVisible();
    expect(within(rows[1]!).queryByRole('cell', { name: 'PO-4471' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(screen.getByRole('checkbox', { name: 'Your order number' }));
    expect(await within(table).findByRole('cell', { name: 'PO-4471' })).toBeVisible();
    expect(saved).toEqual([
      {
        preferenceType: 'ORDER_HISTORY_COLUMNS',
        preference: { columns: ['id', 'quantity', 'targetDate', 'customer', 'creator', 'quote', 'thirdPartyOrderId'] },
      },
    ]);
    await user.keyboard('{Escape}');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Draft');
    expect(await screen.findByRole('cell', { name: 'untitled' })).toBeVisible();
    expect(asked).toContain('DRAFT');
  });

  it('pages through the orders from the first page: page 2 asks for the 16th order on', async () => {
    const offsets: string[] = [];
    api = stubApi({
      'GET /api/v1/orders': ({ query }: { query: URLSearchParams }) => {
        offsets.push(query.get('offset')!);
        const first = Number(query.get('offset'));
        return { orders: [order(100 - first, `Order ${100 - first}`, 'DISTRIBUTED')], totalCount: 40 };
      },
    });
    const { user } = renderWithProviders(<OrderHistoryPage />, { route: '/order-history' });
    expect(await screen.findByRole('link', { name: '100' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: '85' })).toBeVisible();
    expect(offsets).toEqual(['0', '15']);
  });

  it('sorts on the server: a click on a column asks for it ascending, a second for it descending, from page 1', async () => {
    const asked: string[] = [];
    api = stubApi({
      'GET /api/v1/orders': ({ query }: { query: URLSearchParams }) => {
        asked.push(`${query.get('sort')} ${query.get('direction')} ${query.get('offset')}`);
        return { orders: [order(12, 'Lens housings', 'DISTRIBUTED')], totalCount: 1 };
      },
    });
    const { user } = renderWithProviders(<OrderHistoryPage />, { route: '/order-history' });
    const table = await screen.findByRole('table', { name: 'Your company’s orders' });
    await user.click(within(table).getByRole('button', { name: 'Title' }));
    expect(within(table).getByRole('columnheader', { name: 'Title' })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(table).getByRole('button', { name: 'Title' }));
    await waitFor(() => expect(asked).toEqual(['null null 0', 'title asc 0', 'title desc 0']));
  });

  it('says so, with a way to try again, when the orders cannot be fetched', async () => {
    const stubbed: Record<string, unknown> = {
      'GET /api/v1/orders': new ApiRefusal(503, { code: 'UNAVAILABLE', message: 'Try later' }),
    };
    api = stubApi(stubbed);
    const { user } = renderWithProviders(<OrderHistoryPage />, { route: '/order-history' });
    const failed = await screen.findByRole('region', { name: 'Could not load your orders' });
    expect(within(failed).getByText('Try later')).toBeVisible();
    stubbed['GET /api/v1/orders'] = { orders: [], totalCount: 0 };
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No orders yet: New Order starts the first.')).toBeVisible();
  });
});
