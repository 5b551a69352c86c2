import { expect, test } from '../support/test';
import { logIn, sidebar } from '../support/login';

test('a failed flag fetch turns the flag off: the QMS section disappears', async ({ page }) => {
  await page.route('**/api/v1/link3d-config/QMS_CONFIG/SERVICE_PROVIDER/*', (route) => route.fulfill({ status: 500, body: '' }));
  await logIn(page, 'admin@demo.test');
  await expect(sidebar(page).getByRole('heading', { name: 'Production Management' })).toBeVisible();
  await expect(sidebar(page).getByRole('heading', { name: 'Quality Management' })).toHaveCount(0);
});

test('a failed menu config falls back to the default menu', async ({ page }) => {
  await page.route('**/api/v1/settings/menu-config', (route) => route.fulfill({ status: 500, body: '' }));
  await logIn(page, 'planner@demo.test');
  await expect(sidebar(page).getByRole('link', { name: 'Schedules' })).toBeVisible();
});

test('a failed theme keeps the default look and the page works', async ({ page }) => {
  await page.route('**/api/v1/domain-config/THEME_CONFIG', (route) => route.fulfill({ status: 500, body: '' }));
  await logIn(page, 'planner@demo.test');
  await expect(sidebar(page)).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim())).toBe(
    '#1f4e79',
  );
});

test('failed translations keep the English text', async ({ page }) => {
  await page.route('**/api/v1/translations/*', (route) => route.fulfill({ status: 500, body: '' }));
  await page.goto('/custom-login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});
