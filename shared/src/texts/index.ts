/**
 * Texts: each area (the shell, the ui kit, every remote) owns one table of its texts, every
 * language side by side, written once. Tables are plain data, so the server can serve the
 * shell's and the kit's as the bundles of GET /api/v1/translations/{key}; a remote's table
 * ships with the remote's code (see useTexts in shared/i18n).
 */
export {
  LANGUAGE_KEYS,
  defineTexts,
  fillPlaceholders,
  placeholders,
  textTableProblems,
  textsIn,
  type LanguageKey,
  type TextTable,
} from './table.js';
export { KIT_TEXTS } from './kit.js';
export { SHELL_TEXTS } from './shell.js';
