import { Webhook } from 'standardwebhooks';
import { openTestDatabase } from '../test-support/test-database.js';
import { startReceiver } from '../test-support/webhook-receiver.js';
import type { Db } from '../db/database.js';
import { allowedRanges } from './destination.js';
import { createEndpoint } from './endpoints.js';
import { deliverDue, fanOut, RETRY_DELAYS_MS } from './queue.js';
import { requestPinned } from './send.js';

jest.setTimeout(120_000);

// The database alone: the app's own webhook pollers would race these tests for the queue.
let db: Db;
let close: () => Promise<void>;
const appSecret = 'test-secret-'.padEnd(48, 'x');
beforeAll(async () => {
  const handle = await openTestDatabase();
  db = handle.db;
  close = () => handle.close();
});
afterAll(() => close());

describe('the webhook queue', () => {
  it('delivers an order event signed to the facility’s endpoint, and retries a failed attempt later', async () => {
    const receiver = await startReceiver();
    try {
      const context = { db, appSecret, allowed: allowedRanges('127.0.0.1') };
      const facility = await db
        .selectFrom('companies')
        .select('id')
        .where('kind', '=', 'SERVICE_PROVIDER')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const { id, secret } = await createEndpoint(
        context,
        { facilityId: facility.id, userId: null },
        {
          url: receiver.url,
          description: 'ERP',
          events: ['order.*'],
          enabled: true,
        },
      );
      const event = await db
        .insertInto('event_outbox')
        .values({
          topic: 'order.status',
          rfq_id: null,
          match_id: null,
          company_ids: [facility.id],
          payload: { to: 'IN_PROGRESS' },
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // The demo data's events come first; a second sweep finds nothing left.
      while ((await fanOut(db)) > 0);
      expect(await fanOut(db)).toBe(0);
      const queued = await db.selectFrom('webhook_deliveries').selectAll().where('endpoint_id', '=', id).execute();
      expect(queued).toHaveLength(1);
      expect(queued[0]).toMatchObject({ message_id: `msg_${event.id}_${id}`, status: 'PENDING', event_type: 'order.status' });

      receiver.statuses.push(500);
      expect(await deliverDue(context)).toBe(1);
      let row = await db.selectFrom('webhook_deliveries').selectAll().where('endpoint_id', '=', id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'PENDING', attempts: 1, last_status_code: 500, last_response_excerpt: 'ok' });
      expect(row.next_attempt_at.getTime()).toBeGreaterThan(Date.now() + RETRY_DELAYS_MS[0]! - 5_000);
      expect(await deliverDue(context)).toBe(0); // not yet due

      expect(await deliverDue(context, Date.now() + RETRY_DELAYS_MS[0]!)).toBe(1);
      row = await db.selectFrom('webhook_deliveries').selectAll().where('endpoint_id', '=', id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'DELIVERED', attempts: 2, last_status_code: 200 });

      expect(receiver.received).toHaveLength(2);
      const [first, second] = receiver.received;
      expect(first!.headers['webhook-id']).toBe(second!.headers['webhook-id']);
      const verified = new Webhook(secret).verify(second!.body, second!.headers as Record<string, string>);
      expect(verified).toMatchObject({ type: 'order.status', data: { to: 'IN_PROGRESS' } });
    } finally {
      await receiver.close();
    }
  });

  it('connects to the address checked, whatever the host name would resolve to', async () => {
    const receiver = await startReceiver();
    try {
      const port = new URL(receiver.url).port;
      // .invalid never resolves: the answer can only come through the pinned address.
      const url = new URL(`http://hooks.example.invalid:${port}/hook`);
      const result = await requestPinned(
        { url, address: '127.0.0.1', family: 4 },
        { method: 'POST', headers: { 'webhook-id': 'msg_pin' }, body: '{}' },
        {
          timeoutMs: 5_000,
          excerptCharacters: 1,
        },
      );
      expect(result).toEqual({ status: 200, excerpt: 'o' });
      expect(receiver.received[0]!.headers).toMatchObject({ host: `hooks.example.invalid:${port}`, 'webhook-id': 'msg_pin' });
    } finally {
      await receiver.close();
    }
  });
});
