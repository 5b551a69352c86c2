import { msUntilRefresh, refreshTokens, REFRESH_BEFORE_EXPIRY_MS } from './refresh';

const nowSeconds = () => Math.floor(Date.now() / 1000);
const jwt = (lifetime: number, iat = nowSeconds()) =>
  `h.${btoa(JSON.stringify({ iat, exp: iat + lifetime })).replace(/=+$/, '')}.s`;

describe('token refresh', () => {
  it('schedules the refresh 5 minutes before the access token expires, whatever the client clock says', () => {
    const now = Date.now();
    // Issued "a day ago" by a server whose clock differs: only the lifetime counts.
    document.cookie = `authorization=${jwt(900, nowSeconds() - 86_400)}; path=/`;
    expect(REFRESH_BEFORE_EXPIRY_MS).toBe(300_000);
    expect(msUntilRefresh(now)).toBe(600_000);
    expect(msUntilRefresh(now + 60_000)).toBe(540_000);
  });

  it('never schedules closer than 5 seconds, so a short lifetime cannot loop', () => {
    document.cookie = `authorization=${jwt(60)}; path=/`;
    expect(msUntilRefresh()).toBe(5000);
  });

  it('sends one refresh however many callers ask at once', async () => {
    document.cookie = `authorization=${jwt(60)}; path=/`;
    let calls = 0;
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { ok: true, status: 200 } as Response;
    }) as typeof fetch;
    try {
      const results = await Promise.all([refreshTokens(), refreshTokens(), refreshTokens()]);
      expect(results).toEqual([true, true, true]);
      expect(calls).toBe(1);
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('skips the call when another tab renewed the token meanwhile', async () => {
    const stale = jwt(60);
    document.cookie = `authorization=${stale}; path=/`;
    let calls = 0;
    const realFetch = globalThis.fetch;
    const realLocks = Object.getOwnPropertyDescriptor(navigator, 'locks');
    // The other tab holds the lock and renews the cookie before this tab gets it.
    Object.defineProperty(navigator, 'locks', {
      configurable: true,
      value: {
        request: async (_name: string, callback: () => Promise<boolean>) => {
          document.cookie = `authorization=${jwt(900)}; path=/`;
          return callback();
        },
      },
    });
    globalThis.fetch = (async () => {
      calls += 1;
      return { ok: true, status: 200 } as Response;
    }) as typeof fetch;
    try {
      expect(await refreshTokens()).toBe(true);
      expect(calls).toBe(0);
    } finally {
      globalThis.fetch = realFetch;
      if (realLocks) Object.defineProperty(navigator, 'locks', realLocks);
      else delete (navigator as { locks?: unknown }).locks;
    }
  });
});
