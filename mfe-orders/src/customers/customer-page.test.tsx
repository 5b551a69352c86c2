import { screen, within } from '@testing-library/react';
import { ApiRefusal, renderWithProviders, stubApi } from 'shared/testing';
import type { Customer, InvitationInput } from '../api';
import { partOrderRow, partOrdersAnswer } from '../test-fixtures';
import CustomerPage from './customer-page';

const DAY = 86_400_000;
const ACME: Customer = {
  id: 3,
  name: 'Acme Robotics',
  email: 'orders@acme.test',
  phone: '+1 512 555 0100',
  website: null,
  address: '1 Congress Ave, Austin, TX 78701',
  lastOrderAt: Date.UTC(2026, 0, 12, 12),
  revenue: [{ currency: 'USD', totalMinor: 125_000 }],
  ordersByState: [
    { status: 'BID_WAITING', count: 2 },
    { status: 'COMPLETED', count: 5 },
  ],
  contacts: [
    { id: 21, name: 'Erin Engineer', email: 'erin@acme.test', emailVerified: true },
    { id: 22, name: 'Nick Newcomer', email: 'nick@acme.test', emailVerified: false },
  ],
  invitations: [
    {
      id: 9,
      email: 'pat@acme.test',
      name: 'Pat Pending',
      invitedAt: Date.now() - DAY,
      expiresAt: Date.now() + 13 * DAY,
      acceptedAt: null,
      status: 'AWAITING_APPROVAL',
    },
  ],
};
const ORDERS = {
  ALL: [
    partOrderRow(41, 'PA12 housings'),
    partOrderRow(42, 'Gripper fingers', { customerName: 'Globex' }),
    partOrderRow(31, 'Brackets for line 4', { status: 'COMPLETED', matchStatus: 'COMPLETED' }),
  ],
};

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

jest.setTimeout(20_000);

const open = () =>
  renderWithProviders(<CustomerPage />, { route: '/service-provider/customers/3', path: '/service-provider/customers/:id' });

describe('a customer’s page', () => {
  it('says a customer without orders has none yet, not that a search found nothing', async () => {
    api = stubApi({ 'GET /api/v1/customers/3': ACME, 'GET /api/v1/part-orders': partOrdersAnswer({ ALL: [] }) });
    open();
    expect(await screen.findByText('No orders have come to this facility yet.')).toBeVisible();
    expect(screen.queryByText('No part order matches the search.')).not.toBeInTheDocument();
  });

  it('shows the company’s details, its offers by state, its people, the invitations and its orders', async () => {
    const asked: URLSearchParams[] = [];
    api = stubApi({ 'GET /api/v1/customers/3': ACME, 'GET /api/v1/part-orders': partOrdersAnswer(ORDERS, asked) });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Robotics' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the customers' })).toHaveAttribute('href', '/service-provider/customers');
    const details = screen.getByLabelText('Customer details');
    expect(details).toHaveTextContent('orders@acme.test');
    expect(details).toHaveTextContent('$1,250.00');
    expect(details).not.toHaveTextContent('Website');

    const byState = screen.getByRole('table', { name: 'Orders by state' });
    expect(within(byState).getByRole('row', { name: 'Quote awaited 2' })).toBeVisible();
    expect(within(byState).getByRole('row', { name: 'Completed 5' })).toBeVisible();
    const people = screen.getByRole('table', { name: 'People' });
    expect(within(people).getByRole('row', { name: /Nick Newcomer/ })).toHaveTextContent('Not yet');
    const invitations = screen.getByRole('table', { name: 'Invitations sent' });
    expect(within(invitations).getByRole('row', { name: /Pat Pending/ })).toHaveTextContent('Waiting for the company’s approval');

    // The company's orders only: the list asks for them by the customer's id.
    const orders = await screen.findByRole('table', { name: 'Part orders: All' });
    expect(await within(orders).findByRole('link', { name: '41' })).toHaveAttribute('href', '/service-provider/part-orders/41');
    expect(within(orders).getByRole('link', { name: '31' })).toBeVisible();
    expect(within(orders).queryByRole('link', { name: '42' })).toBeNull();
    expect(asked.at(-1)?.getAll('customerId')).toEqual(['3']);
  });

  it('invites a person: asks for what is missing, shows why the server refused, then says the company is asked', async () => {
    const invitations: InvitationInput[] = [];
    api = stubApi({
      'GET /api/v1/customers/3': ACME,
      'GET /api/v1/part-orders': partOrdersAnswer(ORDERS),
      'POST /api/v1/customers/3/invitations': ({ body }: { body: InvitationInput }) => {
        invitations.push(body);
        return body.email === 'erin@acme.test'
          ? new ApiRefusal(409, { code: 'CONFLICT', message: 'Erin Engineer already belongs to Acme Robotics' })
          : ACME;
      },
    });
    const { user } = open();
    const form = await screen.findByRole('form', { name: 'Invite a person' });
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('Please enter the email address')).toBeVisible();
    expect(within(form).getAllByText('Please enter the name')).toHaveLength(2);
    expect(invitations).toEqual([]);

    await user.type(within(form).getByRole('textbox', { name: 'First name' }), ' Erin ');
    await user.type(within(form).getByRole('textbox', { name: 'Last name' }), 'Engineer');
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'erin@acme.test');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Erin Engineer already belongs to Acme Robotics');

    await user.clear(within(form).getByRole('textbox', { name: 'Email' }));
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'sam@acme.test');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(
      await screen.findByText(
        'Acme Robotics was asked to approve sam@acme.test: the invitation goes out once one of its team editors agrees',
      ),
    ).toBeVisible();
    expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveValue('');
    expect(invitations).toEqual([
      { email: 'erin@acme.test', firstName: 'Erin', lastName: 'Engineer' },
      { email: 'sam@acme.test', firstName: 'Erin', lastName: 'Engineer' },
    ]);
  });

  it('says so, with a way to try again, when the customer cannot be fetched', async () => {
    const answers: Record<string, unknown> = {
      'GET /api/v1/customers/3': new ApiRefusal(503, { code: 'UNAVAILABLE', message: 'The database is busy' }),
      'GET /api/v1/part-orders': partOrdersAnswer(ORDERS),
    };
    api = stubApi(answers);
    const { user } = open();
    const failed = await screen.findByRole('region', { name: 'Could not load the customer' });
    expect(failed).toHaveTextContent('The database is busy');
    answers['GET /api/v1/customers/3'] = ACME;
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Robotics' })).toBeVisible();
  });
});
