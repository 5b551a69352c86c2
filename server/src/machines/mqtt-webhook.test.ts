import { Webhook } from 'standardwebhooks';
import { startMosquitto, type Broker } from '../test-support/mosquitto.js';
import type { MachineEvent } from './events.js';
import { MqttMachineAdapter } from './mqtt/adapter.js';
import { MqttPrinterSimulator } from './mqtt/printer-simulator.js';
import { machineTestKit, sleep, type LiveMachine } from '../test-support/machine-kit.js';

jest.setTimeout(120_000);

const WEBHOOK_SECRET = 'machine-webhook-secret-0123456789';
let kit: Awaited<ReturnType<typeof machineTestKit>>;
const stops: (() => Promise<void>)[] = [];

beforeAll(async () => {
  kit = await machineTestKit();
});
afterAll(async () => {
  for (const stop of stops.reverse()) await stop();
  await kit.close();
});

describe('an MQTT printer', () => {
  let broker: Broker;

  beforeAll(async () => {
    broker = await startMosquitto();
    stops.push(() => broker.stop());
  });

  it('prints a file nobody planned: a MACHINE_CONNECTIVITY job appears and completes; garbage is an error, never a job', async () => {
    const topic = 'spBv1.0/Austin/gateway-1/sla-01';
    const created = await kit.call(
      kit.admin,
      'POST',
      '/api/v1/machine-connectivity/connections',
      kit.connection('SLA-01', { protocol: 'MQTT', address: broker.url, topic, ...broker.user }),
    );
    expect(created.statusCode).toBe(201);
    await kit.until('SLA-01', 'its adapter to connect', (state) => state.connected);
    const printer = new MqttPrinterSimulator({ brokerUrl: broker.url, topic, ...broker.user });
    await printer.start();
    stops.push(() => printer.stop());

    await printer.print({ id: 'run-17', jobName: 'Dental models tray 17', totalLayers: 3, layerMs: 20 });
    const done = await kit.until('SLA-01', 'the print’s end', (state) => state.run?.status === 'FINISHED');
    expect(done.run).toMatchObject({ jobName: 'Dental models tray 17', layer: 3, totalLayers: 3 });
    expect(done.run!.job).toMatchObject({ creationType: 'MACHINE_CONNECTIVITY', status: 'COMPLETED' });
    const made = await kit.job(done.run!.job!.id);
    expect(made).toMatchObject({
      jobName: 'Dental models tray 17',
      jobCreationType: 'MACHINE_CONNECTIVITY',
      jobStatus: 'COMPLETED',
    });

    await printer.publish('DDATA', { layer: 'seven' as unknown as number });
    const garbled = await kit.until('SLA-01', 'the error', (state) => state.error !== null);
    expect(garbled.error).toContain('Job/Layer');
    expect(garbled.run).toMatchObject({ jobName: 'Dental models tray 17', status: 'FINISHED' });
  });
});

describe('the MQTT adapter over TLS', () => {
  it('reads a printer through a broker it trusts, and reports the broker going away', async () => {
    const broker = await startMosquitto({ tls: true });
    const events: MachineEvent[] = [];
    const health: { connected: boolean; error?: string }[] = [];
    const topic = 'spBv1.0/Austin/gateway-2/fdm-02';
    const settings = { equipmentId: 41, address: broker.url, topic, ...broker.user, ca: broker.ca };
    const adapter = new MqttMachineAdapter(settings, {
      onEvent: (event) => events.push(event),
      onHealth: (each) => health.push(each),
    });
    adapter.start();
    const printer = new MqttPrinterSimulator({ brokerUrl: broker.url, topic, ...broker.user, ca: broker.ca });
    try {
      await printer.start();
      for (let waited = 0; !health.some((each) => each.connected) && waited < 10_000; waited += 50) await sleep(50);
      await printer.print({ id: 'run-1', jobName: 'Jigs', totalLayers: 2, layerMs: 10 });
      for (let waited = 0; !events.some((each) => each.type === 'JOB_FINISHED') && waited < 10_000; waited += 50) await sleep(50);
      expect(events.map((each) => each.type)).toEqual(
        expect.arrayContaining(['MACHINE_STATE', 'JOB_STARTED', 'JOB_LAYER', 'JOB_FINISHED']),
      );
      expect(events.every((each) => each.machineId === 41)).toBe(true);
      await printer.stop();
      await broker.stop();
      for (let waited = 0; health.at(-1)?.connected !== false && waited < 10_000; waited += 50) await sleep(50);
      expect(health.at(-1)).toMatchObject({ connected: false, error: expect.any(String) });
    } finally {
      await adapter.stop();
      await broker.stop();
    }
  });
});

