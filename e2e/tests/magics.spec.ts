import { expectNoAxeViolations } from '../support/axe';
import { bearerOf, logIn, sidebar } from '../support/login';
import { expect, test } from '../support/test';

// The build-preparation tool's settings save with the settings page's messages, and
// its launcher opens the facility's adapter with a single-use launch intent.

const ITAR_ADAPTER = 'https://magics-adapter-itar.austin.demo.test';

test('an admin saves the magics settings with their messages, and the launcher answers an intent URL', async ({ page }) => {
  await logIn(page, 'admin@demo.test');
  await page.goto('/service-provider/settings/magics');
  await expect(page.getByRole('heading', { level: 1, name: 'Magics Settings' })).toBeVisible();
  const nonItar = page.getByLabel('Non-ITAR adapter URL');
  await expect(nonItar).toHaveValue('https://magics-adapter.austin.demo.test');
  await expectNoAxeViolations(page);

  await nonItar.fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please enter Non Itar Adapter URL', { exact: true })).toBeVisible();
  await nonItar.fill('adapter without a scheme');
  await expect(page.getByText('Please enter a full address, such as https://adapter.example.com', { exact: true })).toBeVisible();
  await nonItar.fill('https://magics-adapter-2.austin.demo.test');
  await page.getByRole('checkbox', { name: 'Send the selected parts to the tool' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Configuration has been updated successfully', { exact: true })).toBeVisible();
  await page.reload();
  await expect(nonItar).toHaveValue('https://magics-adapter-2.austin.demo.test');
  await expect(page.getByRole('checkbox', { name: 'Send the selected parts to the tool' })).toBeChecked();

  // The admin is ITAR-cleared: the launcher sends them to the ITAR adapter.
  await page.getByRole('button', { name: 'Try the launcher' }).click();
  const launched = page.getByRole('status').filter({ hasText: 'The launcher opens this address' });
  await expect(launched.getByRole('link')).toHaveText(new RegExp(`^${ITAR_ADAPTER}/\\?intent=[\\w-]{43}&tool=magics$`));
});

test('the Expert menu’s launcher opens the adapter with an intent the adapter redeems once', async ({
  page,
  playwright,
  baseURL,
}) => {
  const api = await playwright.request.newContext({ baseURL });
  const headers = await bearerOf(api, 'admin@demo.test');
  const menu = (value: object) =>
    api.post('/api/v1/link3d-config', {
      headers,
      data: { configType: 'STORE_FRONT_MENU_CONFIG', configValue: JSON.stringify(value) },
    });
  expect((await menu({ serviceProvider: { magicsLauncher: { enabled: true } } })).status()).toBe(200);
  try {
    // The adapter is the facility's own service, outside the platform: the test stands in for it.
    await page.route(`${ITAR_ADAPTER}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Adapter</title>' }),
    );
    await logIn(page, 'admin@demo.test');
    await page.goto('/service-provider/schedules');
    await sidebar(page).getByRole('button', { name: 'Magics' }).click();
    await expect(page).toHaveURL(new RegExp(`^${ITAR_ADAPTER}/\\?intent=`));
    const intent = new URL(page.url()).searchParams.get('intent')!;

    const redeem = () => api.post('/api/v3/magics/intents/redeem', { data: { intent } });
    const first = await redeem();
    expect(first.status()).toBe(200);
    expect(await first.json()).toMatchObject({ email: 'admin@demo.test', tool: 'MAGICS', itar: true });
    const again = await redeem();
    expect(again.status()).toBe(404);
  } finally {
    await menu({});
    await api.dispose();
  }
});
