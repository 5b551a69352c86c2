export { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, savedLanguage, translationsUrl } from './saved-language.js';
export {
  initialLanguageState,
  languageSlice,
  loadLanguages,
  resetLanguage,
  switchLanguage,
  toIntlMessages,
  toIntlText,
  type LanguageState,
} from './language-slice.js';

/** react-intl locale of a platform language key: en_US → en-US. */
export const intlLocale = (key: string) => key.replace('_', '-');
