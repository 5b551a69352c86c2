import { type Kysely, sql } from 'kysely';

// Frozen: this migration never changes once released; later changes get a new file.
// It takes Kysely<any> and no app code, so it stays what it was when it ran.

/**
 * Email templates and sender (issue 15, item 4): a facility's own wording of an email in one
 * language (the platform's wording applies where it has none), and the sender name and reply-to
 * each queued mail keeps, so a mail goes out as the facility was set when it was queued.
 */
export async function migrate(db: Kysely<any>): Promise<void> {
  for (const statement of [
    `create table email_templates (
      facility_id bigint not null references companies (id) on delete cascade,
      template text not null,
      language text not null,
      subject text not null,
      body text not null,
      updated_by bigint references users (id) on delete set null,
      updated_at timestamptz not null default now(),
      primary key (facility_id, template, language))`,
    `alter table emails add column from_name text`,
    `alter table emails add column reply_to text`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
