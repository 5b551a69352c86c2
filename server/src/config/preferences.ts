/** A user's saved choices (user preferences), each kept as JSON text of the shape its type says. */
import { PART_ORDER_OWN_COLUMNS, type PreferenceType } from 'shared/contracts';
import type { Static } from 'typebox';
import type { Db } from '../db/database.js';
import { badRequest } from '../http/errors.js';
import { checkSavedViews, isViewsType } from './saved-views.js';
import type { PreferenceBody } from './schemas.js';

/** The user's preference of this type as JSON text: an empty list until they save one. */
export async function preferenceOf(db: Db, userId: number, type: string): Promise<string> {
  const row = await db
    .selectFrom('user_preferences')
    .select('preference')
    .where('user_id', '=', userId)
    .where('preference_type', '=', type)
    .executeTakeFirst();
  return row?.preference ?? '[]';
}

/**
 * Replaces a preference of the user. Its shape follows its type: the scheduler's saved filters or
 * a list's saved views (each with a name of its own), or the columns an order list shows (each once).
 */
export async function savePreference(
  db: Db,
  userId: number,
  type: PreferenceType,
  preference: Static<typeof PreferenceBody>['preference'],
): Promise<string> {
  /** Named entries (saved filters, saved views): each needs a name of its own. */
  const namedOnce = (entries: { label: string }[], what: string) => {
    const seen = new Set<string>();
    entries.forEach((entry, index) => {
      const name = entry.label.trim().toLowerCase();
      if (!name || seen.has(name))
        throw badRequest(`${what} name is missing or already in use`, `body.preference.${index}.label`);
      seen.add(name);
    });
  };
  if (type === 'SCHEDULER_FILTERS') {
    if (!Array.isArray(preference) || preference.some((entry) => !('searchFilters' in entry)))
      throw badRequest('The scheduler’s saved filters are a list of { label, searchFilters }', 'body.preference');
    namedOnce(preference, 'Filter');
  } else if (isViewsType(type)) {
    checkSavedViews(type, preference);
    namedOnce(preference, 'View');
  } else {
    if (Array.isArray(preference)) throw badRequest('An order list’s columns are { columns: [...] }', 'body.preference');
    if (new Set(preference.columns).size !== preference.columns.length)
      throw badRequest('A column is named twice', 'body.preference.columns');
    const notHere = preference.columns.findIndex(
      (column) => type !== 'PART_ORDER_COLUMNS' && (PART_ORDER_OWN_COLUMNS as readonly string[]).includes(column),
    );
    if (notHere >= 0)
      throw badRequest(`The order history has no column ${preference.columns[notHere]}`, `body.preference.columns.${notHere}`);
  }
  const text = JSON.stringify(preference);
  await db
    .insertInto('user_preferences')
    .values({ user_id: userId, preference_type: type, preference: text })
    .onConflict((oc) => oc.columns(['user_id', 'preference_type']).doUpdateSet({ preference: text }))
    .execute();
  return text;
}
