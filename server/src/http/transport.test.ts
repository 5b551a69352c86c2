import { connect, type Socket } from 'node:net';
import { multipartFile, tinyBinaryStl } from '../test-support/multipart.js';
import { createTestApp, login, type TestApp } from '../test-support/test-app.js';

describe('Strict-Transport-Security', () => {
  let direct: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    [direct, proxied] = await Promise.all([createTestApp(), createTestApp({ trustProxy: true })]);
  });
  afterAll(() => Promise.all([direct.close(), proxied.close()]));

  const hsts = async (t: TestApp, headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/health', headers })).headers['strict-transport-security'];

  it('is sent over https, as a TLS proxy trusted with TRUST_PROXY reports it', async () => {
    expect(await hsts(proxied, { 'x-forwarded-proto': 'https' })).toBe('max-age=31536000; includeSubDomains');
  });

  it('is not sent over plain http, nor on an untrusted claim of https', async () => {
    expect(await hsts(proxied, { 'x-forwarded-proto': 'http' })).toBeUndefined();
    expect(await hsts(direct, {})).toBeUndefined();
    expect(await hsts(direct, { 'x-forwarded-proto': 'https' })).toBeUndefined();
  });
});

describe('connection timeouts on a listening server', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    // Shortened deadlines: 1 s for the headers, 2 s for a request, 8 s for an upload, 0.5 s of keep-alive.
    t = await createTestApp({ httpTimeouts: { headersMs: 1000, requestMs: 2000, uploadMs: 8000, keepAliveMs: 500 } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(() => t.close());

  /** Opens a socket; resolves with what the server sent and how many lines the client wrote, once the server closes it. */
  function drip(
    lines: (string | Buffer)[],
    everyMs: number,
  ): Promise<{ received: string; linesSent: number; closedAfterMs: number }> {
    return new Promise((resolve, reject) => {
      const started = Date.now();
      const socket: Socket = connect(port, '127.0.0.1');
      let received = '';
      let linesSent = 0;
      const timer = setInterval(() => {
        if (linesSent < lines.length && socket.writable) socket.write(lines[linesSent++]!);
      }, everyMs);
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('error', () => undefined);
      // Cleared once the server closes: a watchdog left running kept the jest worker alive 15 s after its tests.
      const watchdog = setTimeout(() => {
        clearInterval(timer);
        socket.destroy();
        reject(new Error(`the server kept the connection open for 15 s (${linesSent} lines sent)`));
      }, 15_000);
      socket.on('close', () => {
        clearInterval(timer);
        clearTimeout(watchdog);
        resolve({ received, linesSent, closedAfterMs: Date.now() - started });
      });
    });
  }

  it('cuts off a client that sends one header line at a time, well before it finishes', async () => {
    // 60 header lines, one every 200 ms: 12 s if the server let it.
    const lines = [
      'GET /api/health HTTP/1.1\r\n',
      'Host: localhost\r\n',
      ...Array.from({ length: 60 }, (_, i) => `X-Slow-${i}: 1\r\n`),
    ];
    const { received, linesSent, closedAfterMs } = await drip(lines, 200);
    expect(linesSent).toBeLessThan(lines.length / 3);
    expect(closedAfterMs).toBeLessThan(6000);
    expect(received).toMatch(/^HTTP\/1\.1 408|^$/);
  }, 20_000);

  it('cuts off a client that drips the body of an API request', async () => {
    // A 40-byte JSON body, one byte every 200 ms: 8 s if the server let it.
    const body = JSON.stringify({ email: 'a@demo.test', password: 'x'.repeat(7) });
    const head = `POST /api/v1/users/customLogin HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const { linesSent, closedAfterMs } = await drip([head, ...body.split('')], 200);
    expect(linesSent).toBeLessThan(body.length);
    expect(closedAfterMs).toBeLessThan(6000);
  }, 20_000);

  it('lets an upload take longer than an API request may, within the upload deadline', async () => {
    const { accessToken } = await login(t.app, 'engineer@demo.test');
    const { payload, headers } = multipartFile('slow-link.stl', tinyBinaryStl());
    const head = `POST /api/v1/files HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${accessToken}\r\nContent-Type: ${headers['content-type']}\r\nContent-Length: ${payload.length}\r\n\r\n`;
    // The body in 8 pieces, one every 450 ms: about 3.6 s, past the 2 s of an API request.
    const size = Math.ceil(payload.length / 8);
    const pieces = Array.from({ length: 8 }, (_, i) => payload.subarray(i * size, (i + 1) * size));
    const { received, linesSent } = await drip([head, ...pieces], 450);
    expect(linesSent).toBe(pieces.length + 1);
    expect(received).toMatch(/^HTTP\/1\.1 201/);
  }, 20_000);

  it('closes a connection that never sends a request', async () => {
    const { closedAfterMs } = await drip([], 1000);
    expect(closedAfterMs).toBeLessThan(6000);
  }, 20_000);

  it('answers a prompt request, then closes the kept-alive connection once it idles', async () => {
    const { received, closedAfterMs } = await drip(['GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n'], 10);
    expect(received).toMatch(/^HTTP\/1\.1 200/);
    expect(received).toContain('"status":"ok"');
    expect(closedAfterMs).toBeLessThan(6000);
  }, 20_000);
});
