import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DASHBOARD_ROLES } from 'shared/contracts';
import { LANGUAGE_KEYS } from 'shared/texts';
import { Type } from 'typebox';
import { userDto } from '../accounts/index.js';
import {
  ACCESS_COOKIE,
  ANONYMOUS,
  FACILITY_EDITOR,
  facilityOf,
  principalOf,
  requireCrossSiteToken,
  SIGNED_IN,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '../http/access.js';
import { badRequest, forbidden, notFound, unauthorized } from '../http/errors.js';
import { currentApiKey, regenerateApiKey } from './api-keys.js';
import { clearAuthCookies, REFRESH_COOKIE, setAuthCookies } from './cookies.js';
import { refuseCrossSiteLogin } from './cross-site-login.js';
import { passwordLogin } from './login.js';
import { setLanguage } from './queries.js';
import {
  AUTH_SCHEMAS,
  ForgotPasswordBody,
  LoginBody,
  MediaConfigSchema,
  MessageSchema,
  ResetPasswordBody,
  SsoConfigSchema,
  TokenBody,
  TokenResponseSchema,
  UserKeySchema,
  UserSchema,
} from './schemas.js';
import { revokeSession, rotateRefreshToken } from './sessions.js';
import { resendVerificationEmail, resetPassword, verifyEmail } from './service.js';
import { saveSsoConfig, ssoConfigForHost, switchDashboard, switchFacility } from './switching.js';
import { ref, StringEnum } from '../http/schema-helpers.js';

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
    async (request) =>
      saveSsoConfig(
        ctx.db,
        { facilityId: facilityOf(request), userId: principalOf(request).userId },
        request.hostname,
        request.body,
      ),
  );

  app.post(
    '/api/v1/users/forgotPassword',
    {
      config: { access: ANONYMOUS },
      schema: {
        tags,
        summary:
          'Emails a password reset link just after answering (a few an hour at most for one account); answers the same, as fast, ' +
          'whether or not the account exists',
        body: ref(ForgotPasswordBody),
        response: { 200: ref(MessageSchema) },
      },
      onResponse: async () => ctx.accountRequests.kick(),
    },
    async (request) => {
      // The same work whatever the address: the account is looked up after the answer.
      await ctx.accountRequests.enqueue({ kind: 'PASSWORD_RESET', email: request.body.email, clientAddress: request.ip });
      return { message: 'If an account exists for this email, a link to reset the password has been sent.' };
    },
  );

  app.post(
    '/api/v1/users/reset-password',
    {
      config: { access: ANONYMOUS },
      schema: {
        tags,
        summary: 'Sets a new password with the token of a reset link; ends every session of the user',
        body: ref(ResetPasswordBody),
        response: { 200: ref(MessageSchema) },
      },
    },
    async (request) => {
      await resetPassword(ctx, request.body.token, request.body.password);
      return { message: 'Your password has been changed. Please log in with the new password.' };
    },
  );

  app.get(
    '/api/v1/users/verify-email/:hash',
    {
      config: { access: ANONYMOUS },
      schema: {
        tags,
        summary: 'Confirms an email address with the token of a verification link',
        params: Type.Object({ hash: Type.String({ minLength: 1, maxLength: 200 }) }),
        response: { 200: ref(MessageSchema) },
      },
    },
    async (request) => {
      await verifyEmail(ctx, request.params.hash);
      return { message: 'Your email address has been verified.' };
    },
  );

  app.get(
    '/api/v1/users/resendEmailVerification',
    {
      config: { access: { ...SIGNED_IN, allowUnverified: true } },
      schema: { tags, summary: 'Sends the verification email again', response: { 200: ref(MessageSchema) } },
    },
    async (request) => {
      const email = await resendVerificationEmail(ctx, principalOf(request).userId);
      return { message: `A verification email has been sent to ${email}.` };
    },
  );

  app.get(
    '/api/v1/users/media-config',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Where media files are served from',
        response: { 200: ref(MediaConfigSchema) },
      },
    },
    async () => ({ mediaURL: ctx.config.mediaUrl, itarMediaURL: ctx.config.itarMediaUrl }),
  );

  app.put(
    '/api/v1/users/language',
    {
      config: { access: { ...SIGNED_IN, allowUnverified: true } },
      schema: {
        tags,
        summary: 'Keeps the language the caller reads (the language selector’s choice): what is mailed to them is in it',
        body: Type.Object({ language: StringEnum(LANGUAGE_KEYS) }, { additionalProperties: false }),
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      await setLanguage(ctx.db, principalOf(request).userId, request.body.language);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/v1/users/keys',
    {
      // A key never reads or replaces a key: a revoked or expiring one could keep itself alive that way.
      config: { access: { ...SIGNED_IN, apiKeys: false } },
      schema: { tags, summary: 'The caller’s API key (made on first request)', response: { 200: ref(UserKeySchema) } },
    },
    async (request) => ({ userKey: await currentApiKey(ctx, principalOf(request).userId) }),
  );
  app.post(
    '/api/v1/users/keys',
    {
      config: { access: { ...SIGNED_IN, apiKeys: false } },
      schema: {
        tags,
        summary: 'Replaces the caller’s API key; the old one stops working',
        response: { 200: ref(UserKeySchema) },
      },
    },
    async (request) => ({ userKey: await regenerateApiKey(ctx, principalOf(request).userId) }),
  );

  app.post(
    '/api/v1/users/switch/:role',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Switches the session to the engineer or service-provider dashboard (needs switchAccountEnabled and the role)',
        params: Type.Object({ role: StringEnum(DASHBOARD_ROLES) }),
        response: { 200: ref(UserSchema) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      if (!principal.sessionId) throw forbidden('Switching needs a login session, not an API key');
      await switchDashboard(ctx.db, principal, request.params.role);
      return userDto(ctx.db, { ...principal, dashboardRole: request.params.role });
    },
  );

  app.post(
    '/api/v1/users/switch-facility/:id',
    {
      config: { access: { audience: 'authenticated', authorities: ['ROLE_SERVICE_PROVIDER'], scope: 'facility' } },
      schema: {
        tags,
        summary: 'Switches the session to another INTERNAL facility of the same enterprise (needs SP_SUPER_ADMIN)',
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        response: { 200: ref(UserSchema) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      if (!principal.sessionId) throw forbidden('Switching needs a login session, not an API key');
      const facility = await switchFacility(ctx.db, principal, request.params.id);
      if (!facility) throw notFound(`Facility ${request.params.id} not found`);
      return userDto(ctx.db, { ...principal, facilityId: facility.id, enterpriseId: facility.enterpriseId });
    },
  );
};

export default authRoutes;
