import { useEffect, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { DEFAULT_LANGUAGE, intlLocale, loadLanguages, switchLanguage } from 'shared/i18n';
import type { AppDispatch, RootState } from 'shared/store';
import { Loading } from 'shared/ui';

// Props of one identity: react-intl builds a new intl object (and every component that reads it
// renders again) whenever a prop changes identity.
const NO_MESSAGES = {};
// A token missing from a bundle falls back to its English default; no console noise.
const ignoreErrors = () => {};

/**
 * Loads the current language's bundle (the saved one, or en_US) and the language list,
 * and provides react-intl. Every string has an English default in the code, so a failed
 * load still shows a usable page.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const dispatch = useDispatch<AppDispatch>();
  const { current, bundles, loading, languages } = useSelector((state: RootState) => state.language);
  useEffect(() => {
    if (!bundles[current]) void dispatch(switchLanguage(current));
  }, [bundles, current, dispatch]);
  // Again after a logout's reset emptied the list; a failed load is not retried in a loop.
  const noLanguages = languages.length === 0;
  useEffect(() => {
    if (noLanguages) void dispatch(loadLanguages());
  }, [dispatch, noLanguages]);
  // Set while rendering, not after: dates are formatted in the page's language (formatDate reads
  // it), and the page renders in the new language before any effect of this render runs.
  document.documentElement.lang = intlLocale(current);
  return (
    <IntlProvider
      locale={intlLocale(current)}
      defaultLocale={intlLocale(DEFAULT_LANGUAGE)}
      messages={bundles[current] ?? NO_MESSAGES}
      onError={ignoreErrors}
    >
      {loading && !bundles[current] ? <Loading /> : children}
    </IntlProvider>
  );
}
