/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["source", "node", "require", "default"]}
 */
/**
 * The page's side of the socket against a tool that speaks the protocol (a small one written
 * here; the reference bridge plays it in the browser tests): the states a page shows, pairing,
 * replies matched to their commands, refusals, and reconnecting when the tool comes and goes.
 */
import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';
import { connectDesktopTool, type DesktopTool, type DesktopToolStatus } from './desktop-tool.js';

const PLATFORM = 'https://am.example.com';

// The browser's WebSocket, as ws implements it for Node (jsdom's cannot run beside a server in the same test).
beforeAll(() => Object.assign(globalThis, { WebSocket }));

/** A tool on a free port: pairs the token 'good-token…' only, and answers FROM_DATE with its payload and CLEAR_TRAY with a refusal. */
async function startTool(port = 0) {
  const server = new WebSocketServer({ host: '127.0.0.1', port });
  await new Promise((resolve) => server.once('listening', resolve));
  server.on('connection', (socket) =>
    socket.on('message', (data) => {
      const { id, type, payload } = JSON.parse(data.toString());
      const refusal = (code: string, message: string) => ({ ok: false, payload: null, error: { code, message } });
      const outcome =
        type === 'PAIR'
          ? payload.token.startsWith('good-token')
            ? { ok: true, payload: null, error: null }
            : refusal('PAIRING_REFUSED', 'This pairing has expired or was already used')
          : type === 'FROM_DATE'
            ? { ok: true, payload, error: null }
            : refusal('FAILED', 'The tray is empty: send parts to it first');
      socket.send(JSON.stringify({ v: 1, id: `r-${id}`, type: 'REPLY', replyTo: id, ...outcome }));
    }),
  );
  return { server, port: (server.address() as AddressInfo).port, close: () => new Promise((resolve) => server.close(resolve)) };
}

async function freePort(): Promise<number> {
  const tool = await startTool();
  await tool.close();
  return tool.port;
}

function watch(port: number, options: { token?: string; denied?: boolean } = {}) {
  const statuses: { status: DesktopToolStatus; detail: string | null }[] = [];
  const tool: DesktopTool = connectDesktopTool({
    platformUrl: PLATFORM,
    url: `ws://127.0.0.1:${port}`,
    pairingToken: async () => options.token ?? 'good-token-1234567890',
    onStatus: (status, detail) => statuses.push({ status, detail }),
    retryMs: 50,
    localNetworkDenied: async () => options.denied ?? false,
  });
  const reached = (status: DesktopToolStatus) =>
    new Promise<void>((resolve) => {
      const check = () => (statuses.some((s) => s.status === status) ? resolve() : setTimeout(check, 10));
      check();
    });
  return { tool, statuses, reached };
}

test('a tool that is not running, then started, is connected to by itself', async () => {
  const port = await freePort();
  const page = watch(port);
  await page.reached('notRunning');
  expect(page.statuses[0]).toEqual({ status: 'connecting', detail: null });
  await expect(page.tool.send('FROM_DATE', { fromDate: 1 })).rejects.toMatchObject({ code: 'NOT_CONNECTED' });
  const tool = await startTool(port);
  await page.reached('connected');
  await expect(page.tool.send('FROM_DATE', { fromDate: 1_780_000_000_000 })).resolves.toEqual({ fromDate: 1_780_000_000_000 });
  await expect(page.tool.send('CLEAR_TRAY', {})).rejects.toMatchObject({
    code: 'FAILED',
    message: 'The tray is empty: send parts to it first',
  });
  page.tool.close();
  await tool.close();
});

test('a browser that denies the local network is told apart from a tool that is not running', async () => {
  const page = watch(await freePort(), { denied: true });
  await page.reached('blocked');
  expect(page.statuses.map((s) => s.status)).not.toContain('notRunning');
  page.tool.close();
});

test('a refused pairing is shown with the tool’s reason, and no command is sent', async () => {
  const tool = await startTool();
  const page = watch(tool.port, { token: 'stale-token-1234567890' });
  await page.reached('refused');
  expect(page.statuses).toContainEqual({ status: 'refused', detail: 'This pairing has expired or was already used' });
  await expect(page.tool.send('FROM_DATE', { fromDate: 1 })).rejects.toMatchObject({ code: 'NOT_CONNECTED' });
  page.tool.close();
  await tool.close();
});

test('a tool that stops is shown as not running, and its connection comes back when it starts again', async () => {
  const first = await startTool();
  const page = watch(first.port);
  await page.reached('connected');
  for (const client of first.server.clients) client.terminate();
  await first.close();
  await page.reached('notRunning');
  page.statuses.length = 0;
  const second = await startTool(first.port);
  await page.reached('connected');
  page.tool.close();
  await second.close();
});
