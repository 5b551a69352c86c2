import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { expectNoAxeViolations } from '../support/axe';
import { clockOffsetMs } from '../support/clock';
import { bearerOf, logIn, sidebar } from '../support/login';
import { startServer } from '../support/server';
import { expect, test as base } from '../support/test';

// An admin adds a webhook endpoint; an order event of the facility reaches a
// receiver on loopback, which verifies its signature with the secret the page showed once; the
// delivery log shows it, a test event follows, and a delivery is sent again by hand.

/** This flow declines one of Austin's offers: on a platform of its own, so no other flow loses it. */
const test = base.extend({
  // Playwright reads a fixture's dependencies from its first parameter: this one has none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const server = await startServer();
    await use(server.url);
    await server.stop();
  },
});

/** A receiver on loopback that keeps what it gets and answers 200 "ok". */
async function startReceiver() {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/erp/hooks`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * What a receiver does: verify a delivery with the endpoint's secret (the library also refuses a
 * timestamp five minutes off its clock). The receiver lives on the run's clock, as the platform
 * does (E2E_NOW moves both).
 */
function verify(secret: string, delivery: { headers: IncomingHttpHeaders; body: string }) {
  const realNow = Date.now;
  Date.now = () => realNow() + clockOffsetMs();
  try {
    return new Webhook(secret).verify(delivery.body, delivery.headers as Record<string, string>);
  } finally {
    Date.now = realNow;
  }
}

test('a webhook endpoint receives a signed order event that a local receiver verifies', async ({ page, request }) => {
  const receiver = await startReceiver();
  try {
    await logIn(page, 'admin@demo.test');
    await sidebar(page).getByRole('link', { name: 'Webhooks' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
    await expect(page.getByText('No endpoint yet: add one to receive the facility’s events.')).toBeVisible();
    await expectNoAxeViolations(page);

    // An address inside the network is refused with the reason; the receiver's is allowed by the operator.
    await page.getByRole('button', { name: 'Add an endpoint' }).click();
    await page.getByLabel('Address (URL)').fill('http://10.1.2.3/hooks');
    await page.getByLabel('Description').fill('ERP');
    await page.getByRole('checkbox', { name: /^order\.\* / }).check();
    await page.getByRole('checkbox', { name: /^match\.\* / }).check();
    await page.getByRole('button', { name: 'Add the endpoint' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '10.1.2.3 resolves to 10.1.2.3, a private address' })).toBeVisible();
    await page.getByLabel('Address (URL)').fill(receiver.url);
    await page.getByRole('button', { name: 'Add the endpoint' }).click();
    const secretPanel = page.getByRole('region', { name: `The signing secret of ${receiver.url}` });
    await expect(secretPanel).toContainText('it is not shown again');
    const secret = (await secretPanel.locator('code').textContent())!;
    expect(secret).toMatch(/^whsec_/);
    await expectNoAxeViolations(page);
    await secretPanel.getByRole('button', { name: 'I have kept it' }).click();
    const endpoints = page.getByRole('table', { name: 'Endpoints' });
    await expect(endpoints.getByRole('row')).toHaveCount(2);
    await expect(endpoints.getByRole('row').nth(1)).toContainText('order.*, match.*');

    // Austin declines to quote on an order: the receiver gets match.status, signed with that secret.
    const headers = await bearerOf(request, 'admin@demo.test');
    const offers = await request.get('/api/v1/part-orders?offset=0&limit=15&stage=NEW', { headers });
    expect(offers.ok()).toBeTruthy();
    const match = { id: ((await offers.json()) as { orders: { matchId: number }[] }).orders[0]!.matchId };
    const declined = await request.post(`/api/v1/matches/${match.id}/decline`, { headers, data: { reason: 'Machines booked' } });
    expect(declined.ok()).toBeTruthy();
    await expect.poll(() => receiver.received.length).toBe(1);
    const [delivery] = receiver.received;
    const event = verify(secret, delivery!) as {
      type: string;
      data: { matchId: number; to: string };
    };
    expect(event).toMatchObject({ type: 'match.status', data: { matchId: match.id, to: 'SP_RFQ_REJECTED' } });
    expect(() => verify(`whsec_${Buffer.from('another secret of 32 bytes!!!!!').toString('base64')}`, delivery!)).toThrow(
      'No matching signature found',
    );

    // The log shows it without a reload: event, status, response code and answer.
    const log = page.getByRole('table', { name: 'Deliveries' });
    const row = log.getByRole('row').filter({ hasText: delivery!.headers['webhook-id'] as string });
    await expect(row).toContainText('match.status');
    await expect(row).toContainText('Delivered');
    await expect(row.getByRole('cell').nth(5)).toHaveText('200');

    // A test event, then the order event sent again by hand: the same webhook-id, verified again.
    await page.getByRole('button', { name: `Send a test event to ${receiver.url}` }).click();
    await expect(page.getByText('A test event is on its way', { exact: true })).toBeVisible();
    await expect.poll(() => receiver.received.length).toBe(2);
    expect(JSON.parse(receiver.received[1]!.body)).toMatchObject({ type: 'webhook.test' });
    await row.getByRole('button', { name: /^Send again: msg_/ }).click();
    await expect.poll(() => receiver.received.length).toBe(3);
    expect(receiver.received[2]!.headers['webhook-id']).toBe(delivery!.headers['webhook-id']);
    expect(verify(secret, receiver.received[2]!)).toMatchObject({ type: 'match.status' });
    await expect(log.getByRole('row').filter({ hasText: 'webhook.test' })).toContainText('Delivered');
    await expectNoAxeViolations(page);
  } finally {
    await receiver.close();
  }
});
