/**
 * The facility's apps: the App Store Admin adds, changes and
 * removes them, the App Store turns them on and off; every change audited. The shell shows the
 * enabled ones: internal apps under Internal Apps, the others under Apps & Extensions.
 */
import type { Db } from '../db/database.js';
import { notFound } from '../http/errors.js';
import { recordSettingChange } from '../settings/index.js';

export interface AppInput {
  name: string;
  logo: string;
  appURL: string;
  internalApp: boolean;
  enabled: boolean;
}

/** Who changes the apps: the change is audited in their name. */
export interface AppScope {
  facilityId: number;
  userId: number;
}

const columns = (input: AppInput) => ({
  name: input.name.trim(),
  logo: input.logo.trim(),
  app_url: input.appURL.trim(),
  internal_app: input.internalApp,
  enabled: input.enabled,
});
const appValue = (row: { name: string; logo: string; app_url: string; internal_app: boolean; enabled: boolean }) => ({
  name: row.name,
  logo: row.logo,
  appURL: row.app_url,
  internalApp: row.internal_app,
  enabled: row.enabled,
});
const appOf = async (db: Db, facilityId: number, id: number) => (await appsOf(db, facilityId)).find((app) => app.id === id)!;

export async function createApp(db: Db, scope: AppScope, input: AppInput) {
  return db.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom('apps')
      .select((eb) => eb.fn.max('sort_order').as('n'))
      .where('facility_id', '=', scope.facilityId)
      .executeTakeFirst();
    const row = await trx
      .insertInto('apps')
      .values({ ...columns(input), facility_id: scope.facilityId, sort_order: Number(last?.n ?? 0) + 1 })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordSettingChange(trx, { ...scope, setting: 'APP', before: null, after: appValue(row) });
    return appOf(trx, scope.facilityId, row.id);
  });
}

/** Changes an app of the facility (turning it on or off too); another facility's answers 404. */
export async function updateApp(db: Db, scope: AppScope, id: number, input: AppInput) {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('apps')
      .selectAll()
      .where('id', '=', id)
      .where('facility_id', '=', scope.facilityId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw notFound(`App ${id} not found`);
    const row = await trx.updateTable('apps').set(columns(input)).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    await recordSettingChange(trx, { ...scope, setting: 'APP', before: appValue(before), after: appValue(row) });
    return appOf(trx, scope.facilityId, id);
  });
}

export async function deleteApp(db: Db, scope: AppScope, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom('apps')
      .where('id', '=', id)
      .where('facility_id', '=', scope.facilityId)
      .returningAll()
      .executeTakeFirst();
    if (!deleted) throw notFound(`App ${id} not found`);
    await recordSettingChange(trx, { ...scope, setting: 'APP', before: appValue(deleted), after: null });
  });
}

/** The facility's apps, in their order. */
export async function appsOf(db: Db, facilityId: number) {
  const rows = await db
    .selectFrom('apps')
    .selectAll()
    .where('facility_id', '=', facilityId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((a) => ({
    id: a.id,
    name: a.name,
    enabled: a.enabled,
    logo: a.logo,
    appURL: a.app_url,
    appType: 'TOP_NAV_LINK' as const,
    internalApp: a.internal_app,
  }));
}
