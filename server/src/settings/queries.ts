import { FEATURE_FLAG_TYPES, type FeatureFlag } from 'shared/contracts';
import type { Db } from '../db/database.js';

/** The facility's config records of the feature flags (a flag without one is off). */
export async function featureFlagRecords(db: Db, facilityId: number) {
  return db
    .selectFrom('config_records')
    .select(['config_type', 'config_value', 'active'])
    .where('element_type', '=', 'SERVICE_PROVIDER')
    .where('element_id', '=', String(facilityId))
    .where('config_type', 'in', FEATURE_FLAG_TYPES)
    .execute();
}

/** The config value of one of the facility's feature flags (JSON text); undefined when it has no record. */
export async function featureFlagValue(db: Db, facilityId: number, flag: FeatureFlag): Promise<string | undefined> {
  const record = await db
    .selectFrom('config_records')
    .select('config_value')
    .where('config_type', '=', flag)
    .where('element_type', '=', 'SERVICE_PROVIDER')
    .where('element_id', '=', String(facilityId))
    .executeTakeFirst();
  return record?.config_value;
}
