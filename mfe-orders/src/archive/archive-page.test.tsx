import { screen, waitFor, within } from '@testing-library/react';
import { ApiRefusal, renderWithProviders, stubApi } from 'shared/testing';
import { partOrderRow, partOrdersAnswer } from '../test-fixtures';
import ArchivePage from './archive-page';

const ARCHIVE = {
  ARCHIVE: [
    partOrderRow(31, 'Brackets for line 4', { status: 'COMPLETED', matchStatus: 'COMPLETED' }),
    partOrderRow(29, 'Prototype enclosures', { status: 'WITHDRAWN', matchStatus: 'ARCHIVED', customerName: 'Globex' }),
  ],
};

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

jest.setTimeout(20_000);

const open = () => renderWithProviders(<ArchivePage />, { route: '/service-provider/archive' });

describe('the archive', () => {
  it('lists the orders that are over, each opening its order', async () => {
    const asked: URLSearchParams[] = [];
    api = stubApi({ 'GET /api/v1/part-orders': partOrdersAnswer(ARCHIVE, asked) });
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Archive' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Part orders: Archive' });
    expect(await within(table).findByRole('link', { name: '31' })).toHaveAttribute('href', '/service-provider/part-orders/31');
    expect(within(table).getByRole('row', { name: /Brackets for line 4/ })).toHaveTextContent('Completed');
    expect(within(table).getByRole('row', { name: /Prototype enclosures/ })).toHaveTextContent('Archived');
    expect(asked.map((query) => query.get('stage'))).toEqual(['ARCHIVE']);
  });

  it('narrows the orders by their status and by a search, and says when nothing matches', async () => {
    const asked: URLSearchParams[] = [];
    api = stubApi({ 'GET /api/v1/part-orders': partOrdersAnswer(ARCHIVE, asked) });
    const { user } = open();
    const table = await screen.findByRole('table', { name: 'Part orders: Archive' });
    await within(table).findByRole('link', { name: '31' });

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.selectOptions(
      within(screen.getByRole('region', { name: 'Filters' })).getByRole('combobox', { name: 'Order status' }),
      'Withdrawn',
    );
    await waitFor(() => expect(within(table).queryByRole('link', { name: '31' })).toBeNull());
    expect(within(table).getByRole('link', { name: '29' })).toBeVisible();
    expect(asked.at(-1)?.getAll('status')).toEqual(['WITHDRAWN']);
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeVisible();

    await user.type(screen.getByRole('searchbox', { name: 'Search by order, title or file' }), 'bracket');
    expect(await within(table).findByText('No part order matches the search.')).toBeVisible();
    expect(asked.at(-1)?.get('search')).toBe('bracket');
    expect(asked.at(-1)?.getAll('status')).toEqual(['WITHDRAWN']);
  });

  it('says when no order is over yet', async () => {
    api = stubApi({ 'GET /api/v1/part-orders': partOrdersAnswer({}) });
    open();
    const table = await screen.findByRole('table', { name: 'Part orders: Archive' });
    expect(await within(table).findByText('No orders are over yet: completed and archived orders appear here.')).toBeVisible();
  });

  it('says so, with a way to try again, when the archive cannot be fetched', async () => {
    const answers: Record<string, unknown> = {
      'GET /api/v1/part-orders': new ApiRefusal(503, { code: 'UNAVAILABLE', message: 'The database is busy' }),
    };
    api = stubApi(answers);
    const { user } = open();
    const failed = await screen.findByRole('region', { name: 'Could not load the part orders' });
    answers['GET /api/v1/part-orders'] = partOrdersAnswer(ARCHIVE);
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: '31' })).toBeVisible();
  });
});
