import { matchPath } from 'react-router-dom';
import { useSession } from '../auth/session';
import type { MenuContext } from '../menu/build-menu';

/** The inputs of the menu builders, from the session. */
export function useMenuContext(): MenuContext {
  const { user, config, routes } = useSession();
  return {
    menu: config.menu,
    user,
    flags: config.flags,
    apps: config.apps,
    requirementOf: (url) => {
      const route = routes.find((candidate) => matchPath(candidate.path, url.split('?')[0]!));
      return route && (route.requires ?? {});
    },
  };
}
