import { defineConfig } from '@playwright/test';
import { TEST_CHROMIUM } from './support/chromium.mjs';

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
});
