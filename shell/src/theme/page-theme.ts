import { authApi } from 'shared/auth';
import type { ThemeConfig } from 'shared/contracts';
import type { PlatformStore } from 'shared/store';

/** The domain's theme the server put in the page (#theme-config); none in a development build. */
function themeInPage(): ThemeConfig | undefined {
  const text = document.getElementById('theme-config')?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as ThemeConfig;
  } catch {
    return undefined;
  }
}

/**
 * Starts `store` with the theme the page came with, so the app shows the domain's brand from
 * its first render without asking the server for it again. A saved theme still refetches it.
 */
export function seedThemeFromPage(store: PlatformStore): void {
  const theme = themeInPage();
  if (theme) void store.dispatch(authApi.util.upsertQueryData('theme', undefined, theme));
}
