import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mediumSphere } from './files/geometry/corpus.js';
import { writeBinaryStl } from './files/geometry/index.js';
import { freePort, spawnServer, startServer, stopServer } from './test-support/server-process.js';

/**
 * The real server process over real HTTP on the embedded database, through one life of a data
 * folder: it creates and seeds the database, keeps data and sessions across a graceful restart,
 * refuses a second process on the folder, and after a kill -9 the next start takes the lock
 * over and finishes the work the killed one had accepted. One scenario, three starts: each
 * start costs seconds, so the steps follow one another rather than each starting its own.
 */
let dataDir: string;
let port: number;
// A short time cap, so that a file operation the killed server was running expires (and is retried) soon.
const env = { FILE_OPERATION_TIMEOUT_SECONDS: '5', FILE_WORKERS: '1' };
const start = () => startServer({ port, dataDir, env });
const url = (p: string) => `http://127.0.0.1:${port}${p}`;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'am-restart-'));
  port = await freePort();
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function signIn(email: string) {
  const response = await fetch(url('/api/v1/users/customLogin'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo-Password-1' }),
  });
  expect(response.status).toBe(200);
  return response;
}

/** Starts a verification of a new part file as the engineer; its operation and file ids. */
async function startVerification() {
  const login = await signIn('engineer@demo.test');
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
  return { auth, fileId: file.id, operationId };
}

it('seeds on first start, keeps data and sessions across a graceful restart, refuses a second process, and finishes accepted work after a kill -9', async () => {
  const first = await start();
  expect(first.output()).toContain('demo data created');
  expect(first.output()).toContain('admin@demo.test');
  const loginResponse = await signIn('planner@demo.test');
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

  // After a graceful stop: the data and the signed-in session are still there, and nothing is seeded twice.
  const second = await start();
  expect(second.output()).not.toContain('demo data created');
  const read = await fetch(url('/api/v1/userPreference/SCHEDULER_FILTERS'), { headers: auth });
  expect(read.status).toBe(200);
  expect(JSON.parse(((await read.json()) as { preference: string }).preference)).toEqual(filters);

  // A second process on the same folder stops with a message naming the holder, not a stack trace.
  const competitor = spawnServer({ port: await freePort(), dataDir, env });
  let output = '';
  competitor.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  competitor.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  expect(await new Promise<number | null>((resolve) => competitor.on('exit', resolve))).toBe(1);
  expect(output).toContain(`The database folder ${path.join(dataDir, 'pgdata')} is in use by process ${second.child.pid}`);
  expect(output).not.toMatch(/\n\s+at /);

  // Killed at once after accepting a file operation: it is still waiting for a worker or being
  // worked on. kill -9 leaves the lock behind; its process is gone, so the next start takes it over.
  const verification = await startVerification();
  second.child.removeAllListeners('exit');
  await new Promise((resolve) => {
    second.child.on('exit', resolve);
    second.child.kill('SIGKILL');
  });
  const third = await start();
  try {
    const { auth: engineer, fileId, operationId } = verification;
    let status = '';
    for (let waited = 0; waited < 60_000 && status !== 'SUCCESS'; waited += 500) {
      const answer = await fetch(url(`/api/v1/file-operation/status/${operationId}?fileId=${fileId}`), { headers: engineer });
      status = ((await answer.json()) as { status: string }).status;
      if (status === 'FAILED') break;
      if (status !== 'SUCCESS') await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(status).toBe('SUCCESS');
    const result = await fetch(url(`/api/v1/file-operation/result/${operationId}?fileId=${fileId}`), { headers: engineer });
    expect(((await result.json()) as { responseData: { closedManifold: boolean } }).responseData.closedManifold).toBe(true);
  } finally {
    expect(await stopServer(third.child)).toBe(0);
  }
}, 240_000);
