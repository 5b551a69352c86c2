/**
 * The reference desktop tool: a WebSocket server on the loopback address that keeps a build tray
 * for the platform's desktop pages. It takes connections from the platform's origin only (any web
 * page may try the port; a browser names the page's origin and no page can forge it), never
 * reads a frame above the protocol's limit, and survives whatever a connection sends.
 */
import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { DESKTOP_MAX_FRAME_BYTES } from 'shared/contracts/desktop-protocol';
import type { BridgeState } from './commands.js';
import { type Bridge, serveConnection } from './connection.js';
import type { MessageLog } from './log.js';
import { platformClient } from './platform.js';
import { Tray } from './tray.js';

export interface BridgeOptions {
  platformUrl: string;
  /** Where the tray's 3MF files are written. */
  trayDir: string;
  port: number;
  host?: string;
  log: MessageLog;
}

export interface RunningBridge {
  port: number;
  state: BridgeState;
  close(): Promise<void>;
}

export async function startBridge({
  platformUrl,
  trayDir,
  port,
  host = '127.0.0.1',
  log,
}: BridgeOptions): Promise<RunningBridge> {
  await mkdir(trayDir, { recursive: true });
  const platform = platformClient(platformUrl);
  let queue: Promise<unknown> = Promise.resolve();
  const bridge: Bridge = {
    state: { tray: new Tray(), login: null, job: null },
    platform,
    trayDir,
    log,
    serially(work) {
      const done = queue.then(work);
      queue = done.catch(() => undefined);
      return done;
    },
  };
  const server = new WebSocketServer({
    host,
    port,
    maxPayload: DESKTOP_MAX_FRAME_BYTES,
    verifyClient: ({ origin }, done) => {
      if (origin === platform.origin) return done(true);
      log({ refusedOrigin: origin ?? null });
      done(false, 403, 'This tool takes connections from its platform only');
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  let connections = 0;
  server.on('connection', (socket) => {
    const connection = ++connections;
    log({ connection, opened: true });
    // A frame above the limit closes the connection (1009) with an error; it must not end the bridge.
    socket.on('error', (error) => log({ connection, error: error.message }));
    socket.on('close', (code) => log({ connection, closed: code }));
    serveConnection(socket, bridge, connection);
  });
  return {
    port: (server.address() as AddressInfo).port,
    state: bridge.state,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of server.clients) client.terminate();
        server.close(() => resolve());
      }),
  };
}
