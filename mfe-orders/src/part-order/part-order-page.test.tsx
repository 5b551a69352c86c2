import { screen, waitFor, within } from '@testing-library/react';
import { authApi } from 'shared/auth';
import type { BidInput, OrderDetails } from 'shared/contracts';
import { ApiRefusal, bidFixture, matchFixture, orderFixture, renderWithProviders, stubApi } from 'shared/testing';
import PartOrderPage from './part-order-page';

const DAY = 86_400_000;

/** What the order page asks besides the order: colleagues, marks, messages, the plan's date and the session's features. */
const around = (features: string[] = []) => {
  const deliveryDate = Date.now() + 10 * DAY;
  return {
    deliveryDate,
    answers: {
      'GET /api/v1/part-orders/assignees': [{ id: 2, name: 'Paula Planner' }],
      'GET /api/v1/priorities': [],
      'GET /api/v1/sp/tags': [],
      'GET /api/v1/orders/41/messages': { orderId: 41, title: 'PA12 housings', threads: [] },
      'GET /api/v1/ui/session': { features },
      'GET /api/v1/matches/141/promise-date': {
        deliveryDate,
        postProcessingHours: 6,
        parts: [
          {
            partId: 501,
            fileName: 'housing.stl',
            hours: 14,
            equipmentId: 4,
            equipmentName: 'SLS-01',
            fromDate: Date.now() + 2 * DAY,
            toDate: Date.now() + 3 * DAY,
          },
        ],
        unplanned: [],
      },
    },
  };
};

/** The facility's pricing rules' offer for the order: its one part, and the setup. */
const RULE_PRICE = {
  version: 3,
  currency: 'USD',
  parts: [
    {
      rfqFileId: 501,
      fileName: 'housing.stl',
      quantity: 20,
      price: { terms: [], unitPriceMinor: 1_875, quantity: 20, amountMinor: 37_500 },
      problem: null,
    },
  ],
  setupMinor: 5_000,
  minimumTopUpMinor: 0,
  totalMinor: 42_500,
  problem: null,
};

/** The bid as the server keeps it from what was sent: the first revision, $12.50 a part and $50 setup. */
const bidOf = (input: BidInput) =>
  bidFixture({
    leadTimeDays: input.leadTimeDays,
    deliveryDate: input.deliveryDate,
    validUntil: input.validUntil,
    notes: input.notes,
  });

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

jest.setTimeout(20_000);

const open = () =>
  renderWithProviders(<PartOrderPage />, {
    route: '/service-provider/part-orders/41',
    path: '/service-provider/part-orders/:id',
  });

