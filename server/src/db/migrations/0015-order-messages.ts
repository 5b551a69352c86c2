import { type Kysely, sql } from 'kysely';

// Frozen: this migration never changes once released; later changes get a new file.
// It takes Kysely<any> and no app code, so it stays what it was when it ran.

/**
 * Order messages (issue 12, item 5): one thread per facility an order went to (its match), each
 * message text and attached files; how far each person has read each thread; when the reminder
 * of a message left unread went out.
 */
export async function migrate(db: Kysely<any>): Promise<void> {
  for (const statement of [
    `create table order_messages (
      id bigint generated always as identity primary key,
      match_id bigint not null references matches (id) on delete cascade,
      author_id bigint not null references users (id),
      author_company_id bigint not null references companies (id),
      body text not null check (length(body) <= 5000),
      created_at timestamptz not null default now(),
      reminded_at timestamptz
    )`,
    `create index order_messages_thread_idx on order_messages (match_id, id)`,
    // The reminder sweep reads only the messages it has not reminded of yet.
    `create index order_messages_unreminded_idx on order_messages (created_at) where reminded_at is null`,
    `create table order_message_files (
      message_id bigint not null references order_messages (id) on delete cascade,
      file_id bigint not null references files (id),
      primary key (message_id, file_id)
    )`,
    `create table order_message_reads (
      user_id bigint not null references users (id) on delete cascade,
      match_id bigint not null references matches (id) on delete cascade,
      last_read_id bigint not null,
      primary key (user_id, match_id)
    )`,
  ])
    await sql.raw(statement).execute(db);
}
