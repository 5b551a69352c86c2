/** Reads a cookie the server set for our pages (the access token and the cross-site token). */
export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const trimmed = part.trim();
    if (trimmed.startsWith(prefix)) return decodeURIComponent(trimmed.slice(prefix.length));
  }
  return undefined;
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
