import type { FastifyInstance } from 'fastify';
import { findUserByEmail } from '../accounts/queries.js';
import { unauthorized } from '../http/errors.js';
import { loginThrottle } from './login-throttle.js';
import { verifyAgainstDummy, verifyPassword } from './passwords.js';
import { startSession, type IssuedTokens } from './sessions.js';

/**
 * Checks an email and password and starts a session. An unknown email and a wrong
 * password give the same answer after the same work, so the answer reveals no accounts.
 */
export async function passwordLogin(
  ctx: FastifyInstance['ctx'],
  email: string,
  password: string,
  ip: string,
): Promise<IssuedTokens> {
  const throttle = loginThrottle(ctx.db, ctx.config.loginLimits);
  await throttle.check(email, ip);
  const user = await findUserByEmail(ctx.db, email);
  const valid = user ? await verifyPassword(password, user.password_hash) : await verifyAgainstDummy(password);
  if (!user || !valid) {
    await throttle.recordFailure(email, ip);
    throw unauthorized('Invalid email or password', 'INVALID_CREDENTIALS');
  }
  await throttle.recordSuccess(email);
  return startSession(ctx, user);
}
