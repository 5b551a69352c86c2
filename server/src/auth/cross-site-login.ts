import type { FastifyRequest } from 'fastify';
import { forbidden, HttpError } from '../http/errors.js';

/**
 * A login posted by another site (a form that signs the victim in to the attacker's account)
 * is refused. A browser says where a request comes from in Sec-Fetch-Site, and in Origin on
 * every cross-origin POST, older browsers without Sec-Fetch-Site included. A login sent as JSON
 * cannot come from another site's form at all, so routes that only browsers and scripts of ours
 * call take nothing else; the OAuth token endpoint keeps form-encoded bodies, as OAuth clients send.
 */
export function refuseCrossSiteLogin(request: FastifyRequest, { formEncoded = false } = {}): void {
  if (fromAnotherSite(request)) throw forbidden('Logging in from another site is not allowed', 'CROSS_SITE_LOGIN');
  const mediaType = String(request.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  if (mediaType !== 'application/json' && !(formEncoded && mediaType === 'application/x-www-form-urlencoded'))
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'A login is sent as JSON (Content-Type: application/json)');
}

const SAME_ORIGIN_FETCHES = new Set(['same-origin', 'none']);

function fromAnotherSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && !SAME_ORIGIN_FETCHES.has(String(site))) return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  // "null": a sandboxed frame, a data: page or a redirect from elsewhere.
  if (!URL.canParse(origin)) return true;
  const from = new URL(origin);
  if (from.origin === new URL(request.server.ctx.config.publicUrl).origin) return false;
  // A domain of a tenant is its own public address: the page and the API share its Host.
  const ownHost = `${from.protocol}//${request.host}`;
  return !URL.canParse(ownHost) || new URL(ownHost).host !== from.host;
}
