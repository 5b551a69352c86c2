import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TokenResponse } from 'shared/contracts';
import { ACCESS_COOKIE, XSRF_COOKIE } from '../http/access.js';
import type { IssuedTokens } from './sessions.js';

export const REFRESH_COOKIE = 'refresh_token';
// The refresh cookie goes only to the token endpoint: no other request carries it.
const REFRESH_PATH = '/api/v1/oauth2';

/**
 * Sets the three auth cookies. The access token cookie is readable by our pages (they
 * send it back as a bearer header); the refresh token is HttpOnly so page scripts never see it.
 */
export function setAuthCookies(request: FastifyRequest, reply: FastifyReply, tokens: IssuedTokens): TokenResponse {
  const { config } = request.server.ctx;
  const secure = request.protocol === 'https';
  reply.setCookie(ACCESS_COOKIE, tokens.accessToken, {
    path: '/',
    sameSite: 'lax',
    secure,
    httpOnly: false,
    maxAge: config.accessTokenTtlSeconds,
  });
  reply.setCookie(XSRF_COOKIE, tokens.xsrfToken, {
    path: '/',
    sameSite: 'lax',
    secure,
    httpOnly: false,
    maxAge: config.refreshTokenTtlSeconds,
  });
  reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, {
    path: REFRESH_PATH,
    sameSite: 'strict',
    secure,
    httpOnly: true,
    maxAge: config.refreshTokenTtlSeconds,
  });
  return { access_token: tokens.accessToken, token_type: 'bearer', expires_in: config.accessTokenTtlSeconds };
}

export function clearAuthCookies(reply: FastifyReply): void {
  reply.clearCookie(ACCESS_COOKIE, { path: '/' });
  reply.clearCookie(XSRF_COOKIE, { path: '/' });
  reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_PATH });
}
