/**
 * Writing order messages: a person of either side posts to a thread (text and files their
 * company uploaded), and marks how far they have read it. A post reaches the other side's
 * browsers through the event outbox, written in the same transaction.
 */
import type { Db } from '../db/database.js';
import { badRequest, notFound } from '../http/errors.js';
import type { OrderViewer } from '../orders/index.js';
import { ownCompany, visibleThreads } from './threads.js';

export const MESSAGE_MAX_LENGTH = 5000;
export const MESSAGE_MAX_FILES = 10;

export interface MessageAuthor {
  userId: number;
  viewer: OrderViewer;
}

/** The thread's order and both its companies, when the author may write to it. */
async function thread(db: Db, viewer: OrderViewer, matchId: number) {
  const found = await visibleThreads(db, viewer)
    .select(['m.id', 'm.rfq_id', 'm.facility_id', 'r.customer_id'])
    .where('m.id', '=', matchId)
    .executeTakeFirst();
  if (!found) throw notFound(`Conversation ${matchId} not found`);
  return found;
}

/** Posts a message; its id. */
export async function postMessage(
  db: Db,
  author: MessageAuthor,
  matchId: number,
  input: { text: string; fileIds: number[] },
): Promise<number> {
  const text = input.text.trim();
  const fileIds = [...new Set(input.fileIds)];
  if (!text && fileIds.length === 0) throw badRequest('Please write a message or attach a file', 'body.text');
  if (text.length > MESSAGE_MAX_LENGTH) throw badRequest(`A message holds at most ${MESSAGE_MAX_LENGTH} characters`, 'body.text');
  const company = ownCompany(author.viewer);
  return db.transaction().execute(async (trx) => {
    const found = await thread(trx, author.viewer, matchId);
    if (fileIds.length) {
      const owned = await trx
        .selectFrom('files')
        .select('id')
        .where('id', 'in', fileIds)
        .where('company_id', '=', company)
        .execute();
      const missing = fileIds.find((id) => !owned.some((file) => file.id === id));
      if (missing !== undefined) throw badRequest(`File ${missing} not found`, 'body.fileIds');
    }
    const { id } = await trx
      .insertInto('order_messages')
      .values({ match_id: matchId, author_id: author.userId, author_company_id: company, body: text })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (fileIds.length)
      await trx
        .insertInto('order_message_files')
        .values(fileIds.map((file_id) => ({ message_id: id, file_id })))
        .execute();
    // The author has read what they wrote.
    await markRead(trx, author, matchId, id);
    await trx
      .insertInto('event_outbox')
      .values({
        topic: 'message.posted',
        rfq_id: found.rfq_id,
        match_id: matchId,
        company_ids: [found.customer_id, found.facility_id],
        payload: { messageId: id, authorCompanyId: company },
      })
      .execute();
    return id;
  });
}

/** Marks the thread read up to message `upTo` for the reader (never back). */
export async function markRead(db: Db, reader: MessageAuthor, matchId: number, upTo: number): Promise<void> {
  await thread(db, reader.viewer, matchId);
  await db
    .insertInto('order_message_reads')
    .values({ user_id: reader.userId, match_id: matchId, last_read_id: upTo })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'match_id']).doUpdateSet((eb) => ({
        last_read_id: eb.fn('greatest', ['order_message_reads.last_read_id', eb.ref('excluded.last_read_id')]),
      })),
    )
    .execute();
}
