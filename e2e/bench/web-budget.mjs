// pnpm bench (not a test): the full production build time, and the JavaScript that the login
// page and the service-provider landing load, as Chromium receives it: the response bodies'
// bytes on the wire (compressed when the server compresses), from the browser's own network
// accounting, not from files on disk.
import { execSync } from 'node:child_process';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { benchReport } from '../../scripts/bench-report.mjs';
import { CHROMIUM } from '../support/chromium.mjs';
import { startBuiltServer } from './built-server.mjs';

const report = benchReport('web-budget', 'JavaScript of the login page and the landing, and the build');

const repoRoot = path.resolve(import.meta.dirname, '../..');

const started = Date.now();
execSync('pnpm run build', { cwd: repoRoot, stdio: 'ignore' });
const buildSeconds = (Date.now() - started) / 1000;

const server = await startBuiltServer({ name: 'bench' });

const browser = await chromium.launch(CHROMIUM);
const page = await browser.newPage();
// Every finished script request of the step being measured; a file the browser already has
// (memory or disk cache, 304) transfers no body and counts 0 bytes.
let scripts = [];
page.on('requestfinished', (request) => {
  if (new URL(request.url()).pathname.endsWith('.js')) scripts.push(request);
});
const measure = async (label, action) => {
  scripts = [];
  await action();
  await page.waitForLoadState('networkidle');
  let wire = 0;
  let decoded = 0;
  let compressed = 0;
  for (const request of scripts) {
    const response = await request.response();
    const sizes = await request.sizes();
    wire += sizes.responseBodySize;
    if (response && sizes.responseBodySize > 0) {
      decoded += (await response.body()).length;
      if (response.headers()['content-encoding']) compressed += 1;
    }
  }
  const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
  report.log(
    `${label}: ${kib(wire)} (${wire} B) of JavaScript on the wire (${kib(decoded)} decoded) in ${scripts.length} files, ${compressed} compressed`,
  );
  return wire / 1024;
};

const base = server.url;
const login = await measure('login page', () => page.goto(`${base}/custom-login`));
await measure('service-provider landing (after login)', async () => {
  await page.getByLabel('Email', { exact: true }).fill('admin@demo.test');
  await page.getByLabel('Password').fill('Demo-Password-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${base}/service-provider`);
});
report.log(`full production build (pnpm build): ${buildSeconds.toFixed(1)} s`);
// The same budget the suite holds the build to (login-page-budget.spec.ts), bytes being the same on every run.
report.goal('the login page’s JavaScript on the wire', login, { atMost: 120, unit: 'KiB' });
report.finish();

await browser.close();
await server.stop();
