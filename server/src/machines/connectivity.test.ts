import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.js';
import { AmMachineSimulator } from './opcua/simulator.js';
import { machineTestKit } from '../test-support/machine-kit.js';

jest.setTimeout(120_000);

const HOUR = 3_600_000;
const OPCUA_USER = { username: 'operator', password: 'Sim-Password-1' };
let kit: Awaited<ReturnType<typeof machineTestKit>>;
let pkiDir: string;
const stops: (() => Promise<void>)[] = [];

beforeAll(async () => {
  kit = await machineTestKit();
  pkiDir = mkdtempSync(path.join(tmpdir(), 'connectivity-pki-'));
});
afterAll(async () => {
  for (const stop of stops.reverse()) await stop();
  await kit.close();
  rmSync(pkiDir, { recursive: true, force: true });
});

describe('machine connection settings', () => {
  it('keep machines on the shop floor’s networks, check every field, and never answer a secret', async () => {
    const refused = async (body: unknown) => {
      const response = await kit.call(kit.admin, 'POST', '/api/v1/machine-connectivity/connections', body);
      const { details, message } = response.json();
      return [response.statusCode, Array.isArray(details) ? details[0].field : details?.field, message];
    };
    // The cloud's metadata address is no machine.
    expect(await refused(kit.connection('FDM-01', { address: 'opc.tcp://169.254.169.254:4840' }))).toEqual([
      400,
      'body.address',
      expect.stringContaining('outside the machine networks'),
    ]);
    expect(await refused(kit.connection('FDM-01', { address: 'http://127.0.0.1:4840' }))).toEqual([
      400,
      'body.address',
      'The address must start with opc.tcp://',
    ]);
    expect(await refused(kit.connection('FDM-01', { address: 'opc.tcp://localhost:4840', jobIdPattern: 'JOB-\\d+' }))).toEqual([
      400,
      'body.jobIdPattern',
      expect.stringContaining('needs a group'),
    ]);
    expect(await refused(kit.connection('DMLS-01', { protocol: 'WEBHOOK', password: 'short' }))).toEqual([
      400,
      'body.password',
      'A signing secret has at least 24 characters',
    ]);
    const theirs = (await kit.call(kit.northwind, 'GET', '/api/v3/sp/equipments')).json() as { id: number }[];
    expect(
      await refused({ ...kit.connection('FDM-01', { address: 'opc.tcp://localhost:4840' }), equipmentId: theirs[0]!.id }),
    ).toEqual([400, 'body.equipmentId', expect.stringContaining('not one of the facility’s machines')]);
    const byOperator = await kit.call(
      kit.operator,
      'POST',
      '/api/v1/machine-connectivity/connections',
      kit.connection('FDM-01', {}),
    );
    expect(byOperator.statusCode).toBe(403);
  });
});

describe('an OPC UA machine', () => {
  let simulator: AmMachineSimulator;

  beforeAll(async () => {
    simulator = new AmMachineSimulator({ port: 0, pkiDir: path.join(pkiDir, 'server'), user: OPCUA_USER });
    await simulator.start();
    stops.push(() => simulator.stop());
  });

  it('reports a planned job’s build: started, layer by layer, an alarm, and its end with the actual time', async () => {
    const planned = await kit.plannedJob('FDM-01', 'Gripper fingers, batch 7');
    const created = await kit.call(
      kit.admin,
      'POST',
      '/api/v1/machine-connectivity/connections',
      kit.connection('FDM-01', { address: simulator.endpointUrl, ...OPCUA_USER }),
    );
    expect(created.statusCode).toBe(201);
    // The password is kept, never answered.
    expect(created.json()).toMatchObject({ hasPassword: true, username: 'operator' });
    const listed = await kit.call(kit.admin, 'GET', '/api/v1/machine-connectivity/connections');
    expect(listed.body).not.toContain(OPCUA_USER.password);
    await kit.until('FDM-01', 'its adapter to connect', (state) => state.connected);

    simulator.startBuild({ jobName: planned.jobName, fileName: 'gripper-fingers.3mf', totalLayers: 4 });
    simulator.layer(1);
    simulator.layer(2);
    const printing = await kit.until('FDM-01', 'layer 2', (state) => state.run?.layer === 2);
    expect(printing.run).toMatchObject({ jobName: planned.jobName, status: 'RUNNING', totalLayers: 4 });
    expect(printing.run!.job).toMatchObject({ id: planned.id, status: 'IN_PROGRESS', creationType: 'MANUAL' });
    expect((await kit.job(planned.id)).jobStatus).toBe('IN_PROGRESS');

    simulator.raiseAlarm({ code: 'RecoaterBlocked', message: 'Recoater blocked', severity: 600 });
    const alarmed = await kit.until('FDM-01', 'the alarm', (state) => state.alarm !== null);
    expect(alarmed.alarm).toMatchObject({ code: 'RecoaterBlocked', message: 'Recoater blocked' });
    simulator.clearAlarm('RecoaterBlocked');
    await kit.until('FDM-01', 'the alarm to clear', (state) => state.alarm === null);

    simulator.layer(3);
    simulator.layer(4);
    simulator.finish();
    const ended = await kit.until('FDM-01', 'the end', (state) => state.run?.status === 'FINISHED');
    const done = await kit.job(planned.id);
    expect(done.jobStatus).toBe('COMPLETED');
    // Its actual time is the machine's, from start to end.
    expect(done.actualTime).toBeGreaterThan(0);
    expect(done.actualTime).toBeCloseTo((ended.run!.endedAt! - ended.run!.startedAt!) / HOUR, 3);
    // Every event is stored once, in order, and can be read again from any id.
    const events = (
      await kit.call(
        kit.operator,
        'GET',
        `/api/v1/machine-connectivity/machines/${kit.machines['FDM-01']!.id}/events?after=0&limit=500`,
      )
    ).json() as {
      type: string;
      sourceId: string;
    }[];
    const layers = events.filter((event) => event.type === 'JOB_LAYER');
    expect(layers.map((event) => event.sourceId.split(':').at(-1))).toEqual(['1', '2', '3', '4']);
    expect(new Set(events.map((event) => event.sourceId)).size).toBe(events.length);
  });

  it('loses nothing when the server restarts during a build', async () => {
    const planned = await kit.plannedJob('FDM-01', 'Drone arm housings');
    simulator.startBuild({ jobName: planned.jobName, fileName: 'drone-arms.3mf', totalLayers: 3 });
    simulator.layer(1);
    await kit.until('FDM-01', 'the second build', (state) => state.run?.jobName === planned.jobName && state.run.layer === 1);
    await kit.app.close();
    // While the server is down, the machine prints on and finishes.
    simulator.layer(2);
    simulator.layer(3);
    simulator.finish();
    kit.app = await buildApp(kit.t.config, kit.t.db);
    await kit.app.ready();
    await kit.until('FDM-01', 'the build’s end, after the restart', (state) => state.run?.status === 'FINISHED');
    expect((await kit.job(planned.id)).jobStatus).toBe('COMPLETED');
    const layers = (
      (
        await kit.call(
          kit.operator,
          'GET',
          `/api/v1/machine-connectivity/machines/${kit.machines['FDM-01']!.id}/events?limit=500`,
        )
      ).json() as {
        type: string;
        event: { jobName?: string };
      }[]
    ).filter((event) => event.type === 'JOB_LAYER' && event.event.jobName === planned.jobName);
    expect(layers).toHaveLength(3);
  });
});
