import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { userDto } from '../accounts/index.js';
import {
  ACCESS_COOKIE,
  ANONYMOUS,
  FACILITY_EDITOR,
  principalOf,
  requireCrossSiteToken,
  SIGNED_IN,
  XSRF_COOKIE,
  XSRF_HEADER,
  facilityChangeOf,
} from '../http/access.js';
import { badRequest, unauthorized } from '../http/errors.js';
import { clearAuthCookies, REFRESH_COOKIE, setAuthCookies } from './cookies.js';
import { refuseCrossSiteLogin } from './cross-site-login.js';
import { passwordLogin } from './login.js';
import {
  AUTH_SCHEMAS,
  LoginBody,
  MessageSchema,
  SsoConfigSchema,
  TokenBody,
  TokenResponseSchema,
  UserSchema,
} from './schemas.js';
import { revokeSession, rotateRefreshToken } from './sessions.js';
import { saveSsoConfig, ssoConfigForHost } from './switching.js';
import { ref } from '../http/schema-helpers.js';
import userRoutes from './user-routes.js';
import emailTokenRoutes from './email-token-routes.js';
import { named } from '../http/named-plugin.js';

const tags = ['auth'];

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  AUTH_SCHEMAS.forEach((schema) => app.addSchema(schema));

  app.post(
    '/api/v1/users/customLogin',
    {
      config: { access: ANONYMOUS },
      schema: {
        tags,
        summary: 'Log in with email and password; sets the auth cookies',
        body: ref(LoginBody),
        response: { 200: ref(TokenResponseSchema) },
      },
    },
    async (request, reply) => {
      refuseCrossSiteLogin(request);
      const tokens = await passwordLogin(ctx, request.body.email, request.body.password, request.ip);
      return setAuthCookies(request, reply, tokens);
    },
  );

  app.post(
    '/api/v1/oauth2/token',
    {
      config: { access: ANONYMOUS },
      schema: {
        tags,
        summary: 'Token (password grant) and refresh (refresh_token grant, rotating the refresh cookie)',
        body: TokenBody,
        response: { 200: ref(TokenResponseSchema) },
      },
    },
    async (request, reply) => {
      const { grant_type, username, password } = request.body;
      if (grant_type === 'password') {
        refuseCrossSiteLogin(request, { formEncoded: true });
        if (!username) throw badRequest('body.username is required', 'body.username');
        if (!password) throw badRequest('body.password is required', 'body.password');
        return setAuthCookies(request, reply, await passwordLogin(ctx, username, password, request.ip));
      }
      const refreshToken = request.cookies[REFRESH_COOKIE];
      if (!refreshToken) throw unauthorized('No refresh token. Please log in again.', 'REFRESH_TOKEN_MISSING');
      const header = request.headers[XSRF_HEADER];
      try {
        const tokens = await rotateRefreshToken(ctx, refreshToken, Array.isArray(header) ? header[0] : header);
        return setAuthCookies(request, reply, tokens);
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode === 401) clearAuthCookies(reply);
        throw error;
      }
    },
  );

  app.get(
    '/api/v1/users/getUser',
    {
      config: { access: { ...SIGNED_IN, allowUnverified: true } },
      schema: { tags, summary: 'The logged-in user', response: { 200: ref(UserSchema) } },
    },
    async (request) => userDto(ctx.db, principalOf(request)),
  );

  app.get(
    '/api/v1/users/logout',
    {
      config: { access: ANONYMOUS },
      schema: {
        tags,
        summary:
          'Ends the session (if any) and clears the auth cookies; with cookies rather than a bearer header, needs X-XSRF-TOKEN',
        response: { 200: ref(MessageSchema) },
      },
    },
    async (request, reply) => {
      const { principal } = request;
      // A link or image on another site makes the browser send our cookies with this GET:
      // a logout that relies on them must echo the cross-site token, as a cookie write does.
      const viaCookies = principal
        ? principal.via === 'cookie'
        : Boolean(request.cookies[ACCESS_COOKIE] || request.cookies[XSRF_COOKIE]);
      if (viaCookies) requireCrossSiteToken(request, principal?.sessionId ?? null);
      const sessionId = principal?.sessionId;
      if (sessionId) await revokeSession(ctx, sessionId, 'LOGOUT');
      clearAuthCookies(reply);
      return { message: 'Logged out' };
    },
  );

  app.get(
    '/api/v1/misc/login-sso-config',
    {
      config: { access: ANONYMOUS },
      schema: {
        tags,
        summary: 'Single sign-on block of the login page, for the requested domain',
        response: { 200: ref(SsoConfigSchema) },
      },
    },
    async (request) => ssoConfigForHost(ctx.db, request.hostname),
  );

  app.post(
    '/api/v1/misc/login-sso-config',
    {
      config: { access: FACILITY_EDITOR },
      schema: {
        tags,
        summary: 'Sets the single sign-on block of the requested domain; it must be one of the facility’s domains',
        body: ref(SsoConfigSchema),
        response: { 200: ref(SsoConfigSchema) },
      },
    },
    async (request) => saveSsoConfig(ctx.db, facilityChangeOf(request), request.hostname, request.body),
  );

  await app.register(named(emailTokenRoutes));

  await app.register(named(userRoutes));
};

export default authRoutes;
