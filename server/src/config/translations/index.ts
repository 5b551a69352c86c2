import type { LanguageEntry } from 'shared/contracts';
import { KIT_TEXTS, textsIn } from 'shared/texts';
import { deDE } from './de-DE.js';
import { enUS } from './en-US.js';
import { menuLabelsDeDE, menuLabelsEnUS } from './menu.js';

export const LANGUAGES: LanguageEntry[] = [
  { key: 'en_US', name: 'English (US)', nativeName: 'English' },
  { key: 'de_DE', name: 'German', nativeName: 'Deutsch' },
];

/** Each language's whole bundle: the app's tokens, the menu labels, and the ui kit's texts (a remote's texts ship with the remote). */
export const BUNDLES: Record<string, Readonly<Record<string, string>>> = {
  en_US: { ...enUS, ...menuLabelsEnUS, ...textsIn(KIT_TEXTS, 'en_US') },
  de_DE: { ...deDE, ...menuLabelsDeDE, ...textsIn(KIT_TEXTS, 'de_DE') },
};
