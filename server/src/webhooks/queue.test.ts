import { Webhook } from 'standardwebhooks';
import { startReceiver } from '../test-support/webhook-receiver.js';
import { facilityEndpoint, webhookDatabase } from '../test-support/webhooks.js';
import { deliverDue, fanOut, RETRY_DELAYS_MS } from './queue.js';
import { requestPinned } from './send.js';

jest.setTimeout(120_000);

const database = webhookDatabase();

describe('the webhook queue', () => {
  it('delivers an order event signed to the facility’s endpoint, and retries a failed attempt later', async () => {
    const receiver = await startReceiver();
    try {
      const context = database.context();
      const { db } = context;
      const {
        endpoint: { id, secret },
        scope,
      } = await facilityEndpoint(context, receiver.url);
      const event = await db
        .insertInto('event_outbox')
        .values({
          topic: 'order.status',
          rfq_id: null,
          match_id: null,
          company_ids: [scope.facilityId],
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
