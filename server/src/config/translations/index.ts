import type { LanguageEntry } from 'shared/contracts';
import { KIT_TEXTS, SHELL_TEXTS, textsIn, type LanguageKey } from 'shared/texts';
import { menuLabelsDeDE, menuLabelsEnUS } from './menu.js';

export const LANGUAGES: LanguageEntry[] = [
  { key: 'en_US', name: 'English (US)', nativeName: 'English' },
  { key: 'de_DE', name: 'German', nativeName: 'Deutsch' },
];

const MENU_LABELS: Record<LanguageKey, Record<string, string>> = { en_US: menuLabelsEnUS, de_DE: menuLabelsDeDE };

/**
 * Each language's whole bundle: the shell's texts, the menu labels and the ui kit's texts, from
 * the tables in shared/texts (a remote's texts ship with the remote).
 */
export const BUNDLES: Record<string, Readonly<Record<string, string>>> = Object.fromEntries(
  LANGUAGES.map(({ key }) => {
    const language = key as LanguageKey;
    return [language, { ...textsIn(SHELL_TEXTS, language), ...MENU_LABELS[language], ...textsIn(KIT_TEXTS, language) }];
  }),
);
