import type { ConfigType } from 'shared/contracts';
import type { LoadedQuery } from 'shared/ui';
import { useMemo } from 'react';
import { adminApi } from './api';

/** A config record of the facility as a query of its parsed value: {} while the facility never saved one (null). */
export function useConfigValue<T>(type: ConfigType): LoadedQuery<Partial<T>> {
  const { data, isLoading, isError, error, refetch } = adminApi.useFacilityConfigQuery(type);
  const value = useMemo(
    () => (data === undefined ? undefined : data ? (JSON.parse(data.configValue) as Partial<T>) : {}),
    [data],
  );
  return { data: value, isLoading, isError, error, refetch };
}
