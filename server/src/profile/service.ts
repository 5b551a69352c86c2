/**
 * The user profile: a person's name, phone, language and date format; a new
 * password, given the current one, which ends every other session of theirs; a new email
 * address, which takes effect once confirmed through a link sent to it (the old address is told).
 */
import type { FastifyInstance } from 'fastify';
import { isValidPhoneNumber } from 'libphonenumber-js';
import type { DateDisplayFormat } from 'shared/contracts';
import type { LanguageKey } from 'shared/texts';
import { findUserByEmail } from '../accounts/index.js';
import {
  createEmailToken,
  endSessions,
  hashPassword,
  LIFETIME_HOURS,
  passwordProblem,
  spendEmailToken,
  verifyPassword,
} from '../auth/index.js';
import type { Principal } from '../http/access.js';
import type { Db } from '../db/database.js';
import { badRequest, conflict } from '../http/errors.js';
import { recipientOf } from '../mail/index.js';

type Ctx = FastifyInstance['ctx'];

export interface ProfileInput {
  firstName: string;
  lastName: string;
  phone: string | null;
  language: LanguageKey;
  dateFormat: DateDisplayFormat;
}

/** The profile as the page shows it, with an address change waiting for its confirmation. */
export async function readProfile(db: Db, userId: number) {
  const user = await db
    .selectFrom('users')
    .select(['first_name', 'last_name', 'email', 'phone', 'language', 'date_format'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const pending = await db
    .selectFrom('email_tokens')
    .select('new_email')
    .where('user_id', '=', userId)
    .where('purpose', '=', 'CHANGE_EMAIL')
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .orderBy('expires_at', 'desc')
    .executeTakeFirst();
  return {
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    phone: user.phone,
    language: user.language as LanguageKey,
    dateFormat: user.date_format as DateDisplayFormat,
    pendingEmail: pending?.new_email ?? null,
  };
}

export async function updateProfile(db: Db, userId: number, input: ProfileInput): Promise<void> {
  const phone = input.phone?.trim() || null;
  if (phone && !isValidPhoneNumber(phone))
    throw badRequest('Please enter a valid phone number with its country code', 'body.phone');
  await db
    .updateTable('users')
    .set({
      first_name: input.firstName.trim(),
      last_name: input.lastName.trim(),
      phone,
      language: input.language,
      date_format: input.dateFormat,
    })
    .where('id', '=', userId)
    .execute();
}

/** 400 naming `field` unless `password` is the person's current one. */
export async function assertCurrentPassword(db: Db, userId: number, password: string, field: string): Promise<void> {
  const user = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirstOrThrow();
  if (!(await verifyPassword(password, user.password_hash))) throw badRequest('Your current password is not right', field);
}

/**
 * Sets a new password. Every other session of the person ends at once (their open pages are
 * told and sign out); this one goes on. The account's address is told of the change.
 */
export async function changePassword(ctx: Ctx, principal: Principal, current: string, next: string): Promise<void> {
  await assertCurrentPassword(ctx.db, principal.userId, current, 'body.currentPassword');
  const problem = passwordProblem(next, principal.email);
  if (problem) throw badRequest(problem, 'body.newPassword');
  if (current === next) throw badRequest('Please choose a password other than your current one', 'body.newPassword');
  const passwordHash = await hashPassword(next);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', principal.userId).execute();
    const user = await trx
      .selectFrom('users')
      .select(['service_provider_id', 'engineer_company_id', 'first_name'])
      .where('id', '=', principal.userId)
      .executeTakeFirstOrThrow();
    const companies = [user.service_provider_id, user.engineer_company_id].filter((id): id is number => id !== null);
    await endSessions(trx, { id: principal.userId, companyIds: companies }, 'PASSWORD_CHANGED', {
      keep: principal.sessionId,
    });
    await ctx.outbox.sendTemplate(
      {
        template: 'account.passwordChanged',
        ...(await recipientOf(trx, principal.userId)),
        values: { name: user.first_name || principal.email, resetLink: `${ctx.config.publicUrl}/forgot-password` },
      },
      trx,
    );
  });
}

/**
 * Asks to move the account to `newEmail`: a link to that address confirms it (valid a day); until
 * then the old address stays. 409 when the new one has an account.
 */
export async function requestEmailChange(ctx: Ctx, principal: Principal, newEmail: string, password: string): Promise<void> {
  await assertCurrentPassword(ctx.db, principal.userId, password, 'body.currentPassword');
  const email = newEmail.trim();
  if (email.toLowerCase() === principal.email.toLowerCase())
    throw badRequest('This is the address your account has already', 'body.newEmail');
  if (await findUserByEmail(ctx.db, email)) throw conflict('An account with this email already exists');
  // One change waits at a time: a new request replaces the open one.
  await ctx.db
    .deleteFrom('email_tokens')
    .where('user_id', '=', principal.userId)
    .where('purpose', '=', 'CHANGE_EMAIL')
    .where('used_at', 'is', null)
    .execute();
  const token = await createEmailToken(ctx, principal.userId, 'CHANGE_EMAIL', email);
  const recipient = await recipientOf(ctx.db, principal.userId);
  await ctx.outbox.sendTemplate({
    template: 'account.confirmNewEmail',
    ...recipient,
    to: email,
    values: {
      link: `${ctx.config.publicUrl}/confirm-email/${token}`,
      hours: LIFETIME_HOURS.CHANGE_EMAIL,
      currentEmail: principal.email,
    },
  });
  await ctx.outbox.sendTemplate({
    template: 'account.emailChangeRequested',
    ...recipient,
    values: { newEmail: email, resetLink: `${ctx.config.publicUrl}/forgot-password` },
  });
}

/** Confirms a new address through its link: the account uses it from now on. */
export async function confirmEmailChange(ctx: Ctx, token: string): Promise<{ email: string }> {
  return ctx.db.transaction().execute(async (trx) => {
    const spent = await spendEmailToken(trx, token, 'CHANGE_EMAIL', 'params.token');
    const email = spent.new_email!;
    if (await findUserByEmail(trx, email)) throw conflict('An account with this email already exists');
    await trx.updateTable('users').set({ email, email_verified: true }).where('id', '=', spent.user_id).execute();
    return { email };
  });
}
