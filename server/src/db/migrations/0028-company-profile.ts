import { type Kysely, sql } from 'kysely';

// Frozen: this migration never changes once released; later changes get a new file.
// It takes Kysely<any> and no app code, so it stays what it was when it ran.

/**
 * The facility's and the company's profile (issue 14, item 7): a logo (PNG or JPEG, the two
 * kinds a browser shows and a PDF document draws, at most 512 KiB), kept beside the company
 * rather than in it so lists of companies never read it; and a delivery address a company
 * removes stays for the orders that were shipped to it (removed_at), leaving its lists.
 */
export async function migrate(db: Kysely<any>): Promise<void> {
  for (const statement of [
    `create table company_logos (
      company_id bigint primary key references companies(id),
      content_type text not null check (content_type in ('image/png', 'image/jpeg')),
      bytes bytea not null check (octet_length(bytes) between 1 and 524288),
      updated_at timestamptz not null default now())`,
    `alter table delivery_addresses add column removed_at timestamptz`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
