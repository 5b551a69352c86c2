import { test as base, expect } from '@playwright/test';
import { clockOffsetMs } from './clock';
import { startServer, type RunningServer } from './server';

/**
 * Every e2e test imports `test` and `expect` from here. Each Playwright worker runs its own
 * platform (the built server on a copy of the run's seeded database), so workers never see
 * each other's changes; each browser context runs on the run's clock (see clock.ts).
 */
export const test = base.extend<{ closeContexts: void }, { platform: RunningServer }>({
  platform: [
    // Playwright reads a fixture's dependencies from its first parameter: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ platform }, use) => use(platform.url),
  // The browser contexts a test opens itself (a second person: browser.newContext()) close with
  // it: left open, their pages kept following the live events, reading pages again for every
  // later test of the worker.
  closeContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      await Promise.all(
        browser
          .contexts()
          .filter((context) => !before.has(context))
          .map((context) => context.close()),
      );
    },
    { auto: true },
  ],
  context: async ({ context }, use) => {
    const offset = clockOffsetMs();
    if (offset) await context.clock.install({ time: Date.now() + offset });
    await use(context);
  },
});

export { expect };
export type { Page } from '@playwright/test';
