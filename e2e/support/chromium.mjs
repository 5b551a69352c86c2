// Debian's Chromium, for the e2e tests and every benchmark that drives a browser: Playwright
// cannot download its own browsers here. The flags keep it from reaching for hosts it cannot
// reach, and from rendering the browser's own UI pages: headless Chromium still builds its
// (hidden) omnibox popup and preloads the top-chrome WebUI in a renderer of their own, about a
// core for most of a page load on a 2-core machine that also runs the server and the database,
// work a user's browser does on the user's machine, not on the server's. (Plain JavaScript, so
// that the benchmarks run by node can import it too.)
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-features=PreloadTopChromeWebUI,WebUIOmniboxPopup',
];

/** The browser a user has (Debian's `chromium`): the benchmarks time what a user waits for in it. */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: FLAGS,
};

/**
 * The e2e tests' browser: the same Chromium build without a browser's window and UI (Debian's
 * `chromium-headless-shell`, the build Playwright itself runs headless tests in). It renders,
 * runs scripts and answers the accessibility tree as the full browser does, with less CPU: the
 * whole e2e suite took 440 s in it against 511 s in the full browser, on the same 2-core machine.
 */
export const TEST_CHROMIUM = {
  executablePath: process.env.TEST_CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell',
  args: FLAGS,
};
