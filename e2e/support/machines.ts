/**
 * The machines of the machine connectivity scenario, each its own process as on a shop floor: an
 * OPC UA machine (the server's simulator of OPC 40540), a real MQTT broker (Debian's mosquitto,
 * with a user and a password) and a printer publishing Sparkplug B through it.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './server';

const serverRoot = path.resolve(import.meta.dirname, '../../server');

export interface Running {
  stop(): Promise<void>;
}

/** Starts `command` and waits until its output says `ready`. */
async function startProcess(
  command: string,
  args: string[],
  options: { cwd?: string; env?: Record<string, string>; ready: string },
) {
  const child: ChildProcess = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, NODE_OPTIONS: '', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => output.includes(options.ready) && (clearInterval(timer), resolve()), 50);
    child.on('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output}`));
    });
  });
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.removeAllListeners('exit');
        child.on('exit', () => resolve());
        child.kill('SIGINT');
      }),
  };
}

/** A simulator of the server's (`opcua:simulate`, `mqtt:simulate`), as its command runs it. */
const simulator = (script: string, env: Record<string, string>, ready: string) =>
  startProcess(process.execPath, ['--import', 'tsx', script], { cwd: serverRoot, env, ready });

export const OPCUA_USER = { username: 'operator', password: 'Sim-Password-1' };

/** An OPC UA machine that prints `jobName` once, `waitMs` after it starts; its endpoint address. */
export async function startOpcUaMachine(job: { jobName: string; layers: number; stepMs: number; waitMs: number }) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'am-e2e-opcua-'));
  const running = await simulator(
    'src/machines/opcua/simulate.ts',
    {
      OPCUA_PORT: String(port),
      DATA_DIR: dataDir,
      JOB_NAME: job.jobName,
      BUILDS: '1',
      LAYERS: String(job.layers),
      STEP_MS: String(job.stepMs),
      WAIT_MS: String(job.waitMs),
      OPCUA_USER: OPCUA_USER.username,
      OPCUA_PASSWORD: OPCUA_USER.password,
    },
    'AM machine simulator on',
  );
  return {
    endpointUrl: `opc.tcp://localhost:${port}`,
    stop: async () => {
      await running.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const BROKER_USER = { username: 'printer-gateway', password: 'Broker-Password-1' };

/** A mosquitto broker on a free port of 127.0.0.1 that lets in only BROKER_USER. */
export async function startBroker(): Promise<Running & { url: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'am-e2e-mosquitto-'));
  const port = await freePort();
  execFileSync('mosquitto_passwd', ['-b', '-c', path.join(dir, 'passwords'), BROKER_USER.username, BROKER_USER.password]);
  const config = [`listener ${port} 127.0.0.1`, 'allow_anonymous false', `password_file ${path.join(dir, 'passwords')}`];
  writeFileSync(path.join(dir, 'mosquitto.conf'), `${config.join('\n')}\n`);
  // Started as root, mosquitto drops to its own user, which must still read its files.
  chmodSync(dir, 0o755);
  for (const file of readdirSync(dir)) chmodSync(path.join(dir, file), 0o644);
  const running = await startProcess(
    process.env.MOSQUITTO_PATH ?? '/usr/sbin/mosquitto',
    ['-v', '-c', path.join(dir, 'mosquitto.conf')],
    { ready: 'running' },
  );
  return {
    url: `mqtt://localhost:${port}`,
    stop: async () => {
      await running.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A printer that publishes one print of `jobName` as Sparkplug B on `topic` through the broker. */
export function startMqttPrinter(brokerUrl: string, topic: string, job: { jobName: string; layers: number; layerMs: number }) {
  return simulator(
    'src/machines/mqtt/simulate.ts',
    {
      MQTT_URL: brokerUrl,
      MQTT_TOPIC: topic,
      MQTT_USERNAME: BROKER_USER.username,
      MQTT_PASSWORD: BROKER_USER.password,
      JOB_NAME: job.jobName,
      LAYERS: String(job.layers),
      LAYER_MS: String(job.layerMs),
    },
    'MQTT printer simulator publishing',
  );
}
