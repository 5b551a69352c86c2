import { defineConfig } from '@playwright/test';
import { TEST_CHROMIUM } from './support/chromium.mjs';

/** The scenarios of the desktop tool's pages beside the reference bridge. */
const DESKTOP_TOOL = /desktop-[a-z-]+\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  // Each worker runs its own platform (support/test.ts); a file's tests run in order on it.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  retries: 0,
  // Two workers, each with a platform and a browser, share a 2-core CI machine: generous limits.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json']],
  use: {
    launchOptions: TEST_CHROMIUM,
    // Recording a trace of every scenario, to keep only the failed ones', cost this stage a third
    // of its time: `npm test` runs a failed scenario once more with a trace instead.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  outputDir: '../.test-tmp/e2e-output',
  projects: [
    { name: 'platform', testIgnore: DESKTOP_TOOL },
    // The desktop tool listens on the one port 12001 of the machine, whichever worker's platform
    // it serves: the scenarios that start it, or expect it stopped, run one at a time.
    { name: 'desktop tool', testMatch: DESKTOP_TOOL, workers: 1 },
  ],
});
