import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { SHELL_TEXTS } from '../texts/index.js';
import { useTexts } from './use-texts.js';

const textsIn = (locale: string) =>
  renderHook(() => useTexts(SHELL_TEXTS), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <IntlProvider locale={locale} messages={{}} onError={() => {}}>
        {children}
      </IntlProvider>
    ),
  }).result.current;

it('counts in each language’s plural forms', () => {
  const en = textsIn('en-US');
  expect([1, 2].map((count) => en('nav.unreadMessages', { count }))).toEqual(['1 unread message', '2 unread messages']);
  const de = textsIn('de-DE');
  expect([1, 2].map((count) => de('nav.unreadMessages', { count }))).toEqual([
    '1 ungelesene Nachricht',
    '2 ungelesene Nachrichten',
  ]);
});
