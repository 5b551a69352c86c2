import { Webhook } from 'standardwebhooks';
import { facilityEndpoint, WEBHOOK_APP_SECRET, webhookDatabase } from '../test-support/webhooks.js';
import { assertEventPatterns, rotateSecret, ROTATION_OVERLAP_MS, signingSecrets, takes } from './endpoints.js';
import { signatureHeaders } from './signing.js';

jest.setTimeout(120_000);

const database = webhookDatabase();

describe('webhook endpoints', () => {
  it('take an event by its type or its family, and refuse a pattern that names none', () => {
    expect(takes(['order.*'], 'order.status')).toBe(true);
    expect(takes(['order.*'], 'match.status')).toBe(false);
    expect(takes(['shipment.shipped'], 'shipment.shipped')).toBe(true);
    expect(() => assertEventPatterns(['order.*', 'shipment.shipped'])).not.toThrow();
    expect(() => assertEventPatterns(['order.*', 'invoice.*'])).toThrow(/^invoice\.\* is not an event/);
  });

  it('sign with the old secret beside the new one for a day after a rotation, then with the new one only', async () => {
    const context = database.context();
    const { endpoint: created, scope } = await facilityEndpoint(context, 'http://127.0.0.1:9/hook');
    const now = Date.now();
    const rotated = await rotateSecret(context, scope, created.id, now);
    expect(rotated.previousSecretUntil).toBe(now + ROTATION_OVERLAP_MS);
    const row = await context.db
      .selectFrom('webhook_endpoints')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.secret).not.toContain(rotated.secret.slice(6));

    const body = '{"type":"order.status"}';
    const during = signatureHeaders(signingSecrets(WEBHOOK_APP_SECRET, row, now + 1000), 'msg_rot', new Date(), body);
    expect(new Webhook(created.secret).verify(body, during)).toEqual({ type: 'order.status' });
    expect(new Webhook(rotated.secret).verify(body, during)).toEqual({ type: 'order.status' });
    const after = signatureHeaders(
      signingSecrets(WEBHOOK_APP_SECRET, row, now + ROTATION_OVERLAP_MS + 1),
      'msg_rot2',
      new Date(),
      body,
    );
    expect(() => new Webhook(created.secret).verify(body, after)).toThrow();
    expect(new Webhook(rotated.secret).verify(body, after)).toEqual({ type: 'order.status' });

    await expect(rotateSecret(context, { ...scope, facilityId: scope.facilityId + 100_000 }, created.id, now)).rejects.toThrow(
      'not found',
    );
  });
});
