import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { LANGUAGE_KEYS, type LanguageKey, type TextTable } from '../texts/index.js';
import { DEFAULT_LANGUAGE, intlLocale } from './saved-language.js';

/** Gives the text of an id of the table, its {{values}} filled in. */
export type TextOf<T extends TextTable> = (id: keyof T & string, values?: Record<string, string | number>) => string;

/** Server bundles write {{name}}; react-intl reads {name}. */
export const toIntlText = (text: string) => text.replace(/\{\{(\w+)\}\}/g, '{$1}');

/** The current language (react-intl's locale) as the platform names it: en_US, de_DE. */
export function useLanguageKey(): LanguageKey {
  const { locale } = useIntl();
  return LANGUAGE_KEYS.find((key) => intlLocale(key) === locale) ?? (DEFAULT_LANGUAGE as LanguageKey);
}

/**
 * The texts of an area's table in the current language. The language's bundle, when it has the
 * id (the shell's and the kit's texts; a tenant's wording), wins; otherwise the table's own
 * text in the current language, so a remote's texts need nothing from the shell or the server.
 */
export function useTexts<T extends TextTable>(table: T): TextOf<T> {
  const intl = useIntl();
  const language = useLanguageKey();
  return useCallback(
    // An id that came as data (a route's title) may be missing from the table: it shows as itself.
    (id, values) => intl.formatMessage({ id, defaultMessage: table[id] ? toIntlText(table[id][language]) : id }, values),
    [intl, language, table],
  );
}
