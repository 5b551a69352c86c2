import { type Kysely, sql } from 'kysely';

// Frozen: this migration never changes once released; later changes get a new file.
// It takes Kysely<any> and no app code, so it stays what it was when it ran.

/**
 * Documents that go with a mail (issue 13, item 6): references ({ kind, id }) kept with the
 * queued mail and made into PDFs when it is sent, so the outbox holds no copies of them.
 */
export async function migrate(db: Kysely<any>): Promise<void> {
  await sql`alter table emails add column attachments jsonb not null default '[]'`.execute(db);
}
