import { Route, Routes } from 'react-router-dom';
import { RequireAuth, useSession } from '../auth/session';
import { BareLayout, EngineerLayout, ServiceProviderLayout } from '../layout/layouts';
import { StoreFrontLayout } from '../layout/StoreFrontLayout';
import { CatchAll } from '../pages/CatchAll';
import { ForgotPasswordPage } from '../pages/ForgotPasswordPage';
import { LoginPage } from '../pages/LoginPage';
import { RegisterPage } from '../pages/RegisterPage';
import { ResetPasswordPage } from '../pages/ResetPasswordPage';
import { AccessDeniedPage, HomeRedirect, LogoutPage, SwitchFacilityPage, SwitchRolePage } from '../pages/session-pages';
import { ThemeConfigurationPage } from '../pages/ThemeConfigurationPage';
import { AccountVerifyPage, SamlLoginPage, VerifyEmailPage } from '../pages/verification-pages';
import type { Layout } from 'shared/remote';
import { RemoteRouteElement } from '../remotes/RouteGuard';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/custom-login" element={<LoginPage />} />
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/account-verify" element={<AccountVerifyPage />} />
      <Route path="/verify-email/:hash" element={<VerifyEmailPage />} />
      <Route path="/saml/login" element={<SamlLoginPage />} />
      <Route path="/logout" element={<LogoutPage />} />
      <Route path="/access-denied" element={<AccessDeniedPage />} />
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
