import type { Static } from 'typebox';
import type { Db } from '../db/database.js';
import type { EmailSchema } from './schemas.js';

/** The newest emails of the outbox, newest first. */
export async function newestEmails(db: Db, limit: number): Promise<Static<typeof EmailSchema>[]> {
  const rows = await db.selectFrom('emails').selectAll().orderBy('id', 'desc').limit(limit).execute();
  return rows.map((r) => ({
    id: r.id,
    to: r.to_address,
    subject: r.subject,
    text: r.text_body,
    fromName: r.from_name,
    replyTo: r.reply_to,
    status: r.status,
    createdAt: r.created_at.toISOString(),
  }));
}
