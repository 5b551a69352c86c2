/**
 * Renders a screen the way the shell shows it, for component tests of pages: the platform's store,
 * a router at the given address, react-intl in the given language and the toasts. The texts are
 * the tables' own (no server bundle), as after a failed translations load.
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { intlLocale } from '../i18n/saved-language.js';
import { createPlatformStore, type PlatformStore, type RootState } from '../store/root-reducer.js';
import type { LanguageKey } from '../texts/index.js';
import { ToastProvider } from '../ui/toast.js';

export interface ProviderOptions {
  /** The address the router starts at. */
  route?: string;
  /** The route pattern the screen is mounted on, so that it reads its params (e.g. '/jobs/:id'). */
  path?: string;
  preloadedState?: Partial<RootState>;
  /** A store the test already used (e.g. a screen's prefetch); else a new one from preloadedState. */
  store?: PlatformStore;
  language?: LanguageKey;
}

export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path, preloadedState, store = createPlatformStore(preloadedState), language = 'en_US' }: ProviderOptions = {},
) {
  const result = render(
    <Provider store={store}>
      <IntlProvider locale={intlLocale(language)} defaultLocale="en-US" messages={{}} onError={() => {}}>
        <ToastProvider>
          <MemoryRouter initialEntries={[route]}>
            {path ? (
              <Routes>
                <Route path={path} element={ui} />
                <Route path="*" element={null} />
              </Routes>
            ) : (
              ui
            )}
          </MemoryRouter>
        </ToastProvider>
      </IntlProvider>
    </Provider>,
  );
  return { user: userEvent.setup(), store, ...result };
}
