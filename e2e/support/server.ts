import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverClockEnv } from './clock';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Where the global setup left a migrated and seeded data folder that servers start from. */
const SNAPSHOT_VARIABLE = 'E2E_SNAPSHOT_DIR';

/**
 * Creates the demo database once (the server migrates and seeds an empty folder, then stops)
 * so that every server of the run starts from a copy in a second instead of seeding its own.
 */
export async function prepareSnapshot(): Promise<() => void> {
  const server = await startServer({}, { keepData: true });
  await server.stop();
  process.env[SNAPSHOT_VARIABLE] = server.dataDir;
  return () => rmSync(server.dataDir, { recursive: true, force: true });
}

/**
 * Starts the built platform (server/dist) on its own embedded database: a copy of the run's
 * seeded snapshot, or a new one that the server seeds.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: { keepData?: boolean } = {},
): Promise<RunningServer & { dataDir: string }> {
  // A caller that must know the address first (PUBLIC_URL) chooses the port.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'am-e2e-'));
  const snapshot = process.env[SNAPSHOT_VARIABLE];
  if (snapshot) cpSync(snapshot, dataDir, { recursive: true });
  const child: ChildProcess = spawn(process.execPath, ['server/dist/main.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The webhook flows post to a receiver the test runs on loopback.
      WEBHOOK_ALLOWED_ADDRESSES: '127.0.0.1',
      // Playwright's request client, unlike a browser, does not send a request again when the
      // kept-alive connection it reuses is closed as idle just as the request goes out: the
      // servers here keep an idle connection longer than any scenario lasts.
      KEEP_ALIVE_TIMEOUT_SECONDS: '900',
      ...serverClockEnv(),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => output.includes('AM Platform is running') && (clearInterval(timer), resolve()), 100);
    child.on('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`the server exited with ${code}:\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    async stop() {
      child.removeAllListeners('exit');
      await new Promise<void>((resolve) => {
        child.on('exit', () => resolve());
        child.kill('SIGTERM');
      });
      if (!options.keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
