import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Provider } from 'react-redux';
import { createPlatformStore } from 'shared/store';
import { formatDate } from 'shared/ui';
import { LanguageProvider } from './language-provider';

describe('the language provider', () => {
  it('keeps one intl object while the language does not change, so that its readers do not all render again', () => {
    const store = createPlatformStore({
      language: {
        current: 'en_US',
        bundles: { en_US: { 'app.hello': 'Hello' } },
        languages: [{ key: 'en_US', name: 'English (US)', nativeName: 'English' }],
        loading: false,
      },
    });
    const seen: IntlShape[] = [];
    function Reader() {
      seen.push(useIntl());
      return null;
    }
    let renderAgain = () => {};
    function Parent() {
      const [count, setCount] = useState(0);
      renderAgain = () => setCount(count + 1);
      return (
        <LanguageProvider>
          <Reader key={count} />
        </LanguageProvider>
      );
    }
    render(
      <Provider store={store}>
        <Parent />
      </Provider>,
    );
    act(() => renderAgain());
    expect(seen).toHaveLength(2);
    expect(seen[1]).toBe(seen[0]);
  });

  it('formats dates in the new language in the very render that switches to it', () => {
    const bundles = { en_US: {}, de_DE: {} };
    const languages = [
      { key: 'en_US', name: 'English (US)', nativeName: 'English' },
      { key: 'de_DE', name: 'German', nativeName: 'Deutsch' },
    ];
    const store = createPlatformStore({ language: { current: 'de_DE', bundles, languages, loading: false } });
    const shown: string[] = [];
    function Reader() {
      const { locale } = useIntl();
      shown.push(`${locale}: ${formatDate(Date.UTC(2031, 11, 15, 12))}`);
      return null;
    }
    const { rerender } = render(
      <Provider store={createPlatformStore({ language: { current: 'en_US', bundles, languages, loading: false } })}>
        <LanguageProvider>
          <Reader />
        </LanguageProvider>
      </Provider>,
    );
    rerender(
      <Provider store={store}>
        <LanguageProvider>
          <Reader />
        </LanguageProvider>
      </Provider>,
    );
    expect(shown).toEqual(['en-US: Dec 15, 2031', 'de-DE: Dez. 15, 2031']);
  });
});
