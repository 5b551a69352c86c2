import type { Db } from '../db/database.js';

/** What opening a session needs of the user a single sign-on ticket names (and whether they were deactivated). */
export async function ticketUser(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'default_role', 'service_provider_id', 'deactivated_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
}
