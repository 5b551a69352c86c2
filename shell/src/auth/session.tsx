import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import type { UserDto } from 'shared/contracts';
import { authApi } from 'shared/auth';
import { AppSplash } from '../theme/app-splash';
import { RemotesProvider, useRemotes } from '../remotes/remotes-context';
import type { LoadedRoute } from '../remotes/load-remotes';
import { useLiveEvents } from './use-live-events';
import { useTokenRefresh } from './use-token-refresh';
import { useUserConfig, type UserConfig } from './use-user-config';

export interface Session {
  user: UserDto;
  config: UserConfig;
  routes: LoadedRoute[];
  failedRemotes: string[];
}

const SessionContext = createContext<Session | undefined>(undefined);

/** The logged-in user, their config and the loaded routes; only inside RequireAuth. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside RequireAuth');
  return session;
}

/**
 * The guard of every page behind login: no session → /custom-login; an
 * unverified email → /account-verify; then it waits for the user config and the remotes
 * before showing the page.
 */
export function RequireAuth() {
  const location = useLocation();
  // No shortcut on the access cookie: it expires before the session does, and getUser's
  // 401 is answered by one refresh and a retry. Only a session that is really gone errs.
  const { data: user, isLoading, isError } = authApi.useGetUserQuery();
  useTokenRefresh(Boolean(user));
  useLiveEvents(Boolean(user?.emailVerfied));
  const config = useUserConfig(user);

  // With a user already shown, the session ended under it (signed out elsewhere, deactivated).
  if (isError)
    return <Navigate to="/custom-login" replace state={{ from: location.pathname + location.search, ended: Boolean(user) }} />;
  if (isLoading || !user) return <AppSplash />;
  if (!user.emailVerfied) return <Navigate to="/account-verify" replace />;
  if (config.status !== 'ready') return <AppSplash />;
  return (
    <RemotesProvider>
      <WithRemotes user={user} config={config}>
        <Outlet />
      </WithRemotes>
    </RemotesProvider>
  );
}

function WithRemotes({ user, config, children }: { user: UserDto; config: UserConfig; children: ReactNode }) {
  const remotes = useRemotes();
  useEffect(() => {
    // The user's saved date format is what the date inputs display.
    if (user.dateFormat) localStorage.setItem('date_format', user.dateFormat);
  }, [user.dateFormat]);
  if (remotes.status === 'loading') return <AppSplash />;
  return (
    <SessionContext.Provider value={{ user, config, routes: remotes.routes, failedRemotes: remotes.failed }}>
      {children}
    </SessionContext.Provider>
  );
}
