import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataType, DataValue, NodeId } from 'node-opcua-client';
import type { MachineEvent } from '../events.js';
import { type AdapterHealth, OpcUaMachineAdapter } from './adapter.js';
import { readSnapshot } from './snapshot.js';
import { AmMachineSimulator, type SimulatorOptions } from './simulator.js';

const USER = { username: 'operator', password: 'Sim-Password-1' };
const FEEDSTOCK = { identifier: 'PA12-LOT-0042', name: 'PA 12 powder', quantity: 20, unit: 'kg' };
const BUILD = { jobName: 'Drone arm housings', fileName: 'drone-arms.3mf', totalLayers: 4 };
const ALARM = { code: 'RecoaterBlocked', message: 'Recoater blocked, build paused for clearing', severity: 600 };

let pkiDir: string;
const running: { stop(): Promise<void> }[] = [];

beforeAll(() => {
  pkiDir = mkdtempSync(path.join(tmpdir(), 'opcua-pki-'));
});

afterEach(async () => {
  for (const each of running.splice(0).reverse()) await each.stop();
});

afterAll(() => {
  rmSync(pkiDir, { recursive: true, force: true });
});

async function startSimulator(options: Partial<SimulatorOptions> = {}): Promise<AmMachineSimulator> {
  const simulator = new AmMachineSimulator({ port: 0, pkiDir: path.join(pkiDir, 'server'), user: USER, ...options });
  await simulator.start();
  running.push(simulator);
  simulator.loadFeedstock(FEEDSTOCK);
  return simulator;
}

