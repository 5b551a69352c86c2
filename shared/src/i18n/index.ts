export { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, intlLocale, savedLanguage, translationsUrl } from './saved-language.js';
export { toIntlText, useLanguageKey, useTexts, type TextOf } from './use-texts.js';
export {
  initialLanguageState,
  languageSlice,
  loadLanguages,
  resetLanguage,
  switchLanguage,
  toIntlMessages,
  type LanguageState,
} from './language-slice.js';
