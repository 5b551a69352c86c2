import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Panel } from 'shared/ui';
import { useSession } from '../auth/session';
import { RemoteDownPanel } from '../remotes/remote-boundary';
import { useShellText } from '../texts';

const RELOADED_KEY = 'catch-all-reloaded';

/**
 * A path no loaded route knows. When a remote failed to load it probably belongs to that
 * remote: say so. Otherwise reload once (a newer deployment may know the path),
 * and if it is still unknown say the page was not found.
 */
export function CatchAll() {
  const text = useShellText();
  const { pathname } = useLocation();
  const { failedRemotes } = useSession();
  const reloadedFor = sessionStorage.getItem(RELOADED_KEY);
  const willReload = failedRemotes.length === 0 && reloadedFor !== pathname;
  useEffect(() => {
    if (!willReload) return;
    sessionStorage.setItem(RELOADED_KEY, pathname);
    window.location.reload();
  }, [pathname, willReload]);
  if (failedRemotes.length > 0) return <RemoteDownPanel />;
  if (willReload) return null;
  return <Panel title={text('error.notFoundTitle')}>{text('error.notFound')}</Panel>;
}
