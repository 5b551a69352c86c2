import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { findUserByEmail } from '../accounts/index.js';
import { forbidden, unauthorized } from '../http/errors.js';
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
  const delayMs = await throttle.check(email, ip);
  // The account's failures from every address slow each attempt rather than refuse it, so
  // a stranger cannot lock the owner out; waiting before the check keeps the answer's
  // timing the same whatever the password, so the wait is short (LOGIN_SLOWDOWN_MAX_MS).
  if (delayMs > 0) await sleep(delayMs);
  const user = await findUserByEmail(ctx.db, email);
  const valid = user ? await verifyPassword(password, user.password_hash) : await verifyAgainstDummy(password);
  if (!user || !valid) {
    await throttle.recordFailure(email, ip);
    throw unauthorized('Invalid email or password', 'INVALID_CREDENTIALS');
  }
  await throttle.recordSuccess(email, ip);
  // Said only to whoever knows the password: the account exists, but its company closed it.
  if (user.deactivated_at)
    throw forbidden('This account has been deactivated. Please ask your company’s administrator.', 'ACCOUNT_DEACTIVATED');
  return startSession(ctx, user);
}
