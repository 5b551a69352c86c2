import type { Request } from '@playwright/test';
import { expect, test } from '../support/test';

/**
 * The JavaScript the login page may load as Chromium receives it: the response bodies' bytes,
 * compressed as the server sends them (the build's brotli files), the measure `pnpm bench`
 * prints (bench/web-budget.mjs). Unlike a time, the bytes are the build's and the same on every
 * run: this fails only when what the login page loads grew past the budget.
 */
const BUDGET_BYTES = 120 * 1024;

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

test('the login page loads at most 120 KiB of JavaScript as Chromium receives it', async ({ page }) => {
  const scripts: Request[] = [];
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname.endsWith('.js')) scripts.push(request);
  });
  await page.goto('/custom-login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  // The start bundle loads the public pages' chunks after the first script: all of them count.
  await page.waitForLoadState('networkidle');

  const files = await Promise.all(
    scripts.map(async (request) => ({
      path: new URL(request.url()).pathname,
      bytes: (await request.sizes()).responseBodySize,
    })),
  );
  const total = files.reduce((sum, file) => sum + file.bytes, 0);
  const figure = `login page: ${kib(total)} (${total} B) of JavaScript in ${files.length} files; budget ${kib(BUDGET_BYTES)}`;
  console.log(figure);
  test.info().annotations.push({ type: 'size', description: figure });
  const byFile = files
    .sort((a, b) => b.bytes - a.bytes)
    .map((file) => `  ${file.path}: ${file.bytes} B`)
    .join('\n');
  expect(total, `${figure}\n${byFile}`).toBeLessThanOrEqual(BUDGET_BYTES);
});
