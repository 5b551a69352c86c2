import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { openDatabase } from '../db/database.js';

/** The real server as its own process (from source, through tsx), for the tests of processes. */
const serverRoot = path.resolve(__dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = server.address() as { port: number };
      server.close(() => resolve(free));
    });
  });
}

/**
 * Fills a data folder with the test run's migrated and seeded database, so that a server started
 * on it skips the seeding (seconds a start): for the tests of processes that are not about it.
 */
export async function seededDataFolder(dataDir: string): Promise<void> {
  const dump = process.env.TEST_PGLITE_DUMP;
  if (!dump) throw new Error('TEST_PGLITE_DUMP is not set: run the tests through jest (global setup)');
  const handle = await openDatabase({ dataDir: path.join(dataDir, 'pgdata'), loadDataDir: new Blob([readFileSync(dump)]) });
  await handle.close();
}

export interface ServerOptions {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
}

export function spawnServer({ port, dataDir, env = {} }: ServerOptions): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Starts a server and waits for it to say it runs; its output so far on demand. */
export function startServer(options: ServerOptions): Promise<{ child: ChildProcess; output: () => string; url: string }> {
  const child = spawnServer(options);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('AM Platform is running at')) {
        clearInterval(timer);
        resolve({ child, output: () => output, url: `http://127.0.0.1:${options.port}` });
      }
    }, 100);
    child.on('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

export function stopServer(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}
