import { useEffect } from 'react';
import { authApi } from 'shared/auth';
import { applyTheme } from './apply-theme';

/** Loads the domain's theme; a failure leaves the defaults of index.html in place, so the page still shows. */
export function ThemeLoader() {
  const { data } = authApi.useThemeQuery();
  useEffect(() => {
    if (data) applyTheme(data);
  }, [data]);
  return null;
}
