import { useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { Layout } from 'shared/remote';
import { RequireAuth, useSession } from '../auth/session';
import { BareLayout, EngineerLayout, ServiceProviderLayout } from '../layout/layouts';
import { StoreFrontLayout } from '../layout/store-front-layout';
import { CatchAll } from '../pages/catch-all';
import { HomeRedirect, SwitchFacilityPage, SwitchRolePage } from '../pages/session-pages';
import { ThemeConfigurationPage } from '../pages/theme-configuration-page';
import { RemoteRouteElement } from '../remotes/route-guard';
import { PUBLIC_PATHS } from '../start/public-paths';
import { AppSplash } from '../theme/app-splash';

/**
 * The public pages are the start bundle's (start/index.ts): reached from here (a logout, an
 * expired session, a missing permission), the page loads again at its new address, keeping
 * the navigation state (e.g. where to return after login). A logout so also leaves nothing of
 * the signed-in shell in memory.
 */
function ToStartBundle() {
  useEffect(() => window.location.reload(), []);
  return <AppSplash />;
}

export function AppRoutes() {
  return (
    <Routes>
      {PUBLIC_PATHS.map((path) => (
        <Route key={path} path={path} element={<ToStartBundle />} />
      ))}
      <Route element={<RequireAuth />}>
        <Route path="/*" element={<AreaRoutes />} />
      </Route>
    </Routes>
  );
}

/** The pages behind login: the shell's own and every loaded remote's, each in its layout. */
function AreaRoutes() {
  const { routes } = useSession();
  const inLayout = (layout: Layout) =>
    routes
      .filter((route) => route.layout === layout)
      .map((route) => <Route key={route.path} path={route.path} element={<RemoteRouteElement route={route} />} />);
  return (
    <Routes>
      <Route path="/" element={<HomeRedirect />} />
      <Route path="/switch/:role" element={<SwitchRolePage />} />
      <Route path="/switch-facility/:id" element={<SwitchFacilityPage />} />
      <Route element={<ServiceProviderLayout />}>
        {inLayout('serviceProvider')}
        <Route path="/theme-configuration" element={<ThemeConfigurationPage />} />
        <Route path="/service-provider/*" element={<CatchAll />} />
      </Route>
      <Route element={<EngineerLayout />}>
        {inLayout('engineer')}
        <Route path="/engineer/*" element={<CatchAll />} />
      </Route>
      <Route element={<BareLayout />}>
        {inLayout('bare')}
        <Route path="/grabcad/*" element={<CatchAll />} />
      </Route>
      <Route element={<StoreFrontLayout />}>
        {inLayout('storeFront')}
        <Route path="*" element={<CatchAll />} />
      </Route>
    </Routes>
  );
}
