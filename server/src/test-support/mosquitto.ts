/**
 * A real MQTT broker for the tests: Debian's mosquitto on a free port of 127.0.0.1, with a user
 * and password (no anonymous clients), over TLS with a certificate made for the run when asked.
 * The test command installs the package; MOSQUITTO_PATH names another binary.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './server-process.js';

export interface Broker {
  url: string;
  user: { username: string; password: string };
  /** The certificate the broker presents, for a client to trust (TLS only). */
  ca?: string;
  stop(): Promise<void>;
}

const MOSQUITTO = process.env.MOSQUITTO_PATH ?? '/usr/sbin/mosquitto';

export async function startMosquitto({ tls = false }: { tls?: boolean } = {}): Promise<Broker> {
  const dir = mkdtempSync(path.join(tmpdir(), 'mosquitto-'));
  const port = await freePort();
  const user = { username: 'printer-gateway', password: 'Broker-Password-1' };
  execFileSync('mosquitto_passwd', ['-b', '-c', path.join(dir, 'passwords'), user.username, user.password]);
  const lines = [
    `listener ${port} 127.0.0.1`,
    'allow_anonymous false',
    `password_file ${path.join(dir, 'passwords')}`,
    'persistence false',
  ];
  let ca: string | undefined;
  if (tls) {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    lines.push(`certfile ${path.join(dir, 'cert.pem')}`, `keyfile ${path.join(dir, 'key.pem')}`);
    ca = readFileSync(path.join(dir, 'cert.pem'), 'utf8');
  }
  writeFileSync(path.join(dir, 'mosquitto.conf'), `${lines.join('\n')}\n`);
  // Started as root, mosquitto drops to its own user, which must still read its files.
  chmodSync(dir, 0o755);
  for (const file of readdirSync(dir)) chmodSync(path.join(dir, file), 0o644);
  const broker: ChildProcess = spawn(MOSQUITTO, ['-c', path.join(dir, 'mosquitto.conf')], { stdio: 'ignore' });
  await listening(port);
  return {
    url: `${tls ? 'mqtts' : 'mqtt'}://localhost:${port}`,
    user,
    ...(ca ? { ca } : {}),
    async stop() {
      if (broker.exitCode === null) {
        const exited = new Promise((resolve) => broker.once('exit', resolve));
        broker.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function listening(port: number): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      }).once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`mosquitto did not listen on ${port}`);
}
