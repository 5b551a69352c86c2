// Debian's chromium, for the e2e tests and every benchmark that drives a browser: Playwright
// cannot download its own browsers here. The flags keep it from reaching for hosts it cannot
// reach. (Plain JavaScript, so that the benchmarks run by node can import it too.)
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