describe('a machine that calls a webhook', () => {
  let url: string;
  const post = (body: string, headers: Record<string, string>) =>
    kit.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload: body });
  const signed = (id: string, body: string, secret = WEBHOOK_SECRET) =>
    new Webhook(secret, { format: 'raw' }).sign(id, new Date(), body);
  const headersFor = (id: string, body: string, secret?: string) => ({
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(Date.now() / 1000)),
    'webhook-signature': signed(id, body, secret),
  });

  it('takes signed events, refuses a bad signature, and stores a replayed message’s events once', async () => {
    const created = await kit.call(
      kit.admin,
      'POST',
      '/api/v1/machine-connectivity/connections',
      kit.connection('DMLS-01', { protocol: 'WEBHOOK', password: WEBHOOK_SECRET }),
    );
    expect(created.statusCode).toBe(201);
    url = `/api/v1/machine-connectivity/connections/${created.json().id}/events`;
    const body = JSON.stringify([
      { type: 'MACHINE_STATE', sourceId: 'm290:state:1', occurredAt: new Date().toISOString(), state: 'PRINTING' },
      {
        type: 'JOB_STARTED',
        sourceId: 'm290:run-4:started',
        occurredAt: new Date().toISOString(),
        jobName: 'Titanium brackets',
        totalLayers: 900,
      },
    ]);
    const first = await post(body, headersFor('msg_1', body));
    expect([first.statusCode, first.json()]).toEqual([200, { stored: 2, duplicates: 0 }]);
    expect((await kit.live('DMLS-01'))!.run).toMatchObject({ jobName: 'Titanium brackets', status: 'RUNNING' });

    const forged = await post(body, headersFor('msg_2', body, 'another-secret-0123456789-abcdef'));
    expect(forged.statusCode).toBe(401);
    expect((await kit.live('DMLS-01'))!.error).toContain('refused');

    const again = await post(body, headersFor('msg_1', body));
    expect(again.json()).toEqual({ stored: 0, duplicates: 2 });
    expect((await kit.live('DMLS-01'))!.error).toContain('came again');

    const garbage = '{"type":"JOB_LAYER","sourceId":"x"}';
    const bad = await post(garbage, headersFor('msg_3', garbage));
    expect([bad.statusCode, bad.json().details[0].field]).toEqual([400, 'body']);
    // A NUL escaped in the JSON is refused by name, never a failed insert.
    const nul = JSON.stringify({
      type: 'JOB_PAUSED',
      sourceId: 'm290:nul',
      occurredAt: new Date().toISOString(),
      jobName: 'a\u0000b',
    });
    const refused = await post(nul, headersFor('msg_4', nul));
    expect([refused.statusCode, refused.json().message]).toEqual([
      400,
      expect.stringContaining('/jobName contains a character that cannot be stored'),
    ]);
  });

  it('moves a running build layer by layer: a late layer never moves it back, a replayed one is stored once', async () => {
    const layer = (n: number, jobName = 'Titanium brackets') => ({
      type: 'JOB_LAYER',
      sourceId: `m290:${jobName}:layer:${n}`,
      occurredAt: new Date().toISOString(),
      jobName,
      layer: n,
      totalLayers: 900,
    });
    const body = JSON.stringify([layer(5), layer(3)]);
    expect((await post(body, headersFor('msg_5', body))).json()).toEqual({ stored: 2, duplicates: 0 });
    expect((await kit.live('DMLS-01'))!.run).toMatchObject({ jobName: 'Titanium brackets', layer: 5, totalLayers: 900 });
    const replayed = JSON.stringify([layer(5), layer(6)]);
    expect((await post(replayed, headersFor('msg_6', replayed))).json()).toEqual({ stored: 1, duplicates: 1 });
    expect((await kit.live('DMLS-01'))!.run).toMatchObject({ layer: 6, status: 'RUNNING' });
    // A build whose start the platform missed starts with its first layer heard.
    const missed = JSON.stringify([layer(40, 'Titanium hinges')]);
    expect((await post(missed, headersFor('msg_7', missed))).json()).toEqual({ stored: 1, duplicates: 0 });
    expect((await kit.live('DMLS-01'))!.run).toMatchObject({ jobName: 'Titanium hinges', layer: 40, status: 'RUNNING' });
  });

  it('shows another facility none of it', async () => {
    const theirs = (await kit.call(kit.northwind, 'GET', '/api/v1/machine-connectivity/machines')).json() as LiveMachine[];
    expect(theirs.map((each) => each.equipment.name)).not.toContain('DMLS-01 · EOS M 290');
    const events = await kit.call(
      kit.northwind,
      'GET',
      `/api/v1/machine-connectivity/machines/${kit.machines['DMLS-01']!.id}/events`,
    );
    expect(events.statusCode).toBe(404);
    const settings = await kit.call(kit.northwind, 'GET', '/api/v1/machine-connectivity/connections');
    expect(settings.json()).toEqual([]);
  });
});
