import { type Kysely, sql } from 'kysely';

// Frozen: this migration never changes once released; later changes get a new file.
// It takes Kysely<any> and no app code, so it stays what it was when it ran.

/** The files a facility attaches to its bid (issue 12, item 8): drawings, certificates, terms. */
export async function migrate(db: Kysely<any>): Promise<void> {
  await sql`create table bid_files (
    bid_id bigint not null references bids (id) on delete cascade,
    file_id bigint not null references files (id),
    position int not null,
    primary key (bid_id, file_id)
  )`.execute(db);
}
