/**
 * The bridge beside the real platform (the server's app on its seeded database, on a real port):
 * pairing with a token the platform made, the login's key, the tray filled from the platform's
 * signed links and checked, the estimate on a machine's figures, the 3MF files, and refusals.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { measure, readStl } from 'server/geometry';
import { agreedWithAustin } from 'server/test-support/orders';
import { createTestApp, logins, type Session, type TestApp } from 'server/test-support/test-app';
import { startBridge, type RunningBridge } from './bridge.js';
import { connect, type TestClient } from './test-client.js';

let t: TestApp;
let url: string;
let planner: Session;
let bridge: RunningBridge;
let trayDir: string;
const log: Record<string, unknown>[] = [];
let parts: { id: number; partId: number }[];

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  t = await createTestApp({ publicUrl: url, mediaUrl: `${url}/media`, itarMediaUrl: `${url}/itar-media` });
  await t.app.listen({ port, host: '127.0.0.1' });
  let admin: Session;
  let engineer: Session;
  [planner, admin, engineer] = await logins(t.app, 'planner', 'admin', 'engineer');
  parts = [
    await agreedWithAustin(t, { engineer, austin: admin }, { quantity: 6, title: 'Tray brackets' }),
    await agreedWithAustin(t, { engineer, austin: admin }, { quantity: 4, title: 'More tray brackets' }),
  ];
  trayDir = mkdtempSync(path.join(tmpdir(), 'bridge-tray-'));
  bridge = await startBridge({ platformUrl: url, trayDir, port: 0, log: (entry) => log.push(entry) });
});
afterAll(async () => {
  await bridge?.close();
  await t?.close();
  rmSync(trayDir, { recursive: true, force: true });
});

async function asPlanner<T>(method: 'GET' | 'POST', route: string, payload?: object): Promise<T> {
  const response = await fetch(`${url}${route}`, {
    method,
    headers: { ...planner.bearer, ...(payload ? { 'content-type': 'application/json' } : {}) },
    body: payload ? JSON.stringify(payload) : undefined,
  });
  if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A page of the platform: its own pairing token, sent as the first message. */
async function pairedPage(): Promise<TestClient> {
  const client = await connect(bridge.port, url);
  const { token } = await asPlanner<{ token: string }>('POST', '/api/v1/desktop/pairings');
  const paired = await client.send('PAIR', { token, platformUrl: url });
  expect(paired.ok).toBe(true);
  return client;
}

const trayModels = async (quantities: number[]) => {
  const { models } = await asPlanner<{ models: { rfqFileId: number; url: string }[] }>('POST', '/api/v1/desktop/tray-links', {
    rfqFileIds: parts.map((part) => part.partId),
  });
  return models.map((model, at) => ({ ...model, quantity: quantities[at]! }));
};

const austinsPrinter = () =>
  t.db
    .selectFrom('equipment as e')
    .innerJoin('companies as c', 'c.id', 'e.facility_id')
    .select('e.id')
    .where('c.company_name', 'like', '%Austin%')
    .where('e.layer_mm', 'is not', null)
    .orderBy('e.id')
    .executeTakeFirstOrThrow();

test('a pairing token the platform made pairs one connection, once', async () => {
  const client = await connect(bridge.port, url);
  const { token } = await asPlanner<{ token: string }>('POST', '/api/v1/desktop/pairings');
  const paired = await client.send('PAIR', { token, platformUrl: url });
  expect(paired).toMatchObject({ ok: true, payload: { name: expect.any(String), loggedIn: false, tray: [] } });
  const again = await (await connect(bridge.port, url)).send('PAIR', { token, platformUrl: url });
  expect(again.error).toEqual({
    code: 'PAIRING_REFUSED',
    message: 'This pairing has expired or was already used; open the page in the desktop tool again',
  });
  expect((await client.send('REQUEST_DATA', { equipmentId: 1 })).error).toEqual({
    code: 'FAILED',
    message: "Log in through the desktop tool's login page first",
  });
  client.close();
});

