// pnpm bench (not a test): the full production build time, and the JavaScript (gzip bytes)
// that the login page and the service-provider landing load, measured in Chromium.
import { execSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const started = Date.now();
execSync('pnpm build', { cwd: repoRoot, stdio: 'ignore' });
const buildSeconds = (Date.now() - started) / 1000;

const port = 18000 + Math.floor(Math.random() * 1000);
const dataDir = mkdtempSync(path.join(tmpdir(), 'am-bench-'));
const server = spawn(process.execPath, ['server/dist/main.js'], {
  cwd: repoRoot,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve) =>
  server.stdout.on('data', (chunk) => String(chunk).includes('AM Platform is running') && resolve()),
);

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
const page = await browser.newPage();
let bytes = 0;
let files = 0;
page.on('response', async (response) => {
  if (!response.url().endsWith('.js')) return;
  try {
    bytes += gzipSync(await response.body()).length;
    files += 1;
  } catch {
    // a redirected or aborted response has no body
  }
});
const measure = async (label, action) => {
  bytes = 0;
  files = 0;
  await action();
  await page.waitForLoadState('networkidle');
  console.log(`${label}: ${(bytes / 1024).toFixed(1)} KiB of JavaScript (gzip) in ${files} files`);
};

const base = `http://127.0.0.1:${port}`;
await measure('login page', () => page.goto(`${base}/custom-login`));
await measure('service-provider landing (after login)', async () => {
  await page.getByLabel('Username or email').fill('admin@demo.test');
  await page.getByLabel('Password').fill('Demo-Password-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${base}/service-provider`);
});
console.log(`full production build (pnpm build): ${buildSeconds.toFixed(1)} s`);

await browser.close();
server.kill('SIGTERM');
rmSync(dataDir, { recursive: true, force: true });
