import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mediumSphere } from './files/geometry/corpus.js';
import { writeBinaryStl } from './files/geometry/index.js';
import { freePort, spawnServer as spawnAt, startServer as startAt, stopServer } from './test-support/server-process.js';

/**
 * The real server process over real HTTP on the embedded database: it creates and seeds
 * the database, keeps the data across a graceful restart, and keeps sessions valid too.
 */
let dataDir: string;
let port: number;

const spawnServer = (onPort = port, env: Record<string, string> = {}) => spawnAt({ port: onPort, dataDir, env });
const startServer = (env: Record<string, string> = {}) => startAt({ port, dataDir, env });

const url = (p: string) => `http://127.0.0.1:${port}${p}`;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'am-restart-'));
  port = await freePort();
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('server process', () => {
  it('seeds on first start, shuts down gracefully, and keeps data and sessions across a restart', async () => {
    const first = await startServer();
    expect(first.output()).toContain('demo data created');
    expect(first.output()).toContain('admin@demo.test');

    const loginResponse = await fetch(url('/api/v1/users/customLogin'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'planner@demo.test', password: 'Demo-Password-1' }),
    });
    expect(loginResponse.status).toBe(200);
    const setCookie = loginResponse.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/authorization=[^;]+; Max-Age=900; Path=\/; SameSite=Lax/);
    expect(setCookie).toMatch(/refresh_token=[^;]+; Max-Age=\d+; Path=\/api\/v1\/oauth2; HttpOnly; SameSite=Strict/);
    const { access_token: token } = (await loginResponse.json()) as { access_token: string };
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const filters = [{ label: 'Kept across restarts', searchFilters: { sp: [1] } }];
    const saved = await fetch(url('/api/v1/userPreference/SCHEDULER_FILTERS'), {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ preferenceType: 'SCHEDULER_FILTERS', preference: filters }),
    });
    expect(saved.status).toBe(200);

    expect(await stopServer(first.child)).toBe(0);

    const second = await startServer();
    try {
      expect(second.output()).not.toContain('demo data created');
      const read = await fetch(url('/api/v1/userPreference/SCHEDULER_FILTERS'), { headers: auth });
      expect(read.status).toBe(200);
      expect(JSON.parse(((await read.json()) as { preference: string }).preference)).toEqual(filters);
    } finally {
      expect(await stopServer(second.child)).toBe(0);
    }
  }, 120_000);

  it('refuses a second process on the same data folder, naming the holder, and takes over the lock of a killed one', async () => {
    const first = await startServer();
    const second = spawnServer(await freePort());
    let output = '';
    second.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    second.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => second.on('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain(`The database folder ${path.join(dataDir, 'pgdata')} is in use by process ${first.child.pid}`);
    expect(output).not.toMatch(/\n\s+at /); // a message, not a stack trace

    // kill -9 leaves the lock behind; its process is gone, so the next start takes it over.
    first.child.removeAllListeners('exit');
    await new Promise((resolve) => {
      first.child.on('exit', resolve);
      first.child.kill('SIGKILL');
    });
    const third = await startServer();
    expect(await stopServer(third.child)).toBe(0);
  }, 120_000);

  it('finishes a file operation it accepted before it was killed (kill -9), after the restart', async () => {
    // A short time cap, so that a job the killed server was running expires (and is retried) soon.
    const env = { FILE_OPERATION_TIMEOUT_SECONDS: '5', FILE_WORKERS: '1' };
    const first = await startServer(env);
    const login = await fetch(url('/api/v1/users/customLogin'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'engineer@demo.test', password: 'Demo-Password-1' }),
    });
    const token = /authorization=([^;]+)/.exec(login.headers.getSetCookie().join('\n'))![1]!;
    const auth = { authorization: `Bearer ${token}` };
    const form = new FormData();
    form.append('file', new Blob([Buffer.from(writeBinaryStl(mediumSphere()))]), 'sphere.stl');
    const file = (await (await fetch(url('/api/v1/files'), { method: 'POST', headers: auth, body: form })).json()) as {
      id: number;
    };
    const started = await fetch(url('/api/v1/file-operation/VERIFY'), {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ fileId: file.id }),
    });
    expect(started.status).toBe(200);
    const { operationId } = (await started.json()) as { operationId: number };
    // Killed at once: the operation is still waiting for a worker or being worked on.
    first.child.removeAllListeners('exit');
    await new Promise((resolve) => {
      first.child.on('exit', resolve);
      first.child.kill('SIGKILL');
    });

    const second = await startServer(env);
    try {
      let status = '';
      for (let waited = 0; waited < 60_000 && status !== 'SUCCESS'; waited += 500) {
        const answer = await fetch(url(`/api/v1/file-operation/status/${operationId}?fileId=${file.id}`), { headers: auth });
        status = ((await answer.json()) as { status: string }).status;
        if (status === 'FAILED') break;
        if (status !== 'SUCCESS') await new Promise((resolve) => setTimeout(resolve, 500));
      }
      expect(status).toBe('SUCCESS');
      const result = await fetch(url(`/api/v1/file-operation/result/${operationId}?fileId=${file.id}`), { headers: auth });
      expect(((await result.json()) as { responseData: { closedManifold: boolean } }).responseData.closedManifold).toBe(true);
    } finally {
      expect(await stopServer(second.child)).toBe(0);
    }
  }, 120_000);
});
