import { type Kysely, sql } from 'kysely';

// Frozen: this migration never changes once released; later changes get a new file.
// It takes Kysely<any> and no app code, so it stays what it was when it ran.

/**
 * Electronic signatures: a person, authenticated again at that moment, signs a record with a
 * meaning (REVIEWED, APPROVED, …). The signature keeps the signer's name as it was, the time, how
 * they proved who they were, and the hash of the content they signed: a record changed since no
 * longer matches its signature. A person signs a record with one meaning once.
 */
export async function migrate(db: Kysely<any>): Promise<void> {
  for (const statement of [
    `create table signatures (
      id bigint generated always as identity primary key,
      facility_id bigint not null references companies (id),
      user_id bigint not null references users (id),
      company_id bigint not null references companies (id),
      signer_name text not null check (length(signer_name) between 1 and 200),
      meaning text not null check (length(meaning) between 1 and 60),
      record_kind text not null check (length(record_kind) between 1 and 40),
      record_id bigint not null,
      content_hash text not null check (length(content_hash) = 64),
      method text not null check (method in ('PASSWORD', 'PASSKEY')),
      signed_at timestamptz not null default now(),
      unique (record_kind, record_id, user_id, meaning)
    )`,
    `create index signatures_record_idx on signatures (record_kind, record_id, id)`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
