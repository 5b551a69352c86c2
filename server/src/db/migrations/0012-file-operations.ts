import { type Kysely, sql } from 'kysely';

// Frozen: this migration never changes once released; later changes get a new file.
// It takes Kysely<any> and no app code, so it stays what it was when it ran.

/**
 * File operations (spec 7: verify, repair, convert, …): what the API answers about each. The
 * queue that runs them is pg-boss's own tables; this row is the operation's record, written
 * when it is accepted and finished once, so a restart never loses or repeats its answer.
 */
export async function migrate(db: Kysely<any>): Promise<void> {
  for (const statement of [
    `create table file_operations (
      id bigint generated always as identity primary key,
      file_id bigint not null references files (id),
      company_id bigint not null references companies (id),
      requested_by bigint not null references users (id),
      operation_type text not null,
      parameters jsonb,
      status text not null default 'PENDING' check (status in ('PENDING', 'SUCCESS', 'FAILED')),
      file_needs_repair boolean not null default false,
      response_data jsonb,
      result_file_ids bigint[] not null default '{}',
      created_at timestamptz not null default now(),
      finished_at timestamptz
    )`,
    `create index file_operations_pending_idx on file_operations (id) where status = 'PENDING'`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
