import { ACCESS_COOKIE, readCookie, tokenExpiry, XSRF_COOKIE, XSRF_HEADER } from './cookies.js';

/** Refresh this long before the access token expires, so a request in flight never carries an expired token. */
export const REFRESH_BEFORE_EXPIRY_MS = 5 * 60 * 1000;

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
 * Web Lock across tabs. A tab that waited for the lock finds the cookie already renewed by
 * the other tab and does not refresh again (a second refresh would only waste the grace window).
 */
export function refreshTokens(): Promise<boolean> {
  const tokenBefore = readCookie(ACCESS_COOKIE);
  const refreshUnlessRenewed = async () => {
    const current = readCookie(ACCESS_COOKIE);
    const expiry = tokenExpiry(current);
    if (current && current !== tokenBefore && expiry && expiry * 1000 - Date.now() > REFRESH_BEFORE_EXPIRY_MS) return true;
    return callRefresh();
  };
  if (!inFlight) {
    const locked: Promise<boolean> =
      typeof navigator !== 'undefined' && navigator.locks
        ? navigator.locks.request('am-platform-token-refresh', () => refreshUnlessRenewed()).then((renewed) => renewed)
        : refreshUnlessRenewed();
    inFlight = locked
      .catch(() => false)
      .finally(() => {
        inFlight = undefined;
      });
  }
  return inFlight;
}

/** Milliseconds until the current access token should be refreshed, or undefined without a token. */
export function msUntilRefresh(now = Date.now()): number | undefined {
  const expiry = tokenExpiry(readCookie(ACCESS_COOKIE));
  return expiry === undefined ? undefined : Math.max(0, expiry * 1000 - REFRESH_BEFORE_EXPIRY_MS - now);
}
