import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { badRequest } from '../http/errors.js';
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
  await ctx.outbox.send({
    to: user.email,
    subject: 'Verify your email address',
    text:
      `Hello ${user.first_name || user.email},\n\n` +
      `please confirm your email address by opening this link:\n${ctx.config.publicUrl}/verify-email/${token}\n\n` +
      `The link is valid for ${LIFETIME_HOURS.VERIFY_EMAIL} hours.`,
  });
}

export async function sendPasswordResetEmail(ctx: Ctx, user: { id: number; email: string; first_name: string }): Promise<void> {
  const token = await createEmailToken(ctx, user.id, 'RESET_PASSWORD');
  await ctx.outbox.send({
    to: user.email,
    subject: 'Reset your password',
    text:
      `Hello ${user.first_name || user.email},\n\n` +
      `someone asked to reset the password of your account. To choose a new one, open:\n` +
      `${ctx.config.publicUrl}/reset-password?token=${token}\n\n` +
      `The link is valid for ${LIFETIME_HOURS.RESET_PASSWORD} hour. If you did not ask for this, ignore this email.`,
  });
}

/** To the owner of an address someone tried to register again: nothing changed, and how to get in. */
export async function sendRegistrationAttemptEmail(ctx: Ctx, user: { email: string; first_name: string }): Promise<void> {
  await ctx.outbox.send({
    to: user.email,
    subject: 'Someone tried to register with your email address',
    text:
      `Hello ${user.first_name || user.email},\n\n` +
      `someone tried to create a new account with your email address. You already have an account, and nothing was changed.\n\n` +
      `To sign in, open ${ctx.config.publicUrl}/custom-login. If you forgot your password, you can choose a new one at ` +
      `${ctx.config.publicUrl}/forgot-password.\n\nIf this was not you, you can ignore this email.`,
  });
}
