import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { createPlatformStore } from 'shared/store';
import { ToastProvider } from 'shared/ui';
import { LanguageProvider } from '../i18n/language-provider';
import { startLoadingRemotes } from '../remotes/remotes-context';
import { ThemeLoader } from '../theme/theme-loader';
import { AppRoutes } from './app-routes';

const store = createPlatformStore();
// The remotes' route tables and the opened page's screen load from now, not once the user and
// their settings are in: neither needs the other's answer, and in a chain they cost a planner a
// round trip each.
void startLoadingRemotes();

export function App() {
  return (
    <Provider store={store}>
      <LanguageProvider>
        <ThemeLoader />
        <ToastProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </ToastProvider>
      </LanguageProvider>
    </Provider>
  );
}