test('the login, the tray from the platform’s links, its estimate and its 3MF files', async () => {
  const page = await pairedPage();
  const { userKey } = await asPlanner<{ userKey: string }>('GET', '/api/v1/users/keys');
  const media = await asPlanner<{ mediaURL: string; itarMediaURL: string }>('GET', '/api/v1/users/media-config');
  expect((await page.send('LOGIN', { userKey, ...media })).ok).toBe(true);
  expect(log).toContainEqual(
    expect.objectContaining({ in: 'LOGIN', userKey: `…${userKey.slice(-4)}`, mediaURL: media.mediaURL }),
  );

  const models = await trayModels([3, 2]);
  const inserted = await page.send('INSERT_MODELS', { models });
  expect(inserted.error).toBeNull();
  expect((inserted.payload as { tray: unknown[] }).tray).toEqual([
    expect.objectContaining({ rfqFileId: parts[0]!.partId, quantity: 3, verified: true }),
    expect.objectContaining({ rfqFileId: parts[1]!.partId, quantity: 2, verified: true }),
  ]);
  const trayFile = unzipSync(readFileSync(path.join(trayDir, 'tray.3mf')));
  expect(strFromU8(trayFile['3D/3dmodel.model']!).match(/<item /g)).toHaveLength(5);

  // The estimate, worked out here from the files' own bytes and the machine's figures on the platform.
  const machine = await austinsPrinter();
  const figures = await asPlanner<{
    layerMm: number;
    layerSeconds: number;
    secondsPerCm3: number;
    material: { densityGCm3: number | null } | null;
  }>('GET', `/api/v1/desktop/machines/${machine.id}/print-figures`);
  const sizes = await Promise.all(
    models.map(async (model) => measure(readStl(new Uint8Array(await (await fetch(model.url)).arrayBuffer())))),
  );
  const height = Math.max(...sizes.map((size) => size.max[2] - size.min[2]));
  const cm3 = (Math.abs(sizes[0]!.volume) * 3 + Math.abs(sizes[1]!.volume) * 2) / 1000;
  const estimate = await page.send('REQUEST_DATA', { equipmentId: machine.id });
  expect(estimate.payload).toEqual({
    durationHours: expect.closeTo(
      (Math.ceil(height / figures.layerMm) * figures.layerSeconds + cm3 * figures.secondsPerCm3) / 3600,
      6,
    ),
    materialCm3: expect.closeTo(cm3, 6),
    materialGrams: figures.material?.densityGCm3 ? expect.closeTo(cm3 * figures.material.densityGCm3, 6) : null,
    files: [
      { rfqFileId: parts[0]!.partId, orderId: parts[0]!.id, fileName: 'agreed-bracket.stl', quantity: 3 },
      { rfqFileId: parts[1]!.partId, orderId: parts[1]!.id, fileName: 'agreed-bracket.stl', quantity: 2 },
    ],
  });

  const saved = await page.send('SAVE_JOB', { jobName: 'Brackets / week 49', equipmentId: machine.id, fromDate: 1, toDate: 2 });
  const file = path.join(trayDir, 'Brackets_week_49.3mf');
  expect(saved.payload).toEqual({ file });
  expect(existsSync(file)).toBe(true);
  expect((await page.send('JOB_SUBMITTED_SUCCESS', { jobId: 41, jobName: 'Brackets / week 49' })).payload).toEqual({
    jobId: 41,
    file,
  });

  expect((await page.send('CLEAR_TRAY', {})).payload).toEqual({ tray: [] });
  expect(existsSync(path.join(trayDir, 'tray.3mf'))).toBe(false);
  expect((await page.send('REQUEST_DATA', { equipmentId: machine.id })).error?.message).toBe(
    'The tray is empty: send parts to it first',
  );
  page.close();
});

test('a link that is not the platform’s, or that the platform refuses, leaves the tray as it was', async () => {
  const page = await pairedPage();
  const [good, second] = await trayModels([1, 1]);
  const foreign = { ...second!, url: 'https://files.example.com/part.stl' };
  const refusedForeign = await page.send('INSERT_MODELS', { models: [good, foreign] });
  expect(refusedForeign.error).toEqual({
    code: 'FAILED',
    message: "agreed-bracket.stl: the link is not the platform's (https://files.example.com)",
  });
  const forged = { ...second!, url: second!.url.replace(/signature=[^&]+/, 'signature=forged') };
  const refusedForged = await page.send('INSERT_MODELS', { models: [forged] });
  expect(refusedForged.error?.code).toBe('FAILED');
  expect(refusedForged.error?.message).toMatch(/^agreed-bracket\.stl/);
  expect(bridge.state.tray.summary()).toEqual([]);
  page.close();
});
