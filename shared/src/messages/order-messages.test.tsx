import { screen, waitFor, within } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { renderWithProviders, stubApi } from '../testing/index.js';
import { textTableProblems } from '../texts/index.js';
import { OrderMessages } from './order-messages.js';
import { MESSAGE_TEXTS } from './texts.js';

const message = (id: number, text: string, mine: boolean) => ({
  id,
  authorName: mine ? 'Erin Engineer' : 'Vera Vendor',
  authorCompany: mine ? 'Acme Robotics' : 'Northwind Precision Printing',
  mine,
  text,
  createdAt: Date.UTC(2026, 10, 20, 9, 30),
  attachments: mine ? [] : [{ id: 5, fileName: 'bore.pdf', size: 2048, fileURL: '/media/files/5?signature=x' }],
});

const threads = (northwindMessages: ReturnType<typeof message>[]) => ({
  orderId: 12,
  title: 'Lens housings',
  threads: [
    { matchId: 1, facility: { id: 3, name: 'Austin Plant' }, unread: 0, lastReadId: 0, messages: [] },
    { matchId: 2, facility: { id: 4, name: 'Northwind' }, unread: 1, lastReadId: 0, messages: northwindMessages },
  ],
});

let api: ReturnType<typeof stubApi>;
afterEach(() => api.restore());

describe("an order's conversations", () => {
  it('shows a tab per facility with its unread count, marks what the reader sees read, and sends', async () => {
    const read: unknown[] = [];
    const posted: unknown[] = [];
    let answered = false;
    api = stubApi({
      'GET /api/v1/orders/12/messages': () =>
        threads(
          answered ? [message(7, 'Reamed, yes.', false), message(8, 'Thank you', true)] : [message(7, 'Reamed, yes.', false)],
        ),
      'POST /api/v1/matches/2/messages/read': ({ body }: { body: unknown }) => void read.push(body),
      'POST /api/v1/matches/2/messages': ({ body }: { body: unknown }) => {
        posted.push(body);
        answered = true;
        return { id: 8 };
      },
    });
    const { user } = renderWithProviders(<OrderMessages orderId={12} />);
    const tabs = await screen.findByRole('tablist', { name: 'Conversations by facility' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Austin Plant', 'Northwind (1 unread)']);
    expect(screen.getByText(/No messages yet/)).toBeVisible();

    await user.click(within(tabs).getByRole('tab', { name: 'Northwind (1 unread)' }));
    const list = screen.getByRole('list', { name: 'Messages with Northwind' });
    expect(within(list).getByText('Reamed, yes.')).toBeVisible();
    expect(within(list).getByRole('link', { name: 'bore.pdf' })).toHaveAttribute('href', '/media/files/5?signature=x');
    await waitFor(() => expect(read).toEqual([{ upTo: 7 }]));

    // An empty message is not sent; a written one is, and the box empties.
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Please write a message or attach a file')).toBeVisible();
    await user.type(screen.getByLabelText('Your message'), 'Thank you');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(posted).toEqual([{ text: 'Thank you', fileIds: [] }]));
    expect(await within(list).findByText('Thank you')).toBeVisible();
    expect(screen.getByLabelText('Your message')).toHaveValue('');
  });

  it('shows a facility its one conversation with the customer', async () => {
    api = stubApi({ 'GET /api/v1/orders/12/messages': { ...threads([]), threads: [threads([]).threads[1]] } });
    renderWithProviders(<OrderMessages orderId={12} customerName="Acme Robotics" />);
    expect(await screen.findByRole('list', { name: 'Messages with Acme Robotics' })).toBeVisible();
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});

it('has every message text in every language, each used', () => {
  const sources = readdirSync(__dirname)
    .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.') && file !== 'texts.ts')
    .map((file) => readFileSync(path.join(__dirname, file), 'utf8'));
  expect(textTableProblems(MESSAGE_TEXTS, sources)).toEqual([]);
});
