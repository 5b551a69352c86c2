import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { authApi } from 'shared/auth';
import { createPlatformStore } from 'shared/store';
import { ToastProvider } from 'shared/ui';
import { LanguageProvider } from '../i18n/LanguageProvider';
import { startLoadingRemotes } from '../remotes/RemotesContext';
import { ThemeLoader } from '../theme/ThemeLoader';
import { AppRoutes } from './AppRoutes';

const store = createPlatformStore();
// The user and the remotes are asked for now, not when LanguageProvider renders the rest once
// the language's bundle is in: none needs another's answer, and in a chain they cost a planner
// a round trip each. (The start bundle sent the requests; these take its answers.)
void store.dispatch(authApi.util.prefetch('getUser', undefined, {}));
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