/** An adapter on the simulator and what it reported, with a wait for what it has yet to report. */
function follow(simulator: AmMachineSimulator, mode: 'subscribe' | 'poll') {
  const events: MachineEvent[] = [];
  const health: AdapterHealth[] = [];
  const adapter = new OpcUaMachineAdapter(
    {
      endpointUrl: simulator.endpointUrl,
      machineId: 7,
      pkiDir: path.join(pkiDir, 'client'),
      ...USER,
      mode,
      pollMs: 20,
      retry: { initialMs: 50, maxMs: 200 },
    },
    { onEvent: (event) => events.push(event), onHealth: (each) => health.push(each) },
  );
  adapter.start();
  running.push(adapter);
  const until = async (what: string, done: () => boolean) => {
    for (let waited = 0; !done(); waited += 10) {
      if (waited > 20_000) {
        throw new Error(
          `Still waiting for ${what}; events: ${events.map(summary).join(', ')}; health: ${JSON.stringify(health.at(-1))}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  const count = (line: string) => events.filter((event) => summary(event) === line).length;
  return {
    events,
    health,
    adapter,
    until,
    /** Waits until the adapter has reported `line` `times` times in all. */
    saw: (line: string, times = 1) => until(line, () => count(line) >= times),
  };
}

/** An event in one line, without its timestamps: what the tests compare. */
function summary(event: MachineEvent): string {
  switch (event.type) {
    case 'MACHINE_STATE':
      return `MACHINE_STATE ${event.state}`;
    case 'JOB_STARTED':
      return `JOB_STARTED ${event.jobName} ${event.fileName} ${event.totalLayers}`;
    case 'JOB_LAYER':
      return `JOB_LAYER ${event.layer}/${event.totalLayers}`;
    case 'JOB_FINISHED':
      return `JOB_FINISHED ${event.layers}/${event.totalLayers}`;
    case 'ALARM':
      return `ALARM ${event.code} ${event.severity} ${event.active ? 'active' : 'cleared'}`;
    case 'FEEDSTOCK_LOADED':
      return `FEEDSTOCK_LOADED ${event.feedstockId} ${event.materialName} cycle ${event.cycle}`;
    case 'FEEDSTOCK_CONSUMED':
      return `FEEDSTOCK_CONSUMED ${event.feedstockId} ${event.quantity} ${event.unit} left ${event.remainingQuantity}`;
    default:
      return `${event.type} ${event.jobName}`;
  }
}

const layerLines = (layer: number) => [
  `JOB_LAYER ${layer}/4`,
  `FEEDSTOCK_CONSUMED PA12-LOT-0042 0.25 kg left ${20 - layer * 0.25}`,
];

/** A whole build as the adapter reports it: the alarm raised and cleared after layer 2. */
const WHOLE_BUILD = [
  'FEEDSTOCK_LOADED PA12-LOT-0042 PA 12 powder cycle 1',
  'MACHINE_STATE IDLE',
  'MACHINE_STATE PRINTING',
  'JOB_STARTED Drone arm housings drone-arms.3mf 4',
  ...layerLines(1),
  ...layerLines(2),
  'ALARM RecoaterBlocked ERROR active',
  'ALARM RecoaterBlocked ERROR cleared',
  ...layerLines(3),
  ...layerLines(4),
  'JOB_FINISHED 4/4',
  'MACHINE_STATE IDLE',
];

describe.each(['subscribe', 'poll'] as const)('the OPC UA adapter, %s', (mode) => {
  it('reports a build driven step by step as the canonical event sequence, every sourceId once', async () => {
    const simulator = await startSimulator();
    const { events, saw } = follow(simulator, mode);
    await saw('FEEDSTOCK_LOADED PA12-LOT-0042 PA 12 powder cycle 1');
    simulator.startBuild(BUILD);
    await saw('JOB_STARTED Drone arm housings drone-arms.3mf 4');
    for (const layer of [1, 2, 3, 4]) {
      simulator.layer(layer);
      await saw(layerLines(layer)[1]!);
      if (layer === 2) {
        simulator.raiseAlarm(ALARM);
        await saw('ALARM RecoaterBlocked ERROR active');
        simulator.clearAlarm(ALARM.code);
        await saw('ALARM RecoaterBlocked ERROR cleared');
      }
    }
    simulator.finish();
    await saw('MACHINE_STATE IDLE', 2);

    expect(events.map(summary)).toEqual(WHOLE_BUILD);
    expect(new Set(events.map(({ sourceId }) => sourceId)).size).toBe(events.length);
    expect(events.find(({ type }) => type === 'JOB_LAYER')?.sourceId).toMatch(
      new RegExp(`^opcua:${simulator.endpointUrl}:[0-9a-f-]{36}:layer:1$`),
    );
  });

  it('reconnects to a restarted server and reports the current state again with the sourceIds it had', async () => {
    const simulator = await startSimulator();
    const { events, health, saw, until } = follow(simulator, mode);
    await saw('MACHINE_STATE IDLE');
    simulator.startBuild(BUILD);
    await saw('JOB_STARTED Drone arm housings drone-arms.3mf 4');
    simulator.layer(1);
    await saw(layerLines(1)[1]!);
    simulator.layer(2);
    await saw(layerLines(2)[1]!);
    const before = events.length;
    const seen = new Set(events.map(({ sourceId }) => sourceId));

    await simulator.stop();
    await until('the adapter to notice', () => health.at(-1)?.connected === false);
    await simulator.start();
    await saw('JOB_LAYER 2/4', 2);
    for (const layer of [3, 4]) {
      simulator.layer(layer);
      await saw(layerLines(layer)[1]!);
    }
    simulator.finish();
    await saw('MACHINE_STATE IDLE', 2);

    const replayed = events.slice(
      before,
      events.findIndex((event) => summary(event) === 'JOB_LAYER 3/4'),
    );
    expect(replayed.map(summary)).toEqual([
      'MACHINE_STATE PRINTING',
      'JOB_STARTED Drone arm housings drone-arms.3mf 4',
      'JOB_LAYER 2/4',
      'FEEDSTOCK_LOADED PA12-LOT-0042 PA 12 powder cycle 1',
    ]);
    for (const event of replayed) expect(seen).toContain(event.sourceId);
    const stored = [...new Map(events.map((event) => [event.sourceId, event])).values()];
    expect(stored.map(summary)).toEqual(WHOLE_BUILD.filter((line) => !line.startsWith('ALARM')));
    expect(health.some(({ connected, error }) => !connected && error)).toBe(true);
    expect(health.at(-1)).toMatchObject({ connected: true, lastContactAt: expect.any(String) });
  });

  it('reports a layer past the planned count as a health error, never as an event, and goes on after it', async () => {
    const simulator = await startSimulator();
    const { events, health, saw, until } = follow(simulator, mode);
    await saw('MACHINE_STATE IDLE');
    simulator.startBuild(BUILD);
    await saw('JOB_STARTED Drone arm housings drone-arms.3mf 4');
    simulator.layer(1);
    await saw('JOB_LAYER 1/4');
    simulator.layer(12);
    await until('a health error', () => /CurrentLayer 12 is past LayersPlanned 4/.test(health.at(-1)?.error ?? ''));
    simulator.layer(2);
    await saw('JOB_LAYER 2/4');

    expect(events.map(summary).filter((line) => line.startsWith('JOB_LAYER'))).toEqual(['JOB_LAYER 1/4', 'JOB_LAYER 2/4']);
    expect(health.at(-1)?.error).toBeUndefined();
  });
});

it('follows a build played on a timer: each layer once, in order, the alarm raised then cleared', async () => {
  // However the publishes fall, queued notifications, subscriptions kept across a browse and
  // counting from the last layer seen leave nothing out. What the timer leaves open is the order
  // across kinds: a run whose nodes are browsed only after it ended is reported then, after the
  // machine's state moved on.
  const simulator = await startSimulator({ stepMs: 5, alarmCodes: [ALARM.code] });
  const { events, saw, until } = follow(simulator, 'subscribe');
  await saw('MACHINE_STATE IDLE');
  await simulator.play({ ...BUILD, alarm: ALARM, alarmAtLayer: 2 });
  // A server sends a value's changes no faster than its sampling interval (50 ms here), a step's
  // last one at the end of that window: wait for the last of each kind, not only the machine's.
  await saw('JOB_FINISHED 4/4');
  await saw('MACHINE_STATE IDLE', 2);
  await saw('ALARM RecoaterBlocked ERROR cleared');
  await until('the last layer’s powder', () =>
    events.some((event) => event.type === 'FEEDSTOCK_CONSUMED' && event.remainingQuantity === 19),
  );

  const lines = events.map(summary);
  const only = (kind: string) => (list: string[]) => list.filter((line) => line.startsWith(kind));
  for (const kind of ['JOB_', 'MACHINE_STATE', 'ALARM']) expect(only(kind)(lines)).toEqual(only(kind)(WHOLE_BUILD));
  const used = events.flatMap((event) => (event.type === 'FEEDSTOCK_CONSUMED' ? [event.quantity] : []));
  expect(used.reduce((sum, quantity) => sum + quantity, 0)).toBe(1);
});

describe('readSnapshot', () => {
  it('leaves out a value of the wrong data type, naming it', () => {
    const layout = { values: new Map([['itemState', new NodeId()]]), runs: 1, feedstock: 0, alarms: 0 };
    const value = (dataType: DataType, text: unknown) => new DataValue({ value: { dataType, value: text } });
    const values = new Map([
      ['itemState', value(DataType.LocalizedText, { text: 'Executing' })],
      ['run/0/Identifier', value(DataType.String, 'R-1')],
      ['run/0/JobName', value(DataType.String, 'Brackets')],
      ['run/0/LayersPlanned', value(DataType.UInt32, 10)],
      ['run/0/CurrentLayer', value(DataType.String, 'seven')],
      ['run/0/State', value(DataType.String, 'Running')],
    ]);
    const { snapshot, errors } = readSnapshot(layout, values);
    expect(snapshot.runs).toEqual([]);
    expect(snapshot.itemState?.value).toBe('Executing');
    expect(errors).toEqual(['Run R-1: CurrentLayer is a String']);
  });
});
