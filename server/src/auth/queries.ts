import type { LanguageKey } from 'shared/texts';
import type { Db } from '../db/database.js';

/** Sets a user's password; following an emailed link proves the address, so it is verified too. */
export async function setPasswordFromLink(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash, email_verified: true }).where('id', '=', userId).execute();
}

export async function markEmailVerified(db: Db, userId: number): Promise<void> {
  await db.updateTable('users').set({ email_verified: true }).where('id', '=', userId).execute();
}

/** What the verification email needs of a user. */
export async function verificationRecipient(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'email_verified'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** Keeps the language a user reads (a LanguageKey): what is mailed to them is in it. */
export async function setLanguage(db: Db, userId: number, language: LanguageKey): Promise<void> {
  await db.updateTable('users').set({ language }).where('id', '=', userId).execute();
}
