import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** How long a client may take, in milliseconds (config: *_TIMEOUT_SECONDS). */
export interface HttpTimeouts {
  /** The request line and every header must have arrived within this since the connection or the request began. */
  headersMs: number;
  /** The whole request, body included, must have arrived within this; a connection silent this long is closed too. */
  requestMs: number;
  /** An upload (a route marked `longBody`) must have arrived within this: a large CAD file over a plant's link. */
  uploadMs: number;
  /** A kept-alive connection idle this long after an answer is closed. */
  keepAliveMs: number;
}

/**
 * The server's timeouts, so a client that sends one header line a second, or opens
 * connections and sends nothing, cannot hold them open. Node checks the header and request
 * deadlines on a timer (every 30 s by default, which let such a client stay past 75 s); it
 * runs here every second, or twice per header deadline when that is shorter.
 */
export function timeoutOptions(timeouts: HttpTimeouts) {
  // Node's request deadline is one for the whole server: it is the uploads' here, and the
  // shorter one of every other route is registerRequestDeadline's.
  const longest = Math.max(timeouts.requestMs, timeouts.uploadMs);
  return {
    connectionTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: longest,
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: longest,
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(timeouts.headersMs / 2))),
    },
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes large bodies (uploads): its body may take HttpTimeouts.uploadMs to arrive. */
    longBody?: true;
  }
}

/**
 * Every request but an upload must have arrived, body included, within `requestMs` (a client
 * dripping a body a byte at a time is cut off, as Node's own deadline does for the headers);
 * uploads have Node's longer one. A connection that sends nothing is closed by the idle timeout.
 */
export function registerRequestDeadline(app: FastifyInstance, requestMs: number): void {
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    if (raw.complete || request.routeOptions.config.longBody) return done();
    const timer = setTimeout(() => {
      if (!raw.complete) raw.socket.destroy();
    }, requestMs);
    reply.raw.once('close', () => clearTimeout(timer));
    done();
  });
}

/**
 * Strict-Transport-Security only on answers that went over https (directly, or through a
 * TLS proxy with TRUST_PROXY): over plain http a browser ignores it, and a plant serving
 * the platform on http inside its network must not be told to insist on https.
 */
export function registerStrictTransportSecurity(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}

/**
 * Helmet's security headers (the content security policy and the rest) on every answer. Its
 * middleware is built once, here: @fastify/helmet built it again for every request, parsing
 * the policy each time (about 11 KB of garbage and two hooks per request, on every route).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const setHeaders = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}
