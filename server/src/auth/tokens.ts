import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';

/** Short-lived access tokens: a signed JWT naming the user and the session (refresh family). */
export function accessTokens(secret: string, ttlSeconds: number) {
  const sign = createSigner({ key: secret, algorithm: 'HS256', expiresIn: ttlSeconds * 1000 });
  // A token without an expiry would work for ever, and one without its issue time cannot be
  // told apart from one signed before a secret or a rule changed: both are refused.
  const verify = createVerifier({ key: secret, algorithms: ['HS256'], requiredClaims: ['exp', 'iat'] });
  return {
    issue(userId: number, sessionId: string): string {
      return sign({ sub: String(userId), sid: sessionId, jti: randomToken(9) });
    },
    /** The session id of a valid token, or undefined for a forged, malformed or expired one. */
    sessionOf(token: string): string | undefined {
      try {
        const claims = verify(token) as { sid?: unknown };
        return typeof claims.sid === 'string' ? claims.sid : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof accessTokens>;

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** Opaque tokens (refresh, email links, API keys) are stored only as their hash. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Cross-site request token bound to the session: `<nonce>.<hmac(session, nonce)>`. The
 * server needs no state to check it, and a token from another session does not pass.
 */
export function xsrfTokens(secret: string) {
  const mac = (sessionId: string, nonce: string) =>
    createHmac('sha256', secret).update(`xsrf:${sessionId}:${nonce}`).digest('base64url');
  return {
    issue(sessionId: string): string {
      const nonce = randomToken(16);
      return `${nonce}.${mac(sessionId, nonce)}`;
    },
    matches(sessionId: string, token: string | undefined): boolean {
      if (!token) return false;
      const [nonce, signature] = token.split('.');
      if (!nonce || !signature) return false;
      const expected = Buffer.from(mac(sessionId, nonce));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
export type XsrfTokens = ReturnType<typeof xsrfTokens>;
