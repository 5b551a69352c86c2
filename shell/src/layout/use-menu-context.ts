import { useLanguageKey } from 'shared/i18n';
import { useSession } from '../auth/session';
import type { MenuContext } from '../menu/build-menu';

/** The inputs of the menu builders, from the session and the current language. */
export function useMenuContext(): MenuContext {
  const { user, config, routes } = useSession();
  return { menu: config.menu, user, flags: config.flags, apps: config.apps, routes, language: useLanguageKey() };
}
