import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedDelivery {
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

/**
 * A real webhook receiver on loopback: it keeps what it receives and answers each POST with the
 * next status given (200 when none is). `port` listens where an earlier receiver did, so a
 * receiver can stop and come back at the address an endpoint holds.
 */
export function startReceiver(port = 0) {
  const received: ReceivedDelivery[] = [];
  const statuses: number[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body, at: Date.now() });
      response.writeHead(statuses.shift() ?? 200).end('ok');
    });
  });
  return new Promise<{
    url: string;
    port: number;
    received: ReceivedDelivery[];
    statuses: number[];
    /** Resolves once `count` deliveries have arrived (rejects after `timeoutMs`). */
    waitFor: (count: number, timeoutMs?: number) => Promise<void>;
    close: () => Promise<void>;
  }>((resolve) =>
    server.listen(port, '127.0.0.1', () => {
      const bound = (server.address() as AddressInfo).port;
      resolve({
        url: `http://127.0.0.1:${bound}/hook`,
        port: bound,
        received,
        statuses,
        waitFor: async (count, timeoutMs = 60_000) => {
          const until = Date.now() + timeoutMs;
          while (received.length < count) {
            if (Date.now() > until) throw new Error(`${received.length} of ${count} deliveries arrived in ${timeoutMs} ms`);
            await new Promise((done) => setTimeout(done, 20));
          }
        },
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    }),
  );
}
