import type { ConfigType } from 'shared/contracts';
import { useMemo } from 'react';
import { adminApi } from './api';

/** A config record of the facility as its parsed value: {} while the facility never saved one (null). */
export function useConfigValue<T>(type: ConfigType) {
  const query = adminApi.useFacilityConfigQuery(type);
  const value = useMemo(() => (query.data ? (JSON.parse(query.data.configValue) as Partial<T>) : {}), [query.data]);
  return { query, failed: query.isError, value };
}
