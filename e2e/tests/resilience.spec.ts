import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/test';
import { logIn, sidebar } from '../support/login';
import { startServer } from '../support/server';

test('a remote whose manifest answers 500 shows the panel while the other areas work', async ({ page }) => {
  await page.route('**/remotes/mfe-production/mf-manifest.json', (route) => route.fulfill({ status: 500, body: 'down' }));
  await logIn(page, 'planner@demo.test');
  await page.goto('/service-provider/schedules');
  await expect(page.getByText('This area could not be loaded')).toBeVisible();
  await expect(sidebar(page)).toBeVisible();
  await sidebar(page).getByRole('link', { name: 'Digital Catalog' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Digital Catalog' })).toBeVisible();
});

test('the access token is refreshed before it expires, without logging the user out', async ({ browser }) => {
  // 305 s tokens: the shell refreshes 5 minutes before expiry, i.e. after about 5 s.
  test.slow(); // it starts a platform of its own
  const server = await startServer({ ACCESS_TOKEN_TTL_SECONDS: '305' });
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  try {
    await logIn(page, 'planner@demo.test');
    const tokenOf = async () => (await context.cookies()).find((c) => c.name === 'authorization')?.value;
    const first = await tokenOf();
    const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/v1/oauth2/token') && r.status() === 200, {
      timeout: 20_000,
    });
    await refreshed;
    await expect.poll(tokenOf).not.toBe(first);
    await page.reload();
    await expect(page).toHaveURL(/\/service-provider$/);
  } finally {
    await context.close();
    await server.stop();
  }
});

test('a reload after the access token expired keeps the user logged in through the refresh cookie', async ({ page, context }) => {
  await logIn(page, 'planner@demo.test');
  // The access cookie lives only as long as the access token; the session lasts longer.
  await context.clearCookies({ name: 'authorization' });
  await page.reload();
  await expect(sidebar(page).getByRole('link', { name: 'Schedules' })).toBeVisible();
  await expect(page).toHaveURL(/\/service-provider$/);
});

test('a session ended elsewhere sends the user to the login page at the next call', async ({ page, context }) => {
  await logIn(page, 'admin@demo.test');
  await expect(sidebar(page)).toBeVisible();
  // The landing's own calls are done (its part orders), so the next call is the one below.
  await expect(page.getByRole('table', { name: 'Part orders: New requests' })).toBeVisible();
  // The session ends elsewhere (here: its logout call, cookies kept in this tab).
  const cookies = await context.cookies();
  const token = cookies.find((c) => c.name === 'authorization')!.value;
  expect((await page.request.get('/api/v1/users/logout', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);
  await context.addCookies(cookies);
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Switch Dashboard' }).click();
  await expect(page).toHaveURL(/custom-login/);
});

test('the login page and a signed-in page with the sidebar meet WCAG 2.1 A and AA', async ({ page }) => {
  await page.goto('/custom-login');
  await expectNoAxeViolations(page);
  await logIn(page, 'admin@demo.test');
  await expect(sidebar(page)).toBeVisible();
  await expectNoAxeViolations(page);
});
