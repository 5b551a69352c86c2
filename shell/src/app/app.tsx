import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { ToastProvider } from 'shared/ui';
import { LanguageProvider } from '../i18n/language-provider';
import { ThemeLoader } from '../theme/theme-loader';
import { AppRoutes } from './app-routes';
import { store } from './store';

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
