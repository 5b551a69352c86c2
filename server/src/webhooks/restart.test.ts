import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Webhook } from 'standardwebhooks';
import { openDatabase } from '../db/database.js';
import { freePort, seededDataFolder, startServer, stopServer } from '../test-support/server-process.js';
import { startReceiver } from '../test-support/webhook-receiver.js';

/**
 * Nothing is lost: with its receivers down, the real server process makes 400 job events for
 * two endpoints and stops; the receivers and the server come back, and every event reaches each
 * endpoint exactly once (by webhook-id), signed with that endpoint's secret. 400 events fill two
 * of the fan-out's batches and eight delivery leases per endpoint: what comes back after the
 * restart still goes out over many batches.
 */
const EVENTS = 400;
const HOUR = 3_600_000;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'am-webhooks-'));
  await seededDataFolder(dataDir);
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('delivers every event once to each endpoint across a stopped receiver and a server restart', async () => {
  const port = await freePort();
  const env = { WEBHOOK_ALLOWED_ADDRESSES: '127.0.0.1' };
  // Two receivers' addresses, then the receivers stopped.
  const ports = await Promise.all(
    [0, 1].map(async () => {
      const receiver = await startReceiver();
      await receiver.close();
      return receiver.port;
    }),
  );
  let server = await startServer({ port, dataDir, env });
  const url = (p: string) => `${server.url}${p}`;
  const login = await fetch(url('/api/v1/users/customLogin'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.test', password: 'Demo-Password-1' }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const post = async (p: string, body: object) => {
    const response = await fetch(url(p), { method: 'POST', headers, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`${p}: ${response.status} ${await response.text()}`);
    return response.json();
  };

  const secrets: string[] = [];
  for (const [index, events] of [['job.*'], ['job.saved', 'order.*']].entries()) {
    const { secret } = (await post('/api/v1/sp/webhooks/endpoints', {
      url: `http://127.0.0.1:${ports[index]}/hook`,
      description: `Receiver ${index + 1}`,
      events,
      enabled: true,
    })) as { secret: string };
    secrets.push(secret);
  }

  // The jobs, an hour apart on one machine: one job.saved event each, four requests at a time.
  const machines = (await (await fetch(url('/api/v3/sp/equipments'), { headers })).json()) as {
    id: number;
    materials: { id: number }[];
  }[];
  const machine = machines.find((candidate) => candidate.materials.length)!;
  const start = Date.UTC(2032, 0, 1);
  const jobIds: number[] = [];
  for (let first = 0; first < EVENTS; first += 4) {
    const made = await Promise.all(
      [0, 1, 2, 3].map((offset) =>
        post('/api/v1/job-scheduling', {
          jobName: `Webhook restart ${first + offset}`,
          equipmentDTO: { id: machine.id },
          materialDTO: { id: machine.materials[0]!.id },
          fromDate: start + (first + offset) * HOUR,
          toDate: start + (first + offset) * HOUR + HOUR / 2,
        }),
      ),
    );
    jobIds.push(...made.map((job) => (job as { id: number }).id));
  }
  expect(await stopServer(server.child)).toBe(0);

  // The deliveries refused while the receivers were down wait for their first retry, 30 s on:
  // the time passes while the server is stopped. Their due time becomes the time they were made,
  // on the server's clock (this process's may differ: `pnpm test:clocks` starts each under its own).
  const stopped = await openDatabase({ dataDir: path.join(dataDir, 'pgdata') });
  const { numUpdatedRows } = await stopped.db
    .updateTable('webhook_deliveries')
    .set((eb) => ({ next_attempt_at: eb.ref('created_at') }))
    .where('status', '=', 'PENDING')
    .executeTakeFirstOrThrow();
  await stopped.close();
  expect(Number(numUpdatedRows)).toBeGreaterThan(0);

  const receivers = await Promise.all(ports.map((receiverPort) => startReceiver(receiverPort)));
  server = await startServer({ port, dataDir, env });
  try {
    await Promise.all(receivers.map((receiver) => receiver.waitFor(EVENTS, 150_000)));
    // Nothing left to send: the queue is empty, so no repeat can still arrive.
    for (let pending = 1; pending > 0;) {
      const log = await fetch(url('/api/v1/sp/webhooks/deliveries?status=PENDING&offset=0&limit=1'), { headers });
      pending = ((await log.json()) as { totalCount: number }).totalCount;
      if (pending) await new Promise((done) => setTimeout(done, 200));
    }
    receivers.forEach((receiver, index) => {
      const ids = receiver.received.map((delivery) => delivery.headers['webhook-id']);
      expect(receiver.received).toHaveLength(EVENTS);
      expect(new Set(ids).size).toBe(EVENTS);
      const verifier = new Webhook(secrets[index]!);
      const delivered = receiver.received.map(
        (delivery) =>
          (verifier.verify(delivery.body, delivery.headers as Record<string, string>) as { data: { jobId: number } }).data.jobId,
      );
      expect(delivered.sort((a, b) => a - b)).toEqual([...jobIds].sort((a, b) => a - b));
    });
  } finally {
    expect(await stopServer(server.child)).toBe(0);
    await Promise.all(receivers.map((receiver) => receiver.close()));
  }
}, 400_000);
