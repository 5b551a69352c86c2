import { screen, waitFor, within } from '@testing-library/react';
import { ApiRefusal, renderWithProviders, stubApi } from 'shared/testing';
import { CUSTOMERS, partOrderRow, partOrdersAnswer } from '../test-fixtures';
import PartOrdersPage from './part-orders-page';

const ORDERS = {
  NEW: [
    partOrderRow(41, 'PA12 housings', { assigneeName: 'Paula Planner' }),
    partOrderRow(42, 'Gripper fingers', { matchStatus: 'NDA_UPLOAD_PENDING', customerName: 'Globex', fileNames: ['finger.stl'] }),
  ],
  QUOTING: [partOrderRow(38, 'Drone arms', { matchStatus: 'BID_SUBMITTED', bidCount: 1 })],
  AWARDED: [],
};

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

jest.setTimeout(20_000);

const open = () => renderWithProviders(<PartOrdersPage />, { route: '/service-provider' });

describe('the part orders page', () => {
  it('lists the new requests, each opening its order, and the quoted ones on their tab', async () => {
    const asked: URLSearchParams[] = [];
    api = stubApi({ 'GET /api/v1/part-orders': partOrdersAnswer(ORDERS, asked) });
    const { user } = open();
    const table = await screen.findByRole('table', { name: 'Part orders: New requests' });
    expect(await within(table).findByRole('link', { name: '41' })).toHaveAttribute('href', '/service-provider/part-orders/41');
    expect(within(table).getByRole('link', { name: '42' })).toHaveAttribute('href', '/service-provider/part-orders/42');
    const housings = within(table).getByRole('row', { name: /PA12 housings/ });
    expect(housings).toHaveTextContent('Quote awaited');
    expect(housings).toHaveTextContent('Paula Planner');
    expect(within(table).getByRole('row', { name: /Gripper fingers/ })).toHaveTextContent('NDA to sign');

    await user.click(screen.getByRole('tab', { name: 'Quoted' }));
    const quoted = await screen.findByRole('table', { name: 'Part orders: Quoted' });
    expect(await within(quoted).findByRole('link', { name: '38' })).toBeVisible();
    expect(within(quoted).getByRole('row', { name: /Drone arms/ })).toHaveTextContent('Quote received');
    expect(within(quoted).queryByRole('link', { name: '41' })).toBeNull();
    expect(asked.map((query) => query.get('stage'))).toEqual(['NEW', 'QUOTING']);
  });

  it('searches on the server, and says when nothing matches and when a stage has no orders', async () => {
    const asked: URLSearchParams[] = [];
    api = stubApi({ 'GET /api/v1/part-orders': partOrdersAnswer(ORDERS, asked) });
    const { user } = open();
    const table = await screen.findByRole('table', { name: 'Part orders: New requests' });
    await within(table).findByRole('link', { name: '41' });

    await user.type(screen.getByRole('searchbox', { name: 'Search by order, title or file' }), 'finger');
    await waitFor(() => expect(within(table).queryByRole('link', { name: '41' })).toBeNull());
    expect(within(table).getByRole('link', { name: '42' })).toBeVisible();
    expect(asked.at(-1)?.get('search')).toBe('finger');

    await user.type(screen.getByRole('searchbox', { name: 'Search by order, title or file' }), 'print');
    expect(await within(table).findByText('No part order matches the search.')).toBeVisible();
    expect(asked.at(-1)?.get('search')).toBe('fingerprint');

    await user.click(screen.getByRole('tab', { name: 'Awarded' }));
    const awarded = await screen.findByRole('table', { name: 'Part orders: Awarded' });
    expect(await within(awarded).findByText('No awarded orders.')).toBeVisible();
  });

  it('says so, with a way to try again, when the part orders cannot be fetched', async () => {
    const answers: Record<string, unknown> = {
      'GET /api/v1/part-orders': new ApiRefusal(503, { code: 'UNAVAILABLE', message: 'The database is busy' }),
    };
    api = stubApi(answers);
    const { user } = open();
    const failed = await screen.findByRole('region', { name: 'Could not load the part orders' });
    expect(failed).toHaveTextContent('The database is busy');
    answers['GET /api/v1/part-orders'] = partOrdersAnswer(ORDERS);
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: '41' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Could not load the part orders' })).toBeNull();
  });

  it('narrows the list by a customer filter, and saves the stage with its filter as a named view', async () => {
    const asked: URLSearchParams[] = [];
    const saved: unknown[] = [];
    let views = '[]';
    api = stubApi({
      'GET /api/v1/part-orders': partOrdersAnswer(ORDERS, asked),
      'GET /api/v1/part-orders/customers': CUSTOMERS,
      'GET /api/v1/userPreference/PART_ORDER_VIEWS': () => ({ preferenceType: 'PART_ORDER_VIEWS', preference: views }),
      'POST /api/v1/userPreference/PART_ORDER_VIEWS': ({ body }: { body: { preference: unknown } }) => {
        saved.push(body);
        views = JSON.stringify(body.preference);
        return null;
      },
    });
    const { user } = open();
    const table = await screen.findByRole('table', { name: 'Part orders: New requests' });
    await within(table).findByRole('link', { name: '41' });

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const filters = screen.getByRole('region', { name: 'Filters' });
    const customer = within(filters).getByRole('combobox', { name: 'Customer' });
    await within(customer).findByRole('option', { name: 'Globex' });
    await user.selectOptions(customer, 'Globex');
    await waitFor(() => expect(within(table).queryByRole('link', { name: '41' })).toBeNull());
    expect(within(table).getByRole('link', { name: '42' })).toBeVisible();
    expect(asked.at(-1)?.getAll('customerId')).toEqual(['4']);
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: 'Views' }));
    const popover = await screen.findByRole('dialog', { name: 'Views' });
    expect(within(popover).getByText('No saved views yet.')).toBeVisible();
    await user.type(within(popover).getByRole('textbox', { name: 'Name of the view' }), 'Globex requests');
    await user.click(within(popover).getByRole('button', { name: 'Save this view' }));
    expect(await within(popover).findByRole('button', { name: 'Globex requests' })).toBeVisible();
    expect(saved).toEqual([
      {
        preferenceType: 'PART_ORDER_VIEWS',
        preference: [{ label: 'Globex requests', stage: 'NEW', filter: { customerId: [4] } }],
      },
    ]);
  });
});
