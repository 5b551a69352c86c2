import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { createPlatformStore } from 'shared/store';
import { ToastProvider } from 'shared/ui';
import { LanguageProvider } from '../i18n/language-provider';
import { ThemeLoader } from '../theme/theme-loader';
import { AppRoutes } from './app-routes';

const store = createPlatformStore();

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
