/**
 * The settings audit: every change of a facility's settings is written here, in the
 * transaction that makes it, with who made it and the value before and after; the settings page
 * reads it, and the facility's open pages are told (settings.changed).
 */
import { sql, type SqlBool } from 'kysely';
import type { Db } from '../db/database.js';
import { containsPattern } from '../http/schema-helpers.js';

export interface SettingChange {
  facilityId: number;
  /** Who changed it; null for the platform. */
  userId: number | null;
  /** The setting: a config type (QMS_CONFIG, THEME_CONFIG…) or a settings page's own name. */
  setting: string;
  before: unknown;
  after: unknown;
}

export async function recordSettingChange(trx: Db, change: SettingChange): Promise<void> {
  await trx
    .insertInto('settings_audit')
    .values({
      facility_id: change.facilityId,
      user_id: change.userId,
      setting: change.setting,
      before: change.before === undefined ? null : JSON.stringify(change.before),
      after: change.after === undefined ? null : JSON.stringify(change.after),
    })
    .execute();
  // What the store front shows its customers changes their open pages too.
  const customers = CUSTOMER_FACING.has(change.setting)
    ? (await trx.selectFrom('companies').select('id').where('storefront_provider_id', '=', change.facilityId).execute()).map(
        (row) => row.id,
      )
    : [];
  await trx
    .insertInto('event_outbox')
    .values({
      topic: 'settings.changed',
      rfq_id: null,
      match_id: null,
      company_ids: [change.facilityId, ...customers],
      payload: { setting: change.setting },
    })
    .execute();
}

/** The settings a facility's store front customers see: its menu, its currencies, what New Order asks. */
const CUSTOMER_FACING = new Set([
  'STORE_FRONT_MENU_CONFIG',
  'STORE_FRONT_CONFIG',
  'STORE_FRONT_UI_CONFIG',
  'MULTI_RFQ_CONFIG',
  'MACHINE_FINISH_TYPE',
  'ITAR',
  'RFQ_CONFIG',
]);

/** The facility's changes, newest first, a page at a time; searched by setting or the person's name. */
export async function listSettingChanges(
  db: Db,
  facilityId: number,
  filter: { search?: string; setting?: string; offset: number; limit: number },
) {
  let query = db
    .selectFrom('settings_audit as a')
    .leftJoin('users as u', 'u.id', 'a.user_id')
    .where('a.facility_id', '=', facilityId);
  const search = filter.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    query = query.where(sql<SqlBool>`(a.setting ilike ${pattern} or concat_ws(' ', u.first_name, u.last_name) ilike ${pattern})`);
  }
  if (filter.setting) query = query.where('a.setting', '=', filter.setting);
  const [rows, total] = await Promise.all([
    query
      .select(['a.id', 'a.setting', 'a.before', 'a.after', 'a.changed_at', 'u.first_name', 'u.last_name'])
      .orderBy('a.changed_at', 'desc')
      .orderBy('a.id', 'desc')
      .offset(filter.offset)
      .limit(filter.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, totalCount: Number(total.n) };
}

/** The latest change of each setting named, for "changed by … on …". */
export async function lastChanges(db: Db, facilityId: number, settings: readonly string[]) {
  return db
    .selectFrom('settings_audit as a')
    .leftJoin('users as u', 'u.id', 'a.user_id')
    .distinctOn('a.setting')
    .select(['a.setting', 'a.changed_at', 'u.first_name', 'u.last_name'])
    .where('a.facility_id', '=', facilityId)
    .where('a.setting', 'in', settings.length ? [...settings] : [''])
    .orderBy('a.setting')
    .orderBy('a.changed_at', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
}
