import { screen, waitFor, within } from '@testing-library/react';
import type { components } from 'shared/contracts';
import { ApiRefusal, renderWithProviders, stubApi } from 'shared/testing';
import OrderMessagesPage from './order-messages-page';

type OrderMessages = components['schemas']['OrderMessages'];
type OrderMessage = components['schemas']['OrderMessage'];

const message = (id: number, text: string, mine: boolean): OrderMessage => ({
  id,
  authorName: mine ? 'Erin Engineer' : 'Vera Vendor',
  authorCompany: mine ? 'Acme Robotics' : 'Northwind Precision Printing',
  mine,
  text,
  createdAt: Date.UTC(2026, 10, 20, 9, 30),
  attachments: [],
});

const conversations = (northwind: OrderMessage[]): OrderMessages => ({
  orderId: 12,
  title: 'Lens housings',
  threads: [
    { matchId: 1, facility: { id: 3, name: 'Austin Plant' }, unread: 0, lastReadId: 0, messages: [] },
    { matchId: 2, facility: { id: 4, name: 'Northwind' }, unread: 1, lastReadId: 0, messages: northwind },
  ],
});

const render = () => renderWithProviders(<OrderMessagesPage />, { route: '/order/12/messages', path: '/order/:id/messages' });

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

jest.setTimeout(20_000);

describe('the Order Messages page', () => {
  it('names the order, leads back to it, and shows a conversation per facility', async () => {
    api = stubApi({ 'GET /api/v1/orders/12/messages': conversations([message(7, 'Reamed, yes.', false)]) });
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages: order 12, Lens housings' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the order' })).toHaveAttribute('href', '/order-details/12');
    const tabs = screen.getByRole('tablist', { name: 'Conversations by facility' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Austin Plant', 'Northwind (1 unread)']);
  });

  it('sends a message to the facility chosen', async () => {
    const posted: unknown[] = [];
    let answered = false;
    api = stubApi({
      'GET /api/v1/orders/12/messages': () =>
        conversations(
          answered ? [message(7, 'Reamed, yes.', false), message(8, 'Thank you', true)] : [message(7, 'Reamed, yes.', false)],
        ),
      'POST /api/v1/matches/2/messages/read': () => undefined,
      'POST /api/v1/matches/2/messages': ({ body }: { body: unknown }) => {
        posted.push(body);
        answered = true;
        return { id: 8 };
      },
    });
    const { user } = render();
    await user.click(await screen.findByRole('tab', { name: 'Northwind (1 unread)' }));
    const list = screen.getByRole('list', { name: 'Messages with Northwind' });
    expect(within(list).getByText('Reamed, yes.')).toBeVisible();
    await user.type(screen.getByLabelText('Your message'), 'Thank you');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(posted).toEqual([{ text: 'Thank you', fileIds: [] }]));
    expect(await within(list).findByText('Thank you')).toBeVisible();
  });

  it('says so when the messages cannot be fetched, and when there is no conversation yet after Try again', async () => {
    const stubbed: Record<string, unknown> = {
      'GET /api/v1/orders/12/messages': new ApiRefusal(503, { code: 'UNAVAILABLE', message: 'Try later' }),
    };
    api = stubApi(stubbed);
    const { user } = render();
    expect(await screen.findByText('Could not load the messages')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Messages: order 12' })).toBeVisible();
    stubbed['GET /api/v1/orders/12/messages'] = { orderId: 12, title: 'Lens housings', threads: [] } satisfies OrderMessages;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Conversations open once the order has gone to facilities.')).toBeVisible();
  });
});
