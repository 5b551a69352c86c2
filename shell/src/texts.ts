import { useTexts } from 'shared/i18n';
import { SHELL_TEXTS } from 'shared/texts';

/** The shell's texts (shared/src/texts/shell.ts) in the current language. */
export const useShellText = () => useTexts(SHELL_TEXTS);

export type ShellTextId = keyof typeof SHELL_TEXTS;

/** Whether an id built at run time (e.g. from a query parameter) names a shell text. */
export const isShellText = (id: string): id is ShellTextId => Object.hasOwn(SHELL_TEXTS, id);
