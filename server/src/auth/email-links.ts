import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { badRequest } from '../http/errors.js';
import { recipientOf } from '../mail/index.js';
import { hashToken, randomToken } from './tokens.js';

type Ctx = FastifyInstance['ctx'];
type Purpose = 'VERIFY_EMAIL' | 'RESET_PASSWORD' | 'CHANGE_EMAIL';

export const LIFETIME_HOURS: Record<Purpose, number> = { VERIFY_EMAIL: 72, RESET_PASSWORD: 1, CHANGE_EMAIL: 24 };
const INVALID: Record<Purpose, string> = {
  VERIFY_EMAIL: 'This verification link is invalid or has expired',
  RESET_PASSWORD: 'This reset link is invalid or has expired',
  CHANGE_EMAIL: 'This confirmation link is invalid or has expired',
};

/** A one-time token for an emailed link; only its hash is stored (a CHANGE_EMAIL one names the new address). */
export async function createEmailToken(
  ctx: Ctx,
  userId: number,
  purpose: Purpose,
  newEmail: string | null = null,
): Promise<string> {
  const token = randomToken();
  await ctx.db
    .insertInto('email_tokens')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      purpose,
      new_email: newEmail,
      expires_at: new Date(Date.now() + LIFETIME_HOURS[purpose] * 3600 * 1000),
      used_at: null,
    })
    .execute();
  return token;
}

/** Spends a token: the user it was for, or 400 naming the field when it is unknown, used or expired. */
export async function consumeEmailToken(ctx: Ctx, token: string, purpose: Purpose, field: string): Promise<number> {
  return (await spendEmailToken(ctx.db, token, purpose, field)).user_id;
}

/** Spends a token: its row (the user, a new address), or 400 naming the field. */
export async function spendEmailToken(db: Db, token: string, purpose: Purpose, field: string) {
  const row = await db
    .updateTable('email_tokens')
    .set({ used_at: new Date() })
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning(['user_id', 'new_email'])
    .executeTakeFirst();
  if (!row) throw badRequest(INVALID[purpose], field);
  return row;
}

export async function sendVerificationEmail(ctx: Ctx, user: { id: number; email: string; first_name: string }): Promise<void> {
  const token = await createEmailToken(ctx, user.id, 'VERIFY_EMAIL');
  await ctx.outbox.sendTemplate({
    template: 'account.verifyEmail',
    ...(await recipientOf(ctx.db, user.id)),
    values: {
      name: user.first_name || user.email,
      link: `${ctx.config.publicUrl}/verify-email/${token}`,
      hours: LIFETIME_HOURS.VERIFY_EMAIL,
    },
  });
}

export async function sendPasswordResetEmail(ctx: Ctx, user: { id: number; email: string; first_name: string }): Promise<void> {
  const token = await createEmailToken(ctx, user.id, 'RESET_PASSWORD');
  await ctx.outbox.sendTemplate({
    template: 'account.resetPassword',
    ...(await recipientOf(ctx.db, user.id)),
    values: {
      name: user.first_name || user.email,
      link: `${ctx.config.publicUrl}/reset-password?token=${token}`,
      hours: LIFETIME_HOURS.RESET_PASSWORD,
    },
  });
}

/** To the owner of an address someone tried to register again: nothing changed, and how to get in. */
export async function sendRegistrationAttemptEmail(
  ctx: Ctx,
  user: { id: number; email: string; first_name: string },
): Promise<void> {
  await ctx.outbox.sendTemplate({
    template: 'account.registrationAttempt',
    ...(await recipientOf(ctx.db, user.id)),
    values: {
      name: user.first_name || user.email,
      signInLink: `${ctx.config.publicUrl}/custom-login`,
      resetLink: `${ctx.config.publicUrl}/forgot-password`,
    },
  });
}
