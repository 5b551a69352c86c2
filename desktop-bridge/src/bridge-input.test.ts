/**
 * Whatever a connection sends, the bridge answers it or closes that connection, and goes on
 * serving the next: malformed JSON, unknown types, payloads that break the schema, another
 * version, binary frames, a frame of 100 MB, a flood, and random frames (fast-check).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import WebSocket from 'ws';
import { startBridge, type RunningBridge } from './bridge.js';
import { MESSAGES_PER_SECOND } from './connection.js';
import { connect } from './test-client.js';

// No platform answers here: these tests never get past pairing, which is the point.
const PLATFORM = 'http://127.0.0.1:9';
let bridge: RunningBridge;
let trayDir: string;
const log: Record<string, unknown>[] = [];

beforeAll(async () => {
  trayDir = mkdtempSync(path.join(tmpdir(), 'bridge-input-'));
  bridge = await startBridge({ platformUrl: PLATFORM, trayDir, port: 0, log: (entry) => log.push(entry) });
});
afterAll(async () => {
  await bridge.close();
  rmSync(trayDir, { recursive: true, force: true });
});

const page = () => connect(bridge.port, PLATFORM);

test('a page of another origin cannot open the socket, and the log names it', async () => {
  const refused = new WebSocket(`ws://127.0.0.1:${bridge.port}`, { origin: 'https://evil.example' });
  const status = await new Promise<number>((resolve) =>
    refused.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0)),
  );
  expect(status).toBe(403);
  expect(log).toContainEqual({ refusedOrigin: 'https://evil.example' });
});

test('each fault of a frame is answered with its code and a message naming it', async () => {
  const client = await page();
  expect((await client.frame('{not json')).error).toEqual({ code: 'MALFORMED', message: 'The message is not JSON' });
  const wrongVersion = await client.frame(JSON.stringify({ v: 2, id: 'a', type: 'CLEAR_TRAY', payload: {} }), 'a');
  expect(wrongVersion.error?.code).toBe('UNSUPPORTED_VERSION');
  expect(wrongVersion.replyTo).toBe('a');
  expect((await client.send('SELF_DESTRUCT', {})).error).toEqual({
    code: 'UNKNOWN_TYPE',
    message: 'Unknown message type SELF_DESTRUCT',
  });
  const badQuantity = await client.send('INSERT_MODELS', {
    models: [{ rfqFileId: 1, orderId: 1, fileName: 'a.stl', quantity: 0, url: 'http://127.0.0.1:9/a', expiresAt: 0 }],
  });
  expect(badQuantity.error?.code).toBe('INVALID_PAYLOAD');
  expect(badQuantity.error?.message).toMatch(/^payload\.models\.0\.quantity /);
  expect((await client.frame(Buffer.from([1, 2, 3]))).error?.code).toBe('MALFORMED');
  client.close();
});

test('nothing but PAIR is taken before pairing, and a pairing the platform cannot confirm is refused', async () => {
  const client = await page();
  expect((await client.send('CLEAR_TRAY', {})).error?.code).toBe('NOT_PAIRED');
  const elsewhere = await client.send('PAIR', { token: 'x'.repeat(32), platformUrl: 'https://other.example' });
  expect(elsewhere.error).toEqual({ code: 'PAIRING_REFUSED', message: `This tool is set up for ${PLATFORM}` });
  const unreadable = await client.send('PAIR', { token: 'x'.repeat(32), platformUrl: 'http://' });
  expect(unreadable.error).toEqual({ code: 'PAIRING_REFUSED', message: `This tool is set up for ${PLATFORM}` });
  const unconfirmed = await client.send('PAIR', { token: 'x'.repeat(32), platformUrl: PLATFORM });
  expect(unconfirmed.error?.code).toBe('PAIRING_REFUSED');
  expect((await client.send('CLEAR_TRAY', {})).error?.code).toBe('NOT_PAIRED');
  client.close();
});

test('a frame of 100 MB closes its connection unread; the bridge serves the next one', async () => {
  const client = await page();
  client.socket.send(Buffer.alloc(100 * 1024 * 1024, 0x20), { binary: false });
  expect(await client.closed).toBe(1009);
  const next = await page();
  expect((await next.send('CLEAR_TRAY', {})).error?.code).toBe('NOT_PAIRED');
  next.close();
});

test('a flood is answered TOO_MANY_MESSAGES and closed', async () => {
  const client = await page();
  const codes: string[] = [];
  client.socket.on('message', (data) => codes.push(JSON.parse(data.toString()).error?.code));
  for (let i = 0; i <= MESSAGES_PER_SECOND; i++) client.socket.send('{}');
  expect(await client.closed).toBe(1008);
  expect(codes).toContain('TOO_MANY_MESSAGES');
});

test('random frames each get one reply that keeps the protocol, and the bridge lives on', async () => {
  const json = fc.oneof(
    fc.string(),
    fc.json(),
    fc
      .record({ v: fc.oneof(fc.constant(1), fc.integer()), id: fc.string(), type: fc.string(), payload: fc.jsonValue() })
      .map((message) => JSON.stringify(message)),
    fc
      .record({
        v: fc.constant(1),
        id: fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/),
        type: fc.constantFrom('PAIR', 'LOGIN', 'INSERT_MODELS', 'CLEAR_TRAY', 'FROM_DATE', 'REQUEST_DATA', 'SAVE_JOB'),
        payload: fc.jsonValue(),
      })
      .map((message) => JSON.stringify(message)),
  );
  await fc.assert(
    fc.asyncProperty(json, async (frame) => {
      const client = await page();
      const reply = await client.frame(frame, JSON.parse(safeId(frame)));
      client.close();
      expect(reply.type).toBe('REPLY');
      expect(reply.ok).toBe(false);
    }),
    { numRuns: 150 },
  );
  const client = await page();
  expect((await client.send('CLEAR_TRAY', {})).error?.code).toBe('NOT_PAIRED');
  client.close();
});

/** The id the bridge names in its reply to `frame`: a valid id, or null. */
function safeId(frame: string): string {
  try {
    const id = (JSON.parse(frame) as { id?: unknown } | null)?.id;
    return JSON.stringify(typeof id === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(id) ? id : null);
  } catch {
    return 'null';
  }
}
