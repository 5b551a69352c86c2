import { Webhook } from 'standardwebhooks';
import { createTestApp, login, type Session, type TestApp } from '../test-support/test-app.js';
import { startReceiver } from '../test-support/webhook-receiver.js';

jest.setTimeout(120_000);

// The app with its pollers, allowed to call a receiver on loopback as the e2e server is.
let t: TestApp;
let admin: Session;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  t = await createTestApp({ webhookAllowedAddresses: '127.0.0.1' });
  admin = await login(t.app, 'admin@demo.test');
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object, session = admin) =>
  t.app.inject({ method, url, payload, headers: session.bearer });
const PREFIX = '/api/v1/sp/webhooks';

interface Delivery {
  id: number;
  messageId: string;
  eventType: string;
  status: string;
  attempts: number;
  statusCode: number | null;
  durationMs: number | null;
  responseExcerpt: string | null;
}
const deliveries = async (endpointId: number) =>
  (await call('GET', `${PREFIX}/deliveries?endpointId=${endpointId}&offset=0&limit=20`)).json().rows as Delivery[];
/** Waits until the log shows what the poller wrote after an attempt. */
async function logged(endpointId: number, messageId: string, check: (delivery: Delivery) => boolean) {
  for (let tries = 0; tries < 300; tries++) {
    const found = (await deliveries(endpointId)).find((row) => row.messageId === messageId);
    if (found && check(found)) return found;
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error(`${messageId} was not logged as expected`);
}

describe('webhook endpoints over the API', () => {
  it('refuse an address inside the network and an event that does not exist, naming the field', async () => {
    const endpoint = { description: '', events: ['order.*'], enabled: true };
    const refusals = [
      [{ ...endpoint, url: 'http://10.0.0.5/hook' }, 'body.url', '10.0.0.5 resolves to 10.0.0.5, a private address'],
      [{ ...endpoint, url: 'http://169.254.169.254/latest' }, 'body.url', 'a linkLocal address'],
      [{ ...endpoint, url: 'ftp://example.com/hook' }, 'body.url', 'The address must be http or https'],
      [{ ...endpoint, url: receiver.url, events: ['order.*', 'invoice.*'] }, 'body.events.1', 'invoice.* is not an event'],
    ] as const;
    for (const [body, field, message] of refusals) {
      const response = await call('POST', `${PREFIX}/endpoints`, body);
      expect([response.statusCode, response.json().details?.[0]?.field]).toEqual([400, field]);
      expect(response.json().message).toContain(message);
    }
    expect((await call('GET', `${PREFIX}/endpoints`)).json()).toEqual([]);
  });

  it('deliver a signed job event and a test event, log each attempt, send a failed one again and rotate the secret', async () => {
    const created = await call('POST', `${PREFIX}/endpoints`, {
      url: receiver.url,
      description: 'Shop-floor board',
      events: ['job.*'],
      enabled: true,
    });
    expect(created.statusCode).toBe(201);
    const { id, secret } = created.json() as { id: number; secret: string };
    expect(secret).toMatch(/^whsec_/);

    // A job saved by the planner reaches the endpoint, signed with its secret.
    const planner = await login(t.app, 'planner@demo.test');
    const machines = (await call('GET', '/api/v3/sp/equipments', undefined, planner)).json() as {
      id: number;
      materials: { id: number }[];
    }[];
    const machine = machines.find((candidate) => candidate.materials.length)!;
    const from = Date.UTC(2031, 5, 1);
    const job = await call(
      'POST',
      '/api/v1/job-scheduling',
      {
        jobName: 'Webhook build',
        equipmentDTO: { id: machine.id },
        materialDTO: { id: machine.materials[0]!.id },
        fromDate: from,
        toDate: from + 3_600_000,
      },
      planner,
    );
    expect(job.statusCode).toBe(201);
    await receiver.waitFor(1);
    const [first] = receiver.received;
    expect(new Webhook(secret).verify(first!.body, first!.headers as Record<string, string>)).toEqual({
      type: 'job.saved',
      timestamp: expect.any(String),
      data: expect.objectContaining({ jobId: job.json().id, jobName: 'Webhook build', from: null, to: 'QUEUED' }),
    });
    const delivered = await logged(id, first!.headers['webhook-id'] as string, (row) => row.status === 'DELIVERED');
    expect(delivered).toMatchObject({ eventType: 'job.saved', attempts: 1, statusCode: 200, responseExcerpt: 'ok' });
    expect(delivered.durationMs).toEqual(expect.any(Number));

    // A test event the receiver refuses waits for its retry; sent again by hand, it arrives with the same webhook-id.
    receiver.statuses.push(503);
    const test = await call('POST', `${PREFIX}/endpoints/${id}/test`);
    expect(test.statusCode).toBe(202);
    const { messageId } = test.json() as { messageId: string };
    const refused = await logged(id, messageId, (row) => row.attempts === 1);
    expect(refused).toMatchObject({ eventType: 'webhook.test', status: 'PENDING', statusCode: 503 });
    expect((await call('GET', `${PREFIX}/endpoints`)).json()).toEqual([expect.objectContaining({ id, pending: 1, failed: 0 })]);
    expect((await call('POST', `${PREFIX}/deliveries/${refused.id}/redeliver`)).statusCode).toBe(202);
    expect(await logged(id, messageId, (row) => row.status === 'DELIVERED')).toMatchObject({ attempts: 2, statusCode: 200 });
    const tries = receiver.received.filter((delivery) => delivery.headers['webhook-id'] === messageId);
    expect(tries).toHaveLength(2);

    // After a rotation a delivery verifies with the new secret and, for a day, with the old one.
    const rotated = await call('POST', `${PREFIX}/endpoints/${id}/rotate-secret`);
    expect(rotated.statusCode).toBe(200);
    const next = rotated.json() as { secret: string; previousSecretUntil: number };
    expect(next.previousSecretUntil).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    const count = receiver.received.length;
    expect((await call('POST', `${PREFIX}/endpoints/${id}/test`)).statusCode).toBe(202);
    await receiver.waitFor(count + 1);
    const last = receiver.received[count]!;
    for (const key of [secret, next.secret])
      expect(new Webhook(key).verify(last.body, last.headers as Record<string, string>)).toMatchObject({ type: 'webhook.test' });

    // Switched off, it takes no test event; every change is in the settings audit, never a secret.
    const off = await call('PUT', `${PREFIX}/endpoints/${id}`, {
      url: receiver.url,
      description: 'Shop-floor board',
      events: ['job.*'],
      enabled: false,
    });
    expect(off.statusCode).toBe(204);
    const refusedTest = await call('POST', `${PREFIX}/endpoints/${id}/test`);
    expect([refusedTest.statusCode, refusedTest.json().message]).toEqual([
      409,
      'The endpoint is switched off: switch it on to send it a test event',
    ]);
    const audit = await call('GET', '/api/v1/sp/settings/audit?setting=WEBHOOK_ENDPOINT&offset=0&limit=10');
    const changes = audit.json().rows as { before: unknown; after: unknown }[];
    expect(changes).toHaveLength(3);
    expect(changes[0]).toMatchObject({ before: { enabled: true }, after: { enabled: false, url: receiver.url } });
    expect(audit.body).not.toContain('whsec_');
    expect(audit.body).not.toContain(secret.slice(6, 20));

    expect((await call('DELETE', `${PREFIX}/endpoints/${id}`)).statusCode).toBe(204);
    expect((await call('GET', `${PREFIX}/endpoints`)).json()).toEqual([]);
    expect((await call('GET', `${PREFIX}/deliveries?offset=0&limit=20`)).json()).toEqual({
      totalCount: 0,
      totalCountCapped: false,
      rows: [],
    });
  });
});
