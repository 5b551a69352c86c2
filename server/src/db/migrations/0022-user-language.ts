import { type Kysely, sql } from 'kysely';

// Frozen: this migration never changes once released; later changes get a new file.
// It takes Kysely<any> and no app code, so it stays what it was when it ran.

/**
 * The language a person reads (issue 13, item 6): the one they chose in the language selector,
 * kept with their account so that what is mailed to them (the order documents) is in it too.
 * The API checks it is one of the platform's languages; the database only bounds its length.
 */
export async function migrate(db: Kysely<any>): Promise<void> {
  await sql`alter table users add column language text not null default 'en_US' check (length(language) between 2 and 20)`.execute(
    db,
  );
}
