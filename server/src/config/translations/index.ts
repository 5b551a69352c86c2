import type { LanguageEntry } from 'shared/contracts';
import { KIT_TEXTS, SHELL_TEXTS, textsIn, type LanguageKey } from 'shared/texts';

export const LANGUAGES: LanguageEntry[] = [
  { key: 'en_US', name: 'English (US)', nativeName: 'English' },
  { key: 'de_DE', name: 'German', nativeName: 'Deutsch' },
];

/**
 * Each language's whole bundle: the shell's texts and the ui kit's texts, from the tables in
 * shared/texts (a remote's texts, and its routes' titles and menu labels, ship with the remote).
 */
export const BUNDLES: Record<string, Readonly<Record<string, string>>> = Object.fromEntries(
  LANGUAGES.map(({ key }) => {
    const language = key as LanguageKey;
    return [language, { ...textsIn(SHELL_TEXTS, language), ...textsIn(KIT_TEXTS, language) }];
  }),
);
