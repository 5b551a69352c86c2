/** Test helper: renders inside an English IntlProvider, so components show their default messages. */
import './test-setup';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';

function IntlWrapper({ children }: { children: ReactNode }) {
  // No translations are loaded in tests: silence the missing-translation errors.
  return (
    <IntlProvider locale="en" defaultLocale="en" messages={{}} onError={() => {}}>
      {children}
    </IntlProvider>
  );
}

export function renderWithIntl(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return { user: userEvent.setup(), ...render(ui, { wrapper: IntlWrapper, ...options }) };
}
