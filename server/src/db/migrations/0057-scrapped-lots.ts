import { type Kysely, sql } from 'kysely';

// Frozen: this migration never changes once released; later changes get a new file.
// It takes Kysely<any> and no app code, so it stays what it was when it ran.

/**
 * Pieces that fail an inspect step leave their lot as a scrapped lot of their own, so that they
 * no longer move on to packing with the good ones, and the part's plan still counts every piece.
 */
export async function migrate(db: Kysely<any>): Promise<void> {
  await sql`alter table workplan_lots drop constraint workplan_lots_status_check`.execute(db);
  await sql`alter table workplan_lots add constraint workplan_lots_status_check
    check (status in ('WAITING', 'IN_PROGRESS', 'DONE', 'MERGED', 'SCRAPPED'))`.execute(db);
}
