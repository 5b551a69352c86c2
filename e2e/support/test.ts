import { test as base, expect } from '@playwright/test';
import { clockOffsetMs } from './clock';

/**
 * Every e2e test imports `test` and `expect` from here: each browser context runs on the
 * run's clock (see clock.ts).
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    const offset = clockOffsetMs();
    if (offset) await context.clock.install({ time: Date.now() + offset });
    await use(context);
  },
});

export { expect };
export type { Page, Locator, BrowserContext } from '@playwright/test';
