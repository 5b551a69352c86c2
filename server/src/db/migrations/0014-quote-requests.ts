import { type Kysely, sql } from 'kysely';

// Frozen: this migration never changes once released; later changes get a new file.
// It takes Kysely<any> and no app code, so it stays what it was when it ran.

/**
 * Request Quote's short path (issue 12): an order whose parts name no process or material yet;
 * the facilities it may go to propose them in their quotes.
 */
export async function migrate(db: Kysely<any>): Promise<void> {
  await sql`alter table rfqs add column kind text not null default 'ORDER' check (kind in ('ORDER', 'QUOTE_REQUEST'))`.execute(
    db,
  );
}
