/** What an emailed link is for: resetting a forgotten password, verifying an email address, and sending the verification again. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ANONYMOUS, principalOf, SIGNED_IN } from '../http/access.js';
import { ForgotPasswordBody, MessageSchema, ResetPasswordBody } from './schemas.js';
import { resendVerificationEmail, resetPassword, verifyEmail } from './service.js';
import { ref } from '../http/schema-helpers.js';

const tags = ['auth'];

const emailTokenRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
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
};

export default emailTokenRoutes;
