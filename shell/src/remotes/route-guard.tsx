import { useMemo, useState, type ComponentType } from 'react';
import { Navigate } from 'react-router-dom';
import { StyleSheetManager } from 'styled-components';
import { PortalContainerProvider } from 'shared/ui';
import { useSession } from '../auth/session';
import { meets } from 'shared/remote';
import { NotAvailablePanel } from '../pages/session-pages';
import { RemoteBoundary } from './remote-boundary';
import type { LoadedRoute } from './load-remotes';
import { screenOf } from './screens';

/** A remote's route: checks its requirement (else /access-denied) and mounts its screen. */
export function RemoteRouteElement({ route }: { route: LoadedRoute }) {
  const { user, config } = useSession();
  // A failed import stays failed in its lazy(): a retry mounts the screen anew, with a new one.
  const [attempt, setAttempt] = useState(0);
  if (!meets(route.requires, user, config.flags)) return <Navigate to="/access-denied" replace />;
  // Keyed by route and attempt: the router reuses elements between sibling routes, and a
  // failure of one screen must not stick to the next.
  return <RouteScreen key={`${route.path}#${attempt}`} route={route} onRetry={() => setAttempt((n) => n + 1)} />;
}

function RouteScreen({ route, onRetry }: { route: LoadedRoute; onRetry: () => void }) {
  const Screen = useMemo<ComponentType | undefined>(() => (route.load ? screenOf(route.load) : undefined), [route]);
  const [portalHost, setPortalHost] = useState<HTMLElement | null>(null);
  if (!Screen) return <NotAvailablePanel title={route.title} />;
  return (
    <RemoteBoundary remote={route.remote} onRetry={onRetry}>
      {/* Each remote's styles are namespaced under its mount, so remotes cannot restyle each other. */}
      <StyleSheetManager namespace={`[data-remote="${route.remote}"]`}>
        <div data-remote={route.remote}>
          {/* The kit's popovers and dialogs render here, inside the namespace, to keep the remote's styles. */}
          <PortalContainerProvider value={portalHost}>
            <Screen />
          </PortalContainerProvider>
          <div ref={setPortalHost} />
        </div>
      </StyleSheetManager>
    </RemoteBoundary>
  );
}
