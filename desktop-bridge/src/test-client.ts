/** A page's side of the socket, for the tests: sends commands and waits for the reply that names each. */
import WebSocket from 'ws';
import { type DesktopReply, readDesktopReply } from 'shared/contracts/desktop-protocol';

export interface TestClient {
  socket: WebSocket;
  /** Sends a raw frame; the next reply that names `id` (or any reply when the frame has none to name). */
  frame(data: string | Buffer, id?: string | null): Promise<DesktopReply>;
  send(type: string, payload: unknown): Promise<DesktopReply>;
  closed: Promise<number>;
  close(): void;
}

export async function connect(port: number, origin: string): Promise<TestClient> {
  const socket = new WebSocket(`ws://127.0.0.1:${port}`, { origin });
  const waiting = new Map<string | null, (reply: DesktopReply) => void>();
  socket.on('message', (data) => {
    const read = readDesktopReply(data.toString());
    if (!read.ok) throw new Error(`the bridge sent a reply that breaks the protocol: ${read.message}`);
    const resolve = waiting.get(read.message.replyTo) ?? waiting.get(null);
    waiting.delete(waiting.has(read.message.replyTo) ? read.message.replyTo : null);
    resolve?.(read.message);
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  let next = 0;
  const frame = (data: string | Buffer, id: string | null = null) =>
    new Promise<DesktopReply>((resolve) => {
      waiting.set(id, resolve);
      socket.send(data);
    });
  return {
    socket,
    frame,
    send(type, payload) {
      const id = `m-${++next}`;
      return frame(JSON.stringify({ v: 1, id, type, payload }), id);
    },
    closed,
    close: () => socket.close(),
  };
}