describe('a part order', () => {
  it('shows the order, its parts to view and download, its history, and the bid form without the pricing rules where they are off', async () => {
    api = stubApi({ ...around().answers, 'GET /api/v1/orders/41': orderFixture() });
    const { store } = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order 41: PA12 housings · Acme Robotics' })).toBeVisible();
    expect(screen.getByText('Quote awaited')).toBeVisible();
    const parts = screen.getByRole('table', { name: 'Parts' });
    const housing = within(parts).getByRole('row', { name: /housing\.stl/ });
    expect(housing).toHaveTextContent('SLS');
    expect(housing).toHaveTextContent('PA12');
    expect(within(housing).getByRole('cell', { name: '20' })).toBeVisible();
    expect(within(housing).getByRole('link', { name: 'Download housing.stl' })).toHaveAttribute('href', '/files/901/housing.stl');
    expect(within(housing).getByRole('button', { name: 'View housing.stl in 3D' })).toBeVisible();
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByRole('listitem')).toHaveTextContent('Awaiting quotes · Platform');

    const bid = screen.getByRole('form', { name: 'Bid' });
    expect(await within(bid).findByText(/^Your plan can deliver by/)).toBeVisible();
    // The session's features have arrived (none on), so the button's absence is their answer.
    await waitFor(() => expect(authApi.endpoints.sessionConfig.select()(store.getState()).isSuccess).toBe(true));
    expect(within(bid).queryByRole('button', { name: 'Fill from the pricing rules' })).toBeNull();
  });

  it('sends the bid filled from the pricing rules, where they are on, with the date the plan suggests; says why one was refused', async () => {
    const sent: BidInput[] = [];
    const { deliveryDate, answers } = around(['QUOTE_RULE_ENGINE_ENABLED']);
    let order: OrderDetails = orderFixture();
    api = stubApi({
      ...answers,
      'GET /api/v1/orders/41': () => order,
      'GET /api/v1/matches/141/rule-price': RULE_PRICE,
      'PUT /api/v1/matches/141/bid': ({ body }: { body: BidInput }) => {
        sent.push(body);
        if (sent.length === 1) return new ApiRefusal(409, { code: 'CONFLICT', message: 'The order is no longer open for bids' });
        order = orderFixture(matchFixture({ status: 'BID_SUBMITTED', bid: bidOf(body) }));
        return order;
      },
    });
    const { user } = open();
    const bid = await screen.findByRole('form', { name: 'Bid' });
    await user.click(within(bid).getByRole('button', { name: 'Send the bid' }));
    expect(await within(bid).findByText('Please enter a unit price')).toBeVisible();
    expect(within(bid).getByText('Please enter the lead time')).toBeVisible();
    expect(within(bid).getByText('Please choose the delivery date')).toBeVisible();
    expect(sent).toEqual([]);

    await user.click(within(bid).getByRole('button', { name: 'Fill from the pricing rules' }));
    expect(await within(bid).findByText('Filled from version 3 of the pricing rules: $425.00 before tax.')).toBeVisible();
    const unitPrice = within(bid).getByRole('spinbutton', { name: 'Unit price of housing.stl × 20 (USD)' });
    expect(unitPrice).toHaveValue(18.75);
    expect(within(bid).getByRole('spinbutton', { name: 'Setup (USD)' })).toHaveValue(50);
    // The facility gives a better price than its rules.
    await user.clear(unitPrice);
    await user.type(unitPrice, '12.5');
    await user.click(await within(bid).findByRole('button', { name: 'Use this date' }));
    expect(within(bid).getByRole('spinbutton', { name: 'Lead time (days)' })).toHaveValue(10);
    expect(within(within(bid).getByLabelText('Totals')).getAllByText('$300.00')).toHaveLength(2);
    await user.click(within(bid).getByRole('button', { name: 'Send the bid' }));
    expect(await within(bid).findByRole('alert')).toHaveTextContent('The order is no longer open for bids');
    await user.click(within(bid).getByRole('button', { name: 'Send the bid' }));

    expect(await screen.findByRole('heading', { name: 'Your bid (revision 1)' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send the revised bid' })).toBeVisible();
    expect(sent).toHaveLength(2);
    expect(sent[0]).toEqual(sent[1]);
    expect(sent.slice(1)).toEqual([
      expect.objectContaining({
        currency: 'USD',
        lines: [
          { kind: 'PART', rfqFileId: 501, quantity: 20, unitPriceMinor: 1_250 },
          { kind: 'SETUP', quantity: 1, unitPriceMinor: 5_000 },
        ],
        discountMinor: 0,
        taxRateBasisPoints: 0,
        leadTimeDays: 10,
        deliveryDate,
        revision: 0,
      }),
    ]);
  });

  it('declines to quote only once the user confirms, with the reason for the customer', async () => {
    const declined: unknown[] = [];
    let order: OrderDetails = orderFixture();
    api = stubApi({
      ...around().answers,
      'GET /api/v1/orders/41': () => order,
      'POST /api/v1/matches/141/decline': ({ body }: { body: unknown }) => {
        declined.push(body);
        order = orderFixture(matchFixture({ status: 'SP_RFQ_REJECTED', declineReason: 'No PA12 capacity this month' }));
        return order;
      },
    });
    const { user } = open();
    const decline = await screen.findByRole('button', { name: 'Decline to quote' });
    expect(decline).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Reason, for the customer' }), 'No PA12 capacity this month');

    await user.click(decline);
    let dialog = await screen.findByRole('alertdialog', { name: 'Decline to quote on this order?' });
    expect(dialog).toHaveTextContent('No PA12 capacity this month');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(declined).toEqual([]);

    await user.click(decline);
    dialog = await screen.findByRole('alertdialog', { name: 'Decline to quote on this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Declined to quote')).toBeVisible();
    expect(declined).toEqual([{ reason: 'No PA12 capacity this month' }]);
    expect(screen.queryByRole('form', { name: 'Bid' })).toBeNull();
  });

  it('says so, with a way to try again, when the order cannot be fetched; not when there is no such order', async () => {
    const answers: Record<string, unknown> = {
      ...around().answers,
      'GET /api/v1/orders/41': new ApiRefusal(503, { code: 'UNAVAILABLE', message: 'The database is busy' }),
    };
    api = stubApi(answers);
    const { unmount, user } = open();
    const failed = await screen.findByRole('region', { name: 'Could not load the order' });
    expect(failed).toHaveTextContent('The database is busy');
    // Trying again asks for the order again, in the page: the app is not loaded anew.
    answers['GET /api/v1/orders/41'] = orderFixture();
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order 41: PA12 housings · Acme Robotics' })).toBeVisible();
    unmount();
    api.restore();

    api = stubApi({
      ...around().answers,
      'GET /api/v1/orders/41': new ApiRefusal(404, { code: 'NOT_FOUND', message: 'Order 41 not found' }),
    });
    open();
    const missing = await screen.findByRole('region', { name: 'Could not load the order' });
    expect(missing).toHaveTextContent('Order 41 not found');
    expect(within(missing).queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});

describe('the bid’s plan', () => {
  it('names a part no machine of the facility runs and holds', async () => {
    const { answers } = around();
    const PLAN = 'GET /api/v1/matches/141/promise-date';
    const plan = { ...answers[PLAN], unplanned: [{ partId: 502, fileName: 'frame.stl' }] };
    api = stubApi({ ...answers, [PLAN]: plan, 'GET /api/v1/orders/41': orderFixture() });
    open();
    const bid = await screen.findByRole('form', { name: 'Bid' });
    expect(
      await within(bid).findByText('frame.stl: no machine of yours runs its process and material and holds it'),
    ).toBeVisible();
  });
});
