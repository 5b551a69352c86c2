// The built platform (server/dist) as the benchmarks run it: on a port the system says is free,
// on a throwaway data folder (or on TEST_DATABASE_URL's PostgreSQL when the caller passes it),
// and failing with the server's own output when the server exits before it is ready, where a
// wait for its start-up line would never end. (Plain JavaScript: node runs the benchmarks as they are.)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** A port nothing listens on: the one the system gives port 0, released for the server to take. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts server/dist/main.js and resolves once it says it runs. Its address is PUBLIC_URL too,
 * so the links it signs name the page's own origin, as in production.
 * @param {{ name: string, env?: Record<string, string> }} options `name` names the data folder.
 * @returns {Promise<{ url: string, stop(): Promise<void> }>}
 */
export async function startBuiltServer({ name, env = {} }) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `am-${name}-`));
  const server = spawn(process.execPath, ['server/dist/main.js'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let starting = '';
  let ready = false;
  try {
    await new Promise((resolve, reject) => {
      // Read to the end, also once it runs: a pipe nobody reads would stall the server when full.
      server.stdout.on('data', (chunk) => {
        if (ready) return;
        starting += chunk;
        if (starting.includes('AM Platform is running')) {
          ready = true;
          resolve();
        }
      });
      // Until then its errors go into the failure's message; from then on they are shown as they come.
      server.stderr.on('data', (chunk) => (ready ? process.stderr.write(chunk) : (starting += chunk)));
      server.once('error', reject);
      server.once('exit', (code, signal) =>
        reject(
          new Error(
            `the built server (server/dist/main.js, port ${port}) exited with ${signal ?? `code ${code}`} before it was ready` +
              ` (has \`pnpm build\` run?). Its output:\n${starting}`,
          ),
        ),
      );
    });
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    async stop() {
      server.removeAllListeners('exit');
      if (server.exitCode === null && server.signalCode === null) {
        await new Promise((resolve) => {
          server.once('exit', resolve);
          server.kill('SIGTERM');
        });
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
