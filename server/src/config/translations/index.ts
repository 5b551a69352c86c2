import { UI_MESSAGES, type LanguageEntry } from 'shared/contracts';
import { deDE } from './de-DE.js';
import { enUS } from './en-US.js';
import { menuLabelsDeDE, menuLabelsEnUS } from './menu.js';

export const LANGUAGES: LanguageEntry[] = [
  { key: 'en_US', name: 'English (US)', nativeName: 'English' },
  { key: 'de_DE', name: 'German', nativeName: 'Deutsch' },
];

const uiMessages = (language: 'en_US' | 'de_DE') =>
  Object.fromEntries(Object.entries(UI_MESSAGES).map(([token, texts]) => [token, texts[language]]));

/** Each language's whole bundle: the app's tokens, the menu labels and the ui kit's texts. */
export const BUNDLES: Record<string, Readonly<Record<string, string>>> = {
  en_US: { ...enUS, ...menuLabelsEnUS, ...uiMessages('en_US') },
  de_DE: { ...deDE, ...menuLabelsDeDE, ...uiMessages('de_DE') },
};
