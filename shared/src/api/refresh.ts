import { ACCESS_COOKIE, readCookie, tokenLifetime, XSRF_COOKIE, XSRF_HEADER } from './cookies.js';

/** Refresh this long before the access token expires, so a request in flight never carries an expired token. */
export const REFRESH_BEFORE_EXPIRY_MS = 5 * 60 * 1000;
/** Never schedule refreshes closer than this: a very short lifetime must not become a loop. */
const MIN_WAIT_MS = 5000;

let inFlight: Promise<boolean> | undefined;

async function callRefresh(): Promise<boolean> {
  const response = await fetch('/api/v1/oauth2/token', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', [XSRF_HEADER]: readCookie(XSRF_COOKIE) ?? '' },
    body: JSON.stringify({ grant_type: 'refresh_token' }),
  });
  return response.ok;
}

/**
 * Refreshes the tokens once for every tab and remote: one refresh in flight per tab, and a
 * Web Lock across tabs. A tab that waited for the lock and finds a different token in the
 * shared cookie knows another tab has just renewed it, and does not refresh again.
 */
export function refreshTokens(): Promise<boolean> {
  const tokenBefore = readCookie(ACCESS_COOKIE);
  const refreshUnlessRenewed = async () => {
    const current = readCookie(ACCESS_COOKIE);
    if (current && tokenBefore && current !== tokenBefore) return true;
    return callRefresh();
  };
  if (!inFlight) {
    const locked: Promise<boolean> =
      typeof navigator !== 'undefined' && navigator.locks
        ? // The lock resolves with the callback's (awaited) result; its typing keeps the inner promise.
          (navigator.locks.request('am-platform-token-refresh', refreshUnlessRenewed) as unknown as Promise<boolean>)
        : refreshUnlessRenewed();
    inFlight = locked
      .catch(() => false)
      .finally(() => {
        inFlight = undefined;
      });
  }
  return inFlight;
}

let firstSeen: { token: string; at: number } | undefined;

/**
 * Milliseconds until the current access token should be refreshed, or undefined without a
 * token. Measured from when this page first saw the token, with the server's lifetime
 * (exp − iat): a client clock that is off does not move the refresh.
 */
export function msUntilRefresh(now = Date.now()): number | undefined {
  const token = readCookie(ACCESS_COOKIE);
  const lifetime = tokenLifetime(token);
  if (!token || lifetime === undefined) return undefined;
  if (firstSeen?.token !== token) firstSeen = { token, at: now };
  return Math.max(MIN_WAIT_MS, lifetime * 1000 - REFRESH_BEFORE_EXPIRY_MS - (now - firstSeen.at));
}
