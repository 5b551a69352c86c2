import { expect, test } from '../support/test';
import { logIn, sidebar } from '../support/login';

test('a failed session config shows the default menu with every flag off: the QMS section disappears', async ({ page }) => {
  await page.route('**/api/v1/ui/session', (route) => route.fulfill({ status: 500, body: '' }));
  await logIn(page, 'admin@demo.test');
  await expect(sidebar(page).getByRole('link', { name: 'Schedules' })).toBeVisible();
  await expect(sidebar(page).getByRole('heading', { name: 'Quality Management' })).toHaveCount(0);
});

test('with the session config the facility’s flags show their sections', async ({ page }) => {
  await logIn(page, 'admin@demo.test');
  await expect(sidebar(page).getByRole('heading', { name: 'Quality Management' })).toBeVisible();
});

test('the app starts with the theme its page brought, without asking for it again', async ({ page }) => {
  const themeRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/domain-config/THEME_CONFIG')) themeRequests.push(request.url());
  });
  await logIn(page, 'planner@demo.test');
  await expect(sidebar(page)).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim())).toBe(
    '#1f4e79',
  );
  expect(themeRequests).toEqual([]);
});

test('failed translations keep the English text', async ({ page }) => {
  await page.route('**/api/v1/translations/*', (route) => route.fulfill({ status: 500, body: '' }));
  await page.goto('/custom-login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});
