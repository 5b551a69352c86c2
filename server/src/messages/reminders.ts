/**
 * 'Message waiting' mails: a message still unread ten minutes after
 * it was posted is mailed to the people of the other side who have not read it — once per
 * message, whichever server sweeps first (`for update skip locked`), in the transaction that
 * marks it reminded.
 */
import type { Db } from '../db/database.js';
import type { TemplatedMail } from '../mail/index.js';
import type { Outbox } from '../mail/index.js';

export const UNREAD_REMINDER_MS = 10 * 60_000;
/** How much of the message the mail quotes. */
const QUOTED_CHARACTERS = 500;

interface Waiting {
  id: number;
  match_id: number;
  body: string;
  author_company_id: number;
  author_company: string;
  rfq_id: number;
  display_title: string;
  created_by: number | null;
  customer_id: number;
  facility_id: number;
  assigned_user_id: number | null;
}

/** The people of the side that did not write `message` who have not read it, with where they read it. */
async function readersOf(db: Db, message: Waiting): Promise<{ people: { email: string; language: string }[]; link: string }> {
  const toCustomer = message.author_company_id === message.facility_id;
  let users = db
    .selectFrom('users as u')
    .leftJoin('order_message_reads as read', (join) =>
      join.onRef('read.user_id', '=', 'u.id').on('read.match_id', '=', message.match_id),
    )
    .select(['u.email', 'u.language'])
    .where('u.email_verified', '=', true)
    .where((eb) => eb.or([eb('read.last_read_id', 'is', null), eb('read.last_read_id', '<', message.id)]));
  if (toCustomer)
    users =
      message.created_by !== null
        ? users.where('u.id', '=', message.created_by)
        : users.where('u.engineer_company_id', '=', message.customer_id);
  else
    users =
      message.assigned_user_id !== null
        ? users.where('u.id', '=', message.assigned_user_id)
        : users.where('u.service_provider_id', '=', message.facility_id);
  const rows = await users.orderBy('u.id').execute();
  const link = toCustomer ? `/order/${message.rfq_id}/messages` : `/service-provider/part-orders/${message.rfq_id}`;
  return { people: rows, link };
}

function reminder(message: Waiting, person: { email: string; language: string }, url: string): TemplatedMail {
  const quoted =
    message.body.length > QUOTED_CHARACTERS ? `${message.body.slice(0, QUOTED_CHARACTERS)}…` : message.body || '(files attached)';
  return {
    template: 'messages.unread',
    to: person.email,
    language: person.language,
    facilityId: message.facility_id,
    values: { author: message.author_company, id: message.rfq_id, title: message.display_title, message: quoted, link: url },
  };
}

/** Mails the reminders of the messages unread since before `now` − 10 minutes; how many messages it handled. */
export async function remindUnread(db: Db, outbox: Outbox, publicUrl: string, now: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const waiting = await trx
      .selectFrom('order_messages as om')
      .innerJoin('matches as m', 'm.id', 'om.match_id')
      .innerJoin('rfqs as r', 'r.id', 'm.rfq_id')
      .innerJoin('companies as c', 'c.id', 'om.author_company_id')
      .select([
        'om.id',
        'om.match_id',
        'om.body',
        'om.author_company_id',
        'c.company_name as author_company',
        'r.id as rfq_id',
        'r.display_title',
        'r.created_by',
        'r.customer_id',
        'm.facility_id',
        'm.assigned_user_id',
      ])
      .where('om.reminded_at', 'is', null)
      .where('om.created_at', '<=', new Date(now - UNREAD_REMINDER_MS))
      .orderBy('om.id')
      .limit(200)
      .forUpdate('om')
      .skipLocked()
      .execute();
    // One mail per thread, side and person: of the newest message waiting for them.
    const newest = new Map<string, Waiting>();
    for (const message of waiting) newest.set(`${message.match_id}:${message.author_company_id}`, message);
    for (const message of newest.values()) {
      const { people, link } = await readersOf(trx, message);
      await outbox.sendTemplates(
        people.map((person) => reminder(message, person, `${publicUrl}${link}`)),
        trx,
      );
    }
    if (waiting.length)
      await trx
        .updateTable('order_messages')
        .set({ reminded_at: new Date(now) })
        .where(
          'id',
          'in',
          waiting.map((message) => message.id),
        )
        .execute();
    return waiting.length;
  });
}
