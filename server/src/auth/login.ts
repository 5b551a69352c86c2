import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findUserByEmail } from '../accounts/index.js';
import { forbidden, HttpError, unauthorized } from '../http/errors.js';
import { loginThrottle } from './login-throttle.js';
import { verifyAgainstDummy, verifyPassword } from './passwords.js';
import { startSession, type IssuedTokens } from './sessions.js';

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

/**
 * Checks an email and password and starts a session. An unknown email and a wrong
 * password give the same answer after the same work, so the answer reveals no accounts.
 */
export async function passwordLogin(
  ctx: FastifyInstance['ctx'],
  email: string,
  password: string,
  ip: string,
): Promise<IssuedTokens> {
  const throttle = loginThrottle(ctx.db, ctx.config.loginLimits);
  const delayMs = await throttle.check(email, ip);
  // The account's failures from every address slow each attempt rather than refuse it, so
  // a stranger cannot lock the owner out; waiting before the check keeps the answer's
  // timing the same whatever the password, so the wait is short (LOGIN_SLOWDOWN_MAX_MS).
  if (delayMs > 0) await sleep(delayMs);
  const user = await findUserByEmail(ctx.db, email);
  const valid = user ? await verifyPassword(password, user.password_hash) : await verifyAgainstDummy(password);
  if (!user || !valid) {
    await throttle.recordFailure(email, ip);
    throw unauthorized('Invalid email or password', 'INVALID_CREDENTIALS');
  }
  await throttle.recordSuccess(email, ip);
  // Said only to whoever knows the password: the account exists, but its company closed it.
  if (user.deactivated_at)
    throw forbidden('This account has been deactivated. Please ask your company’s administrator.', 'ACCOUNT_DEACTIVATED');
  return startSession(ctx, user);
}
