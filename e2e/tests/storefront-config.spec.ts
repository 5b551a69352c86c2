import { expectNoAxeViolations } from '../support/axe';
import { bearerOf, logIn } from '../support/login';
import { expect, test } from '../support/test';

// An admin changes the store front's top navigation, its currencies and its
// words; a customer's store front follows.

test('an admin renames, badges and hides top navigation items; a customer’s top navigation follows', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const api = await playwright.request.newContext({ baseURL });
  const headers = await bearerOf(api, 'admin@demo.test');
  const storefront = await (await api.get('/api/v1/link3d-config/STORE_FRONT_CONFIG', { headers })).json();
  const customer = await (await browser.newContext()).newPage();
  await logIn(customer, 'engineer@demo.test');
  const nav = customer.getByRole('navigation', { name: 'Store front' });
  await expect(nav.getByRole('link', { name: 'Digital Catalog' })).toBeVisible();

  try {
    // Settings the facility never saved read as not set, with no failed request in the console.
    const failed: string[] = [];
    page.on('response', (response) => void (response.status() >= 400 && failed.push(`${response.status()} ${response.url()}`)));
    await logIn(page, 'admin@demo.test');
    await page.goto('/store-front-config');
    await expect(page.getByRole('heading', { level: 1, name: 'Store Front Config' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Projects' })).toBeVisible();
    expect(failed).toEqual([]);
    const projects = page.getByRole('group', { name: 'Projects' });
    await projects.getByLabel('Label').fill('Our Projects');
    await page.getByRole('group', { name: 'Digital Part Inventory' }).getByLabel('Badge').fill('New');
    await page.getByRole('checkbox', { name: 'Show Digital Catalog' }).uncheck();
    const preview = page.getByRole('list', { name: 'Preview' });
    await expect(preview).toContainText('Our Projects');
    await expect(preview).toContainText('New');
    await expect(preview).not.toContainText('Digital Catalog');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Save the navigation' }).click();
    await expect(page.getByText('The top navigation was saved', { exact: true })).toBeVisible();

    // The customer's open store front follows without a reload.
    await expect(nav.getByRole('link', { name: 'Our Projects' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Digital Catalog' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: /Digital Part Inventory/ })).toContainText('New');

    // A currency the customers may choose.
    await page.getByRole('button', { name: 'Add a currency' }).click();
    const added = page.getByRole('group', { name: 'Currency 4' });
    await added.getByLabel('Code').fill('CHF');
    await added.getByLabel('Symbol').fill('Fr.');
    await added.getByLabel('Per unit of the default currency').fill('0.88');
    await page.getByRole('button', { name: 'Save the currencies' }).click();
    await expect(page.getByText('The currencies were saved', { exact: true })).toBeVisible();
    await customer.reload();
    await expect(customer.getByRole('combobox', { name: 'Currency' }).locator('option', { hasText: 'CHF' })).toHaveCount(1);

    // The store front's own words: its name, the welcome above a new order, the support contacts.
    const words = page.getByRole('region', { name: 'Store front words' });
    await words.getByLabel('Store name').fill('Austin Additive');
    await words.getByLabel('Welcome text').fill('Upload your files: quotes within a day.');
    await words.getByLabel('Support email').fill('orders');
    await words.getByRole('button', { name: 'Save words' }).click();
    await expect(words.getByText('Please give the welcome a title')).toBeVisible();
    await expect(words.getByText('Please enter a valid support email address')).toBeVisible();
    await words.getByLabel('Welcome title').fill('Parts in days');
    await words.getByLabel('Support email').fill('orders@austin.example');
    await expect(words.getByRole('region', { name: 'Parts in days' })).toContainText('quotes within a day');
    await expectNoAxeViolations(page);
    await words.getByRole('button', { name: 'Save words' }).click();
    await expect(page.getByText('The store front words were saved', { exact: true })).toBeVisible();
    // The customer's open store front follows without a reload.
    await expect(nav.getByText('Austin Additive', { exact: true })).toBeVisible();
    await customer.goto('/store-front');
    await expect(customer.getByRole('region', { name: 'Parts in days' })).toContainText(
      'Upload your files: quotes within a day.',
    );
    await expect(customer.getByRole('link', { name: 'Email support: orders@austin.example' })).toHaveAttribute(
      'href',
      'mailto:orders@austin.example',
    );
    await expectNoAxeViolations(customer);
  } finally {
    // Back to the demo's store front for the other tests of this worker.
    const restore = (configType: string, configValue: string) =>
      api.post('/api/v1/link3d-config', { headers, data: { configType, configValue } });
    await restore('STORE_FRONT_MENU_CONFIG', '{}');
    await restore('STORE_FRONT_CONFIG', storefront.configValue);
    await restore('STORE_FRONT_UI_CONFIG', '{}');
    await api.dispose();
    await customer.context().close();
  }
});
