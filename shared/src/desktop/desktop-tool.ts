/**
 * The page's side of the desktop tool's local socket: opens `ws://127.0.0.1:12001`, pairs with a
 * token the platform gives, sends commands and matches each reply to its command. It tells apart
 * a tool that is not running from a browser that blocked the connection (Chrome asks a user
 * before a page reaches a local port, and a refusal looks to the page like a closed port), and
 * tries again every few seconds, so the page connects by itself once the tool is started.
 */
import {
  DESKTOP_PROTOCOL_VERSION,
  DESKTOP_TOOL_PORT,
  type DesktopCommandPayload,
  type DesktopCommandType,
  type DesktopErrorCode,
  readDesktopReply,
} from '../contracts/desktop-protocol.js';

export type DesktopToolStatus = 'connecting' | 'connected' | 'notRunning' | 'blocked' | 'refused';

/** A command the tool refused, with its code and its message (which names what was wrong). */
export class DesktopToolError extends Error {
  constructor(
    readonly code: DesktopErrorCode | 'NOT_CONNECTED' | 'NO_ANSWER',
    message: string,
  ) {
    super(message);
  }
}

export interface DesktopToolOptions {
  /** The platform's address, which the tool checks the pairing with. */
  platformUrl: string;
  /** A fresh pairing token from the platform (each connection redeems one). */
  pairingToken: () => Promise<string>;
  onStatus: (status: DesktopToolStatus, detail: string | null) => void;
  url?: string;
  retryMs?: number;
  answerMs?: number;
  /** Whether the browser has denied this page the local network (the permission's names differ by version). */
  localNetworkDenied?: () => Promise<boolean>;
}

/** Chrome's names for the permission a page needs to reach a local port, old and new. */
const LOCAL_NETWORK_PERMISSIONS = ['local-network-access', 'loopback-network', 'local-network'];

async function browserDeniedLocalNetwork(): Promise<boolean> {
  if (!navigator.permissions) return false;
  const states = await Promise.all(
    LOCAL_NETWORK_PERMISSIONS.map((name) =>
      navigator.permissions
        .query({ name } as unknown as PermissionDescriptor)
        .then((status) => status.state)
        .catch(() => null),
    ),
  );
  return states.includes('denied');
}

interface Pending {
  resolve: (payload: unknown) => void;
  reject: (error: DesktopToolError) => void;
  timer: ReturnType<typeof setTimeout>;
}

export interface DesktopTool {
  send<T extends Exclude<DesktopCommandType, 'PAIR'>>(type: T, payload: DesktopCommandPayload<T>): Promise<unknown>;
  close(): void;
}

export function connectDesktopTool(options: DesktopToolOptions): DesktopTool {
  const url = options.url ?? `ws://127.0.0.1:${DESKTOP_TOOL_PORT}`;
  const retryMs = options.retryMs ?? 3000;
  const answerMs = options.answerMs ?? 120_000;
  const denied = options.localNetworkDenied ?? browserDeniedLocalNetwork;
  const pending = new Map<string, Pending>();
  let socket: WebSocket | null = null;
  let paired = false;
  let refused = false;
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let next = 0;

  const request = (type: DesktopCommandType, payload: unknown) =>
    new Promise<unknown>((resolve, reject) => {
      if (!socket || socket.readyState !== WebSocket.OPEN) {
        reject(new DesktopToolError('NOT_CONNECTED', 'The desktop tool is not connected'));
        return;
      }
      const id = `p-${++next}`;
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new DesktopToolError('NO_ANSWER', 'The desktop tool did not answer'));
      }, answerMs);
      pending.set(id, { resolve, reject, timer });
      socket.send(JSON.stringify({ v: DESKTOP_PROTOCOL_VERSION, id, type, payload }));
    });

  const onMessage = (event: MessageEvent) => {
    const read = readDesktopReply(String(event.data));
    if (!read.ok || read.message.replyTo === null) return;
    const waiting = pending.get(read.message.replyTo);
    if (!waiting) return;
    pending.delete(read.message.replyTo);
    clearTimeout(waiting.timer);
    const { ok, payload, error } = read.message;
    if (ok) waiting.resolve(payload);
    else waiting.reject(new DesktopToolError(error!.code, error!.message));
  };

  const pair = async () => {
    try {
      await request('PAIR', { token: await options.pairingToken(), platformUrl: options.platformUrl });
      paired = true;
      options.onStatus('connected', null);
    } catch (error) {
      refused = true;
      options.onStatus('refused', error instanceof Error ? error.message : String(error));
      socket?.close();
    }
  };

  const onClose = async (opened: boolean) => {
    socket = null;
    paired = false;
    for (const [id, waiting] of pending) {
      clearTimeout(waiting.timer);
      waiting.reject(new DesktopToolError('NOT_CONNECTED', 'The desktop tool closed the connection'));
      pending.delete(id);
    }
    if (closed) return;
    // A refused pairing already said why; a socket that never opened is a stopped tool or a blocking browser.
    if (!opened) options.onStatus((await denied()) ? 'blocked' : 'notRunning', null);
    else if (!refused) options.onStatus('notRunning', null);
    retry = setTimeout(open, retryMs);
  };

  function open() {
    if (closed) return;
    let opened = false;
    refused = false;
    let current: WebSocket;
    try {
      current = new WebSocket(url);
    } catch {
      // A browser that refuses the address outright (a page policy, an enterprise rule) throws here.
      options.onStatus('blocked', null);
      retry = setTimeout(open, retryMs);
      return;
    }
    socket = current;
    current.onopen = () => {
      opened = true;
      void pair();
    };
    current.onmessage = onMessage;
    // A failed connection is followed by its close, which says what it means.
    current.onerror = () => undefined;
    current.onclose = () => void onClose(opened);
  }

  // Retries keep the status they found, so that the page does not flicker while it waits for the tool.
  options.onStatus('connecting', null);
  open();
  return {
    send: (type, payload) =>
      paired
        ? request(type, payload)
        : Promise.reject(new DesktopToolError('NOT_CONNECTED', 'The desktop tool is not connected')),
    close() {
      closed = true;
      clearTimeout(retry);
      socket?.close();
    },
  };
}
