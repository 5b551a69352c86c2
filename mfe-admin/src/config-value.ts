import type { ConfigType } from 'shared/contracts';
import { useMemo } from 'react';
import { adminApi } from './api';

/**
 * A config record of the facility as its parsed value: {} while the facility never saved one
 * (the server's 404), `failed` for any other error.
 */
export function useConfigValue<T>(type: ConfigType) {
  const query = adminApi.useFacilityConfigQuery(type);
  const unset = query.isError && (query.error as { status?: number }).status === 404;
  const value = useMemo(() => (query.data ? (JSON.parse(query.data.configValue) as Partial<T>) : {}), [query.data]);
  return { query, failed: query.isError && !unset, value };
}
