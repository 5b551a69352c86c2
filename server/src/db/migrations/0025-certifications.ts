import { type Kysely, sql } from 'kysely';

// Frozen: this migration never changes once released; later changes get a new file.
// It takes Kysely<any> and no app code, so it stays what it was when it ran.

/**
 * A company's certifications (issue 14, items 4 and 7): what the facilities page shows of each
 * facility, and what its profile edits — the standard (ISO 9001:2015, AS9100D, …), the
 * certificate's reference and the day it runs out. One row per standard and company.
 */
export async function migrate(db: Kysely<any>): Promise<void> {
  for (const statement of [
    `create table company_certifications (
      id bigint generated always as identity primary key,
      company_id bigint not null references companies(id),
      name text not null check (length(name) between 1 and 100),
      reference text check (length(reference) <= 100),
      valid_until date,
      created_at timestamptz not null default now(),
      unique (company_id, name))`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
