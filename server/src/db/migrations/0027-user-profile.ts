import { type Kysely, sql } from 'kysely';

// Frozen: this migration never changes once released; later changes get a new file.
// It takes Kysely<any> and no app code, so it stays what it was when it ran.

/**
 * The user profile (issue 14, item 7): a phone number (international, as the kit's phone field
 * gives it), and a change of email address that takes effect only once the new address is
 * confirmed through a link sent to it: a CHANGE_EMAIL token carries that address.
 */
export async function migrate(db: Kysely<any>): Promise<void> {
  for (const statement of [
    `alter table users add column phone text check (length(phone) <= 40)`,
    `alter table email_tokens drop constraint email_tokens_purpose_check`,
    `alter table email_tokens add constraint email_tokens_purpose_check
      check (purpose in ('VERIFY_EMAIL', 'RESET_PASSWORD', 'CHANGE_EMAIL'))`,
    `alter table email_tokens add column new_email text check (length(new_email) <= 254),
      add constraint email_tokens_change_names_address check ((purpose = 'CHANGE_EMAIL') = (new_email is not null))`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
