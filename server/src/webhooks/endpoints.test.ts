import { Webhook } from 'standardwebhooks';
import { openTestDatabase } from '../test-support/test-database.js';
import type { Db } from '../db/database.js';
import { assertEventPatterns, createEndpoint, rotateSecret, ROTATION_OVERLAP_MS, signingSecrets, takes } from './endpoints.js';
import { allowedRanges } from './destination.js';
import { signatureHeaders } from './signing.js';

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

describe('webhook endpoints', () => {
  it('take an event by its type or its family, and refuse a pattern that names none', () => {
    expect(takes(['order.*'], 'order.status')).toBe(true);
    expect(takes(['order.*'], 'match.status')).toBe(false);
    expect(takes(['shipment.shipped'], 'shipment.shipped')).toBe(true);
    expect(() => assertEventPatterns(['order.*', 'shipment.shipped'])).not.toThrow();
    expect(() => assertEventPatterns(['order.*', 'invoice.*'])).toThrow(/^invoice\.\* is not an event/);
  });

  it('sign with the old secret beside the new one for a day after a rotation, then with the new one only', async () => {
    const facility = await db
      .selectFrom('companies')
      .select('id')
      .where('kind', '=', 'SERVICE_PROVIDER')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const context = { db, appSecret, allowed: allowedRanges('127.0.0.1') };
    const scope = { facilityId: facility.id, userId: null };
    const created = await createEndpoint(context, scope, {
      url: 'http://127.0.0.1:9/hook',
      description: 'ERP',
      events: ['order.*'],
      enabled: true,
    });
    const now = Date.now();
    const rotated = await rotateSecret(context, scope, created.id, now);
    expect(rotated.previousSecretUntil).toBe(now + ROTATION_OVERLAP_MS);
    const row = await db.selectFrom('webhook_endpoints').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(row.secret).not.toContain(rotated.secret.slice(6));

    const body = '{"type":"order.status"}';
    const during = signatureHeaders(signingSecrets(appSecret, row, now + 1000), 'msg_rot', new Date(), body);
    expect(new Webhook(created.secret).verify(body, during)).toEqual({ type: 'order.status' });
    expect(new Webhook(rotated.secret).verify(body, during)).toEqual({ type: 'order.status' });
    const after = signatureHeaders(signingSecrets(appSecret, row, now + ROTATION_OVERLAP_MS + 1), 'msg_rot2', new Date(), body);
    expect(() => new Webhook(created.secret).verify(body, after)).toThrow();
    expect(new Webhook(rotated.secret).verify(body, after)).toEqual({ type: 'order.status' });

    await expect(rotateSecret(context, { ...scope, facilityId: facility.id + 100_000 }, created.id, now)).rejects.toThrow(
      'not found',
    );
  });
});
