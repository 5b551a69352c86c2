import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Provider } from 'react-redux';
import { createPlatformStore } from 'shared/store';
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
});
