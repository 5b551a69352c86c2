import { type Kysely, sql } from 'kysely';

// Frozen: this migration never changes once released; later changes get a new file.
// It takes Kysely<any> and no app code, so it stays what it was when it ran.

/**
 * The customer's order history sorts by a column on the server (issue 12): one index per
 * sortable column of the order, led by the company and ending in the id (the tie-breaker), lets
 * a page of a company's orders be read in either order instead of sorting all of them.
 */
export async function migrate(db: Kysely<any>): Promise<void> {
  for (const column of ['display_title', 'status', 'created_at', 'quote_due_date', 'estimated_delivery_date'])
    await sql.raw(`create index rfqs_customer_${column}_idx on rfqs (customer_id, ${column}, id)`).execute(db);
}
