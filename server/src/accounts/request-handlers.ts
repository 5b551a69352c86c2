import type { FastifyInstance } from 'fastify';
import { sendPasswordResetEmail, sendRegistrationAttemptEmail, sendVerificationEmail } from '../auth/index.js';
import { findUserByEmail } from './queries.js';
import type { AccountRequest } from './request-queue.js';
import { createCustomer, type CustomerPlacement, type NewCustomer } from './service.js';

type Ctx = FastifyInstance['ctx'];

/** What the register route queues: the account as sent, with its password already checked and hashed. */
export type RegistrationPayload = Omit<NewCustomer, 'email'> &
  Pick<CustomerPlacement, 'storefrontProviderId'> & { passwordHash: string };

const UNIQUE_VIOLATION = '23505';

/**
 * Handles a queued registration or password reset; true when it sent an email. At most
 * accountEmailLimits.perAccountPerHour emails of each kind go to one address in an hour,
 * so nobody can flood an inbox through these forms.
 */
export async function handleAccountRequest(ctx: Ctx, request: AccountRequest): Promise<boolean> {
  const limit = ctx.config.accountEmailLimits.perAccountPerHour;
  if ((await ctx.accountRequests.mailedInLastHour(request.email, request.kind)) >= limit) return false;
  return request.kind === 'PASSWORD_RESET' ? resetPassword(ctx, request.email) : register(ctx, request);
}

async function resetPassword(ctx: Ctx, email: string): Promise<boolean> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return false;
  await sendPasswordResetEmail(ctx, user);
  return true;
}

/** A new address gets its account and a verification link; a known one an email telling its owner. */
async function register(ctx: Ctx, request: AccountRequest): Promise<boolean> {
  const existing = await findUserByEmail(ctx.db, request.email);
  if (existing) {
    await sendRegistrationAttemptEmail(ctx, existing);
    return true;
  }
  const { passwordHash, storefrontProviderId, ...account } = request.payload as RegistrationPayload;
  try {
    const user = await createCustomer(ctx, { ...account, email: request.email }, passwordHash, {
      storefrontProviderId,
      verified: false,
    });
    await sendVerificationEmail(ctx, user);
  } catch (error) {
    // Registered meanwhile (another server handled a twin request): the owner hears of it.
    if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
    return register(ctx, request);
  }
  return true;
}
