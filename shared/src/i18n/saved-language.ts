export const DEFAULT_LANGUAGE = 'en_US';
export const LANGUAGE_STORAGE_KEY = 'language';

/** The language the user chose last on this browser, else en_US. */
export function savedLanguage(): string {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY) ?? DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** The URL of a language's translations. */
export const translationsUrl = (key: string) => `/api/v1/translations/${key}`;

/** react-intl locale of a platform language key: en_US → en-US. */
export const intlLocale = (key: string) => key.replace('_', '-');
