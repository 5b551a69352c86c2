/**
 * One page's connection: every frame is read against the protocol's schema and answered with one
 * reply; nothing but PAIR is taken before the platform has confirmed the page's pairing token; a
 * connection that floods the bridge is answered once and closed. Commands run one at a time,
 * across connections, so that the tray changes in the order the pages asked.
 */
import type { RawData, WebSocket } from 'ws';
import {
  DESKTOP_PROTOCOL_VERSION,
  type DesktopCommand,
  type DesktopErrorCode,
  type DesktopReply,
  readDesktopCommand,
} from 'shared/contracts/desktop-protocol';
import { type BridgeState, HANDLERS, Refusal } from './commands.js';
import type { MessageLog } from './log.js';
import { type PairedUser, type PlatformClient, PlatformError } from './platform.js';

/** Commands a page sends in a second at most: a page sends a handful; more is a loop or an attack. */
export const MESSAGES_PER_SECOND = 50;

export interface Bridge {
  state: BridgeState;
  platform: PlatformClient;
  trayDir: string;
  log: MessageLog;
  /** Runs commands one after another, across connections. */
  serially<T>(work: () => Promise<T>): Promise<T>;
}

type Outcome = { ok: true; payload: unknown } | { ok: false; code: DesktopErrorCode; message: string };

export function serveConnection(socket: WebSocket, bridge: Bridge, connection: number): void {
  let user: PairedUser | null = null;
  let windowStart = Date.now();
  let inWindow = 0;
  let replies = 0;

  const reply = (replyTo: string | null, outcome: Outcome) => {
    const message: DesktopReply = {
      v: DESKTOP_PROTOCOL_VERSION,
      id: `r-${++replies}`,
      type: 'REPLY',
      replyTo,
      ok: outcome.ok,
      payload: outcome.ok ? outcome.payload : null,
      error: outcome.ok ? null : { code: outcome.code, message: outcome.message },
    };
    bridge.log({ connection, out: 'REPLY', replyTo, ok: outcome.ok, payload: message.payload, error: message.error });
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };

  const flooded = () => {
    const now = Date.now();
    if (now - windowStart >= 1000) {
      windowStart = now;
      inWindow = 0;
    }
    return ++inWindow > MESSAGES_PER_SECOND;
  };

  const pair = async (token: string, platformUrl: string): Promise<Outcome> => {
    if (!URL.canParse(platformUrl) || new URL(platformUrl).origin !== bridge.platform.origin) {
      return { ok: false, code: 'PAIRING_REFUSED', message: `This tool is set up for ${bridge.platform.origin}` };
    }
    try {
      user = await bridge.platform.redeem(token);
    } catch (error) {
      const message = error instanceof PlatformError ? error.message : 'The platform could not be reached to confirm the pairing';
      return { ok: false, code: 'PAIRING_REFUSED', message };
    }
    const { login } = bridge.state;
    return { ok: true, payload: { name: user.name, loggedIn: login?.userId === user.userId, tray: bridge.state.tray.summary() } };
  };

  const run = async (command: DesktopCommand): Promise<Outcome> => {
    if (command.type === 'PAIR') return pair(command.payload.token, command.payload.platformUrl);
    if (!user) return { ok: false, code: 'NOT_PAIRED', message: 'Pair first: send PAIR with a token from the platform' };
    const handler = HANDLERS[command.type] as (context: unknown, payload: unknown) => Promise<unknown>;
    try {
      const context = { state: bridge.state, platform: bridge.platform, user, trayDir: bridge.trayDir };
      return { ok: true, payload: await handler(context, command.payload) };
    } catch (error) {
      if (error instanceof Refusal) return { ok: false, code: 'FAILED', message: error.message };
      throw error;
    }
  };

  socket.on('message', (data: RawData, isBinary: boolean) => {
    if (flooded()) {
      bridge.log({ connection, in: 'flood', closed: true });
      reply(null, { ok: false, code: 'TOO_MANY_MESSAGES', message: `More than ${MESSAGES_PER_SECOND} messages in a second` });
      socket.close(1008, 'Too many messages');
      return;
    }
    if (isBinary) {
      bridge.log({ connection, in: 'binary', bytes: byteLength(data) });
      reply(null, { ok: false, code: 'MALFORMED', message: 'Messages are JSON text, not binary frames' });
      return;
    }
    const frame = data.toString();
    const read = readDesktopCommand(frame);
    if (!read.ok) {
      bridge.log({ connection, in: 'refused', bytes: frame.length, code: read.code });
      reply(read.replyTo, { ok: false, code: read.code, message: read.message });
      return;
    }
    bridge.log({ connection, in: read.message.type, id: read.message.id, ...loggedPayload(read.message) });
    // A command that fails in a way no handler foresaw is answered too, never left to end the bridge.
    void bridge
      .serially(() => run(read.message))
      .catch((error: unknown): Outcome => {
        bridge.log({ connection, failed: read.message.type, error: String(error) });
        return { ok: false, code: 'FAILED', message: `${read.message.type} failed in the bridge; its log says why` };
      })
      .then((outcome) => reply(read.message.id, outcome));
  });
}

function byteLength(data: RawData): number {
  return Array.isArray(data) ? data.reduce((sum, part) => sum + part.length, 0) : data.byteLength;
}

/** What the log keeps of a command: its payload, less the secrets (the pairing token, the user's key but its last four). */
function loggedPayload(command: DesktopCommand): Record<string, unknown> {
  switch (command.type) {
    case 'PAIR':
      return { platformUrl: command.payload.platformUrl };
    case 'LOGIN':
      return { ...command.payload, userKey: `…${command.payload.userKey.slice(-4)}` };
    case 'INSERT_MODELS':
    case 'INSERT_JOB':
      return {
        ...command.payload,
        models: command.payload.models.map(({ rfqFileId, fileName, quantity }) => ({ rfqFileId, fileName, quantity })),
      };
    default:
      return { ...command.payload };
  }
}
