import { FEATURE_FLAG_TYPES, FEATURE_FLAGS, type FeatureFlag } from 'shared/contracts';

/** Reads the JSON of a config value, treating unreadable text as empty. */
export function parseConfigValue(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The flags that are on, from a facility's flag records (config type → config value): a flag
 * is on when its record is active (the caller reads only active ones) and its key is true.
 */
export function enabledFeatures(records: Record<string, string>): FeatureFlag[] {
  return FEATURE_FLAG_TYPES.filter((flag) => {
    const value = records[flag];
    return value !== undefined && parseConfigValue(value)[FEATURE_FLAGS[flag]] === true;
  });
}
