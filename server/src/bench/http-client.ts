/**
 * How the API benchmarks reach the app: as a browser does, over HTTP. The app listens on a
 * loopback port, and requests go one after another over one keep-alive connection (undici's
 * Client, the engine of Node's fetch) with the accept-encoding a browser sends, so answers
 * above 1 KiB come compressed as a browser gets them. A request is timed from its sending to
 * the last byte of the answer; the body is not decompressed in the timing, since a browser
 * does that as the bytes arrive. The client shares this process with the server, so its own
 * work (writing the request, parsing the answer) counts against the server: the figures err on
 * the slow side, by a few tens of microseconds.
 */
import { performance } from 'node:perf_hooks';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { Client } from 'undici';

export interface BenchRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  payload?: unknown;
}

export interface BenchResponse {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as they came over the wire (compressed when the server compressed them). */
  body: Buffer;
  /** The body decoded and parsed. */
  json<T = unknown>(): T;
}

/** What Chromium sends. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'application/json' };

function decoded(body: Buffer, encoding: string | string[] | undefined): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  return body;
}

export type HttpClient = Awaited<ReturnType<typeof listenOverHttp>>;

/** Starts `app` listening on a free loopback port, with a client on one keep-alive connection to it. */
export async function listenOverHttp(app: FastifyInstance) {
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  const client = new Client(origin, { pipelining: 1 });
  const request = async ({ method = 'GET', url, headers, payload }: BenchRequest): Promise<BenchResponse> => {
    const response = await client.request({
      method,
      path: url,
      headers: {
        ...BROWSER_HEADERS,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
    const body = Buffer.from(await response.body.arrayBuffer());
    return {
      statusCode: response.statusCode,
      headers: response.headers,
      body,
      json: <T>() => JSON.parse(decoded(body, response.headers['content-encoding']).toString()) as T,
    };
  };
  return {
    origin,
    request,
    /** A bearer header for a demo account, signed in over the same connection. */
    async bearer(email: string, password: string) {
      const login = await request({ method: 'POST', url: '/api/v1/users/customLogin', payload: { email, password } });
      const cookies = [login.headers['set-cookie'] ?? []].flat();
      const token = cookies.map((c) => /^authorization=([^;]+)/.exec(c)?.[1]).find(Boolean);
      if (!token) throw new Error(`sign-in of ${email}: ${login.statusCode} ${login.json<{ message?: string }>().message}`);
      return { authorization: `Bearer ${token}` };
    },
    async close() {
      await client.close();
      await app.close();
    },
  };
}

export interface Timing {
  label: string;
  p50: number;
  p95: number;
  p99: number;
  /** Every timed request's milliseconds, fastest first: for figures across cases. */
  times: number[];
  /** The last answer, to show what was measured. */
  last: BenchResponse;
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * Times `send` `runs` times after `warmUp` untimed calls, so that what is timed is a running
 * server: code optimised (the optimising compiler takes a few thousand calls of a hot path),
 * statements prepared, the heap at its working size. Every answer must be a 200.
 */
export async function timeRequests(
  label: string,
  send: () => Promise<BenchResponse>,
  { runs, warmUp }: { runs: number; warmUp: number },
): Promise<Timing> {
  for (let i = 0; i < warmUp; i += 1) await send();
  const times: number[] = [];
  let last: BenchResponse | undefined;
  for (let i = 0; i < runs; i += 1) {
    const t0 = performance.now();
    last = await send();
    times.push(performance.now() - t0);
    if (last.statusCode !== 200)
      throw new Error(`${label}: ${last.statusCode} ${decoded(last.body, last.headers['content-encoding'])}`);
  }
  times.sort((a, b) => a - b);
  return { label, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), times, last: last! };
}
