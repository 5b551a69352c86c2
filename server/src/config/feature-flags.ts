import { FEATURE_FLAGS, type FeatureFlag } from 'shared/contracts';
import type { Db } from '../db/database.js';

/** Reads the JSON of a config value, treating unreadable text as empty. */
export function parseConfigValue(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A facility's flag is on when its record is active and the flag's key is true. */
export async function isFeatureEnabled(db: Db, facilityId: number | null, flag: FeatureFlag): Promise<boolean> {
  if (facilityId === null) return false;
  const record = await db
    .selectFrom('config_records')
    .select('config_value')
    .where('config_type', '=', flag)
    .where('element_type', '=', 'SERVICE_PROVIDER')
    .where('element_id', '=', String(facilityId))
    .where('active', '=', true)
    .executeTakeFirst();
  return record ? parseConfigValue(record.config_value)[FEATURE_FLAGS[flag]] === true : false;
}
