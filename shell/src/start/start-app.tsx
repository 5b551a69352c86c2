import { lazy, Suspense, useEffect, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createPlatformStore } from 'shared/store';
import { ToastProvider } from 'shared/ui';
import { LanguageProvider } from '../i18n/language-provider';
import { AccessDeniedPage } from '../pages/access-denied-page';
import { ForgotPasswordPage } from '../pages/forgot-password-page';
import { LoginPage } from '../pages/login-page';
import { LogoutPage } from '../pages/logout-page';
import { RegisterPage } from '../pages/register-page';
import { ResetPasswordPage } from '../pages/reset-password-page';
import { AccountVerifyPage, ConfirmEmailPage, SamlLoginPage, VerifyEmailPage } from '../pages/verification-pages';
import { AppSplash } from '../theme/app-splash';
import { seedThemeFromPage } from '../theme/page-theme';
import { ThemeLoader } from '../theme/theme-loader';
import { loadShell } from './load-shell';
import { findPublicPath, type PublicPath } from './public-paths';
import { ParamsContext, useLocation } from './router';

// Only the desktop tool's window opens it: its connection to the tool is loaded with it, not with every public page.
const DesktopLoginPage = lazy(() => import('../pages/desktop-login-page'));

const PAGES: Record<PublicPath, () => ReactElement> = {
  '/custom-login': () => <LoginPage />,
  '/grabcad-login': () => (
    <Suspense fallback={<AppSplash />}>
      <DesktopLoginPage />
    </Suspense>
  ),
  '/forgot-password': () => <ForgotPasswordPage />,
  '/reset-password': () => <ResetPasswordPage />,
  '/register': () => <RegisterPage />,
  '/account-verify': () => <AccountVerifyPage />,
  '/verify-email/:hash': () => <VerifyEmailPage />,
  '/confirm-email/:token': () => <ConfirmEmailPage />,
  '/saml/login': () => <SamlLoginPage />,
  '/access-denied': () => <AccessDeniedPage />,
  '/logout': () => <LogoutPage />,
};

/** The public page at the current path; any other path belongs to the signed-in shell. */
function StartRoutes({ onLeave }: { onLeave: () => void }) {
  const { pathname } = useLocation();
  const page = findPublicPath(pathname);
  useEffect(() => {
    if (!page) onLeave();
  }, [page, onLeave]);
  if (!page) return <AppSplash />;
  return <ParamsContext.Provider value={page.params}>{PAGES[page.path]()}</ParamsContext.Provider>;
}

/**
 * Renders the public pages into `container` until the user goes elsewhere (e.g. signed in);
 * then the shell loads behind `splash`, the page's loading screen.
 */
export function mountStartApp(container: HTMLElement, splash: Node | undefined): void {
  const root = createRoot(container);
  let left = false;
  // Outside React's rendering: a root cannot unmount itself while it renders.
  const leave = () => {
    if (left) return;
    left = true;
    setTimeout(() => {
      root.unmount();
      void loadShell(container, splash);
    });
  };
  const store = createPlatformStore();
  seedThemeFromPage(store);
  root.render(
    <Provider store={store}>
      <LanguageProvider>
        <ThemeLoader />
        <ToastProvider>
          <StartRoutes onLeave={leave} />
        </ToastProvider>
      </LanguageProvider>
    </Provider>,
  );
}
