import { MACHINE_PLATFORM_MESSAGES, SCHEDULING_MESSAGES, type LanguageEntry } from 'shared/contracts';
import { KIT_TEXTS, textsIn } from 'shared/texts';
import { deDE } from './de-DE.js';
import { enUS } from './en-US.js';
import { menuLabelsDeDE, menuLabelsEnUS } from './menu.js';

export const LANGUAGES: LanguageEntry[] = [
  { key: 'en_US', name: 'English (US)', nativeName: 'English' },
  { key: 'de_DE', name: 'German', nativeName: 'Deutsch' },
];

/** The texts that code outside the server defines with both languages side by side. */
const sideBySide = (language: 'en_US' | 'de_DE') =>
  Object.fromEntries(
    Object.entries({ ...SCHEDULING_MESSAGES, ...MACHINE_PLATFORM_MESSAGES }).map(([token, texts]) => [
      token,
      texts[language],
    ]),
  );

/** Each language's whole bundle: the app's tokens, the menu labels, the ui kit's and the remotes' texts. */
export const BUNDLES: Record<string, Readonly<Record<string, string>>> = {
  en_US: { ...enUS, ...menuLabelsEnUS, ...textsIn(KIT_TEXTS, 'en_US'), ...sideBySide('en_US') },
  de_DE: { ...deDE, ...menuLabelsDeDE, ...textsIn(KIT_TEXTS, 'de_DE'), ...sideBySide('de_DE') },
};
