import type { LanguageEntry } from 'shared/contracts';
import { deDE } from './de-DE.js';
import { enUS } from './en-US.js';

export const LANGUAGES: LanguageEntry[] = [
  { key: 'en_US', name: 'English (US)', nativeName: 'English' },
  { key: 'de_DE', name: 'German', nativeName: 'Deutsch' },
];

export const BUNDLES: Record<string, Readonly<Record<string, string>>> = { en_US: enUS, de_DE: deDE };
