import { REMOTES_URL, SESSION_URL, startBootRequests, USER_URL } from 'shared/api';
import { savedLanguage, translationsUrl } from 'shared/i18n';

/** The signed-in shell's entry: the module-federation host, which renders into #root. */
const SHELL_ENTRY = '/main.js';

/**
 * Hands the page to the signed-in shell, with the start bundle's React (react-handoff.ts). The
 * start app has unmounted from `container` by now; a fresh element takes its place, so the
 * shell's root starts on a container no earlier root touched, showing `splash` (the page's
 * loading screen) until the shell renders. The shell's first requests leave first, so that
 * they travel while its scripts load.
 */
export async function loadShell(container: HTMLElement, splash: Node | undefined): Promise<void> {
  startBootRequests([USER_URL, SESSION_URL, REMOTES_URL, translationsUrl(savedLanguage())]);
  const { handOverReact } = await import('./react-handoff');
  handOverReact();
  const fresh = container.cloneNode(false) as HTMLElement;
  if (splash) fresh.append(splash);
  container.replaceWith(fresh);
  const script = document.createElement('script');
  script.src = SHELL_ENTRY;
  document.head.append(script);
}
