import type { FastifyInstance } from 'fastify';
import { badRequest, conflict } from '../http/errors.js';
import { consumeEmailToken, sendVerificationEmail } from './email-links.js';
import { hashPassword, passwordProblem } from './passwords.js';
import { markEmailVerified, setPasswordFromLink, verificationRecipient } from './queries.js';
import { revokeAllSessions } from './sessions.js';

type Ctx = FastifyInstance['ctx'];

/** Sets a new password with the token of a reset link, and ends every session of the user. */
export async function resetPassword(ctx: Ctx, token: string, password: string): Promise<void> {
  const problem = passwordProblem(password);
  if (problem) throw badRequest(problem, 'body.password');
  const userId = await consumeEmailToken(ctx, token, 'RESET_PASSWORD', 'body.token');
  await setPasswordFromLink(ctx.db, userId, await hashPassword(password));
  await revokeAllSessions(ctx, userId, 'PASSWORD_RESET');
}

/** Confirms an email address with the token of a verification link. */
export async function verifyEmail(ctx: Ctx, token: string): Promise<void> {
  await markEmailVerified(ctx.db, await consumeEmailToken(ctx, token, 'VERIFY_EMAIL', 'params.hash'));
}

/** Sends the verification email again; 409 when the address is already verified. Answers the address it went to. */
export async function resendVerificationEmail(ctx: Ctx, userId: number): Promise<string> {
  const user = await verificationRecipient(ctx.db, userId);
  if (user.email_verified) throw conflict('Your email address is already verified');
  await sendVerificationEmail(ctx, user);
  return user.email;
}
