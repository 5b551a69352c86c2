import { screen, waitFor, within } from '@testing-library/react';
import { ApiRefusal, renderWithProviders, stubApi } from 'shared/testing';
import type { CustomerRow } from '../api';
import CustomersPage from './customers-page';

const customer = (id: number, name: string, extra: Partial<CustomerRow> = {}): CustomerRow => ({
  id,
  name,
  city: null,
  countryCode: null,
  contacts: 1,
  orders: 0,
  lastOrderAt: null,
  revenue: [],
  ...extra,
});
const CUSTOMERS = [
  customer(3, 'Acme Robotics', {
    city: 'Austin',
    countryCode: 'US',
    contacts: 3,
    orders: 12,
    lastOrderAt: Date.UTC(2026, 0, 12, 12),
    revenue: [
      { currency: 'USD', totalMinor: 125_000 },
      { currency: 'EUR', totalMinor: 30_000 },
    ],
  }),
  customer(4, 'Globex', { city: 'Berlin', countryCode: 'DE' }),
];

/** The customers whose name or city contains the search, as the server narrows them. */
const customers =
  (rows: CustomerRow[], asked: URLSearchParams[] = []) =>
  ({ query }: { query: URLSearchParams }) => {
    asked.push(query);
    const search = query.get('search')?.toLowerCase();
    const found = rows.filter(
      (one) => !search || [one.name, one.city ?? ''].some((value) => value.toLowerCase().includes(search)),
    );
    return { rows: found, totalCount: found.length };
  };

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

jest.setTimeout(20_000);

const open = () => renderWithProviders(<CustomersPage />, { route: '/service-provider/customers' });

describe('the customers page', () => {
  it('lists the customer companies, each opening its page, with their people, orders and revenue per currency', async () => {
    api = stubApi({ 'GET /api/v1/customers': customers(CUSTOMERS) });
    open();
    const table = await screen.findByRole('table', { name: 'Customers' });
    expect(await within(table).findByRole('link', { name: 'Acme Robotics' })).toHaveAttribute(
      'href',
      '/service-provider/customers/3',
    );
    expect(within(table).getByRole('link', { name: 'Globex' })).toHaveAttribute('href', '/service-provider/customers/4');
    const acme = within(table).getByRole('row', { name: /Acme Robotics/ });
    expect(within(acme).getByRole('cell', { name: 'Austin, US' })).toBeVisible();
    expect(within(acme).getByRole('cell', { name: '12' })).toBeVisible();
    expect(within(acme).getByRole('cell', { name: '$1,250.00 · €300.00' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('searches on the server, and says when nothing matches', async () => {
    const asked: URLSearchParams[] = [];
    api = stubApi({ 'GET /api/v1/customers': customers(CUSTOMERS, asked) });
    const { user } = open();
    const table = await screen.findByRole('table', { name: 'Customers' });
    await within(table).findByRole('link', { name: 'Acme Robotics' });

    await user.type(screen.getByRole('searchbox', { name: 'Search company, city or contact' }), 'berlin');
    await waitFor(() => expect(within(table).queryByRole('link', { name: 'Acme Robotics' })).toBeNull());
    expect(within(table).getByRole('link', { name: 'Globex' })).toBeVisible();
    expect(asked.at(-1)?.get('search')).toBe('berlin');

    await user.clear(screen.getByRole('searchbox', { name: 'Search company, city or contact' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search company, city or contact' }), 'Initech');
    expect(await within(table).findByText('Nothing matches the search.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('says where customers come from while there are none', async () => {
    api = stubApi({ 'GET /api/v1/customers': customers([]) });
    open();
    const table = await screen.findByRole('table', { name: 'Customers' });
    expect(
      await within(table).findByText(
        'No customers yet: companies appear here once they register through your store front or order from you.',
      ),
    ).toBeVisible();
  });

  it('says so, with a way to try again, when the customers cannot be fetched', async () => {
    const answers: Record<string, unknown> = {
      'GET /api/v1/customers': new ApiRefusal(503, { code: 'UNAVAILABLE', message: 'The database is busy' }),
    };
    api = stubApi(answers);
    const { user } = open();
    const failed = await screen.findByRole('region', { name: 'Could not load the customers' });
    expect(failed).toHaveTextContent('The database is busy');
    answers['GET /api/v1/customers'] = customers(CUSTOMERS);
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Acme Robotics' })).toBeVisible();
  });
});
