/**
 * The cookies the server set for our pages (the access token and the cross-site token), by name,
 * from one read of document.cookie: each read is a round trip to the browser's cookie store.
 */
export function readCookies(): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of document.cookie.split(';')) {
    const at = part.indexOf('=');
    if (at > 0) cookies.set(part.slice(0, at).trim(), decoded(part.slice(at + 1).trim()));
  }
  return cookies;
}

/** A cookie's value; one some other code set without percent-encoding stays as it is. */
function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Reads one cookie the server set for our pages. */
export function readCookie(name: string): string | undefined {
  return readCookies().get(name);
}

export const ACCESS_COOKIE = 'authorization';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** A JWT's lifetime in seconds (exp − iat, both set by the server), or undefined when it cannot be read. */
export function tokenLifetime(token: string | undefined): number | undefined {
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown; iat?: unknown };
    return typeof claims.exp === 'number' && typeof claims.iat === 'number' ? claims.exp - claims.iat : undefined;
  } catch {
    return undefined;
  }
}
