import { type Kysely, sql } from 'kysely';

// Frozen: this migration never changes once released; later changes get a new file.
// It takes Kysely<any> and no app code, so it stays what it was when it ran.

/**
 * The order searches (part orders, order history) look for text anywhere in an order's title,
 * third-party id and part file names: trigram indexes let `ilike '%text%'` find the few
 * matching rows instead of reading every order (issue 12's search targets).
 */
export async function migrate(db: Kysely<any>): Promise<void> {
  for (const statement of [
    `create extension if not exists pg_trgm`,
    `create index rfqs_title_trgm_idx on rfqs using gin (display_title gin_trgm_ops)`,
    `create index rfqs_third_party_trgm_idx on rfqs using gin (third_party_order_id gin_trgm_ops)`,
    `create index rfq_files_name_trgm_idx on rfq_files using gin (original_file_name gin_trgm_ops)`,
  ])
    await sql.raw(statement).execute(db);
}
