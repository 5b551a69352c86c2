import type { Response } from '@playwright/test';
import { expect, test, type Page } from '../support/test';
import { logIn } from '../support/login';

/** The script responses the page receives from now on. */
function scriptsOf(page: Page): Response[] {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response);
  });
  return scripts;
}

test('the login page’s JavaScript arrives compressed, without the signed-in shell', async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.goto('/custom-login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const paths = scripts.map((response) => new URL(response.url()).pathname);
  expect(paths).toContain('/start/index.js');
  for (const response of scripts) {
    // Chromium takes brotli from a local server too.
    expect(response.headers()['content-encoding'], new URL(response.url()).pathname).toBe('br');
    expect(response.headers().vary).toMatch(/accept-encoding/i);
  }
  // The federated host and the remotes load after login, not for the login page.
  expect(paths.filter((path) => path === '/main.js' || path.startsWith('/remotes/'))).toEqual([]);
});

test('after login the signed-in shell and a remote’s screen arrive compressed too', async ({ page }) => {
  const scripts = scriptsOf(page);
  await logIn(page, 'planner@demo.test');
  await page.goto('/service-provider/schedules');
  await expect(page.getByRole('heading', { name: 'Schedules' })).toBeVisible();
  const paths = scripts.map((response) => new URL(response.url()).pathname);
  expect(paths).toContain('/main.js');
  expect(paths.some((path) => path.startsWith('/remotes/mfe-production/'))).toBe(true);
  for (const response of scripts) {
    expect(response.headers()['content-encoding'], new URL(response.url()).pathname).toBe('br');
  }
});
