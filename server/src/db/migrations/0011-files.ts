import { type Kysely, sql } from 'kysely';

// Frozen: this migration never changes once released; later changes get a new file.
// It takes Kysely<any> and no app code, so it stays what it was when it ran.

/**
 * Part files: the record of each stored file (its bytes are in the file store under
 * storage_key, written before the row, so a row always names stored bytes) and the access
 * log of export-controlled (ITAR) files. A file made from another (a repair, a conversion)
 * names it in original_file_id.
 */
export async function migrate(db: Kysely<any>): Promise<void> {
  for (const statement of [
    `create table files (
      id bigint generated always as identity primary key,
      company_id bigint not null references companies (id),
      uploaded_by bigint not null references users (id),
      file_name text not null check (length(file_name) between 1 and 255),
      extension text not null check (extension ~ '^[a-z0-9_]{1,10}$'),
      size bigint not null check (size >= 0),
      sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
      itar boolean not null default false,
      storage_key text not null unique,
      original_file_id bigint references files (id),
      created_at timestamptz not null default now()
    )`,
    `create index files_company_idx on files (company_id, created_at desc, id desc)`,
    `create index files_original_idx on files (original_file_id) where original_file_id is not null`,
    `create table itar_file_reads (
      id bigint generated always as identity primary key,
      file_id bigint not null references files (id),
      user_id bigint not null references users (id),
      read_at timestamptz not null default now(),
      address text not null,
      user_agent text
    )`,
    `create index itar_file_reads_file_idx on itar_file_reads (file_id, read_at desc)`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
