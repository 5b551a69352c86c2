import { screen, waitFor, within } from '@testing-library/react';
import type { OrderDetails } from 'shared/contracts';
import { ApiRefusal, bidFixture, matchFixture, orderFixture, renderWithProviders, stubApi } from 'shared/testing';
import OrderDetailsPage from './order-details-page';

/** Austin's quote: 20 housings at $12.50 and $50 setup, 8 % tax, and its file. */
const QUOTE = bidFixture({
  taxRateBasisPoints: 800,
  taxMinor: 2_400,
  totalMinor: 32_400,
  notes: 'Bead blasted',
  attachments: [{ id: 77, fileName: 'quote.pdf', fileURL: '/files/77/quote.pdf' }],
});

/** The customer's order 41, waiting for quotes from Austin (quoted) and Northwind (its signed NDA to review). */
const waiting = (extra: Partial<OrderDetails> = {}) =>
  orderFixture(matchFixture({ status: 'BID_SUBMITTED', bid: QUOTE }), {
    matches: [
      matchFixture({ status: 'BID_SUBMITTED', bid: QUOTE }),
      matchFixture({
        id: 142,
        facilityId: 2,
        facilityName: 'Northwind',
        status: 'NDA_VERIFICATION_PENDING',
        signedNda: { id: 88, fileName: 'nda-signed.pdf', fileURL: '/files/88/nda-signed.pdf' },
      }),
    ],
    notes: 'Deliver to gate 4',
    ...extra,
  });

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

jest.setTimeout(20_000);

const open = () => renderWithProviders(<OrderDetailsPage />, { route: '/order-details/41', path: '/order-details/:id' });

describe('the order details', () => {
  it('shows where the order stands, its facts, parts and history, and each quote line by line', async () => {
    api = stubApi({
      'GET /api/v1/orders/41': waiting(),
      'GET /api/v1/messages/unread': { orders: [{ orderId: 41, unread: 2 }] },
    });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order 41: PA12 housings' })).toBeVisible();
    // The unread count arrives with its own call, after the order.
    expect(await screen.findByRole('link', { name: /Messages \(2 unread\)/ })).toHaveAttribute('href', '/order/41/messages');
    const facts = screen.getByRole('region', { name: 'The order' });
    expect(within(facts).getByText('Currency').nextSibling).toHaveTextContent('USD');
    expect(within(facts).getByText('Notes').nextSibling).toHaveTextContent('Deliver to gate 4');

    const housing = within(screen.getByRole('table', { name: 'Parts' })).getByRole('row', { name: /housing\.stl/ });
    expect(housing).toHaveTextContent('SLS');
    expect(within(housing).getByRole('link', { name: 'View housing.stl in 3D' })).toHaveAttribute(
      'href',
      '/order/41/cad-viewer?part=501',
    );

    const austin = screen.getByRole('region', { name: 'Austin Plant' });
    expect(within(austin).getByText('Quote received')).toBeVisible();
    const lines = within(austin).getByRole('table', { name: 'Quote of Austin Plant' });
    expect(within(lines).getByRole('row', { name: /housing\.stl/ })).toHaveTextContent('20 × $12.50$250.00');
    expect(within(lines).getByRole('row', { name: /Tax \(8 %\)/ })).toHaveTextContent('$24.00');
    expect(within(lines).getByRole('row', { name: /Total/ })).toHaveTextContent('$324.00');
    expect(within(austin).getByRole('list', { name: 'Files sent with the quote of Austin Plant' })).toHaveTextContent(
      'quote.pdf',
    );

    expect(within(screen.getByRole('region', { name: 'History' })).getByRole('listitem')).toHaveTextContent(
      'Awaiting quotes · Platform',
    );
  });

  it('accepts a quote only once the customer confirms it, with its total', async () => {
    const accepted: number[] = [];
    let order = waiting();
    api = stubApi({
      'GET /api/v1/orders/41': () => order,
      'GET /api/v1/messages/unread': { orders: [] },
      'POST /api/v1/orders/41/matches/141/accept': () => {
        accepted.push(141);
        order = orderFixture(matchFixture({ status: 'BID_APPROVED', bid: QUOTE }), { status: 'BID_ACCEPTED' });
        return order;
      },
    });
    const { user } = open();
    const accept = await screen.findByRole('button', { name: 'Accept the quote of Austin Plant' });
    await user.click(accept);
    let dialog = await screen.findByRole('alertdialog', { name: 'Accept this quote?' });
    expect(dialog).toHaveTextContent('Austin Plant makes the order for $324.00.');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(accepted).toEqual([]);

    await user.click(accept);
    dialog = await screen.findByRole('alertdialog', { name: 'Accept this quote?' });
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Accept the quote of Austin Plant' })).toBeNull());
    expect(accepted).toEqual([141]);
  });

  it('turns down a signed NDA with the reason, and shows why the server refused', async () => {
    const answered: unknown[] = [];
    api = stubApi({
      'GET /api/v1/orders/41': waiting(),
      'GET /api/v1/messages/unread': { orders: [] },
      'POST /api/v1/orders/41/matches/142/nda-review': ({ body }: { body: unknown }) => {
        answered.push(body);
        return new ApiRefusal(409, { code: 'CONFLICT', message: 'The NDA was already reviewed' });
      },
    });
    const { user } = open();
    const northwind = await screen.findByRole('region', { name: 'Northwind' });
    expect(within(northwind).getByRole('link', { name: 'Signed NDA: nda-signed.pdf' })).toHaveAttribute(
      'href',
      '/files/88/nda-signed.pdf',
    );
    await user.click(within(northwind).getByRole('button', { name: 'Reject the NDA' }));
    await user.type(within(northwind).getByRole('textbox', { name: /Why you turn Northwind down/ }), 'Wrong company name');
    await user.click(within(northwind).getByRole('button', { name: 'Reject the NDA' }));
    expect(await screen.findByText('The NDA was already reviewed')).toBeVisible();
    expect(answered).toEqual([{ approved: false, reason: 'Wrong company name' }]);
  });

  it('withdraws the order after asking, and then offers no quote to accept', async () => {
    let order = waiting();
    api = stubApi({
      'GET /api/v1/orders/41': () => order,
      'GET /api/v1/messages/unread': { orders: [] },
      'POST /api/v1/orders/41/withdraw': () => {
        order = waiting({ status: 'WITHDRAWN' });
        return order;
      },
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Withdraw the order' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw the order' }));
    expect(await screen.findByText('This order was withdrawn.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Accept the quote of Austin Plant' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Withdraw the order' })).toBeNull();
  });

  it('says why an order is on hold', async () => {
    const held = waiting({ status: 'ON_HOLD' });
    held.history.push({
      id: 2,
      at: Date.UTC(2026, 0, 15),
      matchId: null,
      facilityName: null,
      from: 'IN_MANUFACTURING',
      to: 'ON_HOLD',
      actor: 'FACILITY',
      actorName: 'Paula Planner',
      reason: 'Powder lot in quarantine',
    });
    api = stubApi({ 'GET /api/v1/orders/41': held, 'GET /api/v1/messages/unread': { orders: [] } });
    open();
    const panel = await screen.findByRole('region', { name: 'The facility has put the order on hold' });
    expect(panel).toHaveTextContent('Powder lot in quarantine');
  });
});
