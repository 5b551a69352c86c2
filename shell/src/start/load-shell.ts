/** The signed-in shell's entry: the module-federation host, which renders into #root. */
const SHELL_ENTRY = '/main.js';

/**
 * Hands the page to the signed-in shell. The start app has unmounted from `container` by now;
 * a fresh element takes its place, so the shell's React starts on a container the start
 * bundle's React never touched.
 */
export function loadShell(container: HTMLElement): void {
  const fresh = container.cloneNode(false) as HTMLElement;
  container.replaceWith(fresh);
  const script = document.createElement('script');
  script.src = SHELL_ENTRY;
  document.head.append(script);
}
