/**
 * The facility's people who may be assigned a quality record — an NCR, a CAPA, a CAPA's action:
 * its members who have not been deactivated. The pickers and the assignee filters list them, and
 * the services refuse anyone else.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { badRequest } from '../http/errors.js';

const assignable = (db: Db, facilityId: number) =>
  db.selectFrom('users').where('service_provider_id', '=', facilityId).where('deactivated_at', 'is', null);

/** The facility's people who may be assigned a quality record, by name. */
export const qualityPeople = (db: Db, facilityId: number): Promise<{ id: number; name: string }[]> =>
  assignable(db, facilityId)
    .select(['id', sql<string>`trim(concat_ws(' ', first_name, last_name))`.as('name')])
    .orderBy('first_name')
    .orderBy('last_name')
    .orderBy('id')
    .execute();

/** Refuses, naming the field, a person who may not be assigned the facility's quality records. */
export async function checkQualityPerson(db: Db, facilityId: number, userId: number, field: string): Promise<void> {
  const person = await assignable(db, facilityId).select('id').where('id', '=', userId).executeTakeFirst();
  if (!person) throw badRequest(`User ${userId} is not an active member of this facility`, field);
}
