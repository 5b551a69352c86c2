import type { Browser, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { bearerOf, logIn } from '../support/login';
import { cubeStl } from '../support/part-files';
import { expect, test } from '../support/test';

// The digital catalogue, each side in its own browser: Austin's editor publishes a part to Acme
// with two quantity breaks; Acme's engineer, whose catalogue page is open, sees it arrive, orders
// 60 at the second break's price without a quote, accepting the facility's terms, and the facility
// confirms the order.

const bearer = (page: Page) => bearerOf(page.request, 'admin@demo.test');

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, email);
  return page;
}

test('a facility publishes a catalog part and a customer orders it without a quote', async ({ browser }) => {
  test.setTimeout(120_000);
  const name = `Hinge bracket ${Date.now()}`;
  const customer = await signedIn(browser, 'engineer@demo.test');
  await customer.goto('/digital-catalog');
  await expect(customer.getByRole('heading', { level: 1, name: 'Digital Catalog' })).toBeVisible();
  await expect(customer.getByRole('button', { name: 'Open Cable guide clip' })).toBeVisible();

  const austin = await signedIn(browser, 'admin@demo.test');
  await austin.goto('/service-provider/digital-catalog-management');
  await austin.getByRole('button', { name: 'Add a part' }).click();
  await expect(austin.getByRole('heading', { level: 1, name: 'New catalog part' })).toBeVisible();
  // Saved empty, the form says what is missing.
  await austin.getByRole('button', { name: 'Save' }).click();
  await expect(austin.getByText('Name the part')).toBeVisible();
  await expect(austin.getByText('Choose the part file, or upload one')).toBeVisible();

  await austin.getByLabel('Name', { exact: true }).fill(name);
  await austin.getByLabel('Part number').fill('AUS-CAT-310');
  await austin
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: 'hinge_bracket.stl', mimeType: 'model/stl', buffer: cubeStl(30) });
  // The upload is checked, then chosen as the item's part file.
  await expect(austin.getByLabel('Part file', { exact: true })).toHaveValue(/\d+/, { timeout: 30_000 });
  await austin.getByLabel('Process').selectOption({ label: 'SLS' });
  await austin.getByLabel('Material').selectOption({ label: 'PA 2200' });
  await austin.getByLabel('Lead time (days)').fill('6');
  await austin.getByLabel('From quantity (break 1)').fill('5');
  await austin.getByLabel('Price per piece in USD (break 1)').fill('12.50');
  await austin.getByRole('button', { name: 'Add a quantity break' }).click();
  await austin.getByLabel('From quantity (break 2)').fill('50');
  await austin.getByLabel('Price per piece in USD (break 2)').fill('9.75');
  await austin.getByLabel('Published: the chosen customers see it and can order it').check();
  await austin.getByRole('button', { name: 'Save' }).click();
  await expect(austin.getByText('Choose the customers to publish the part to')).toBeVisible();
  await austin.getByRole('checkbox', { name: 'Acme Robotics' }).check();
  await expectNoAxeViolations(austin);
  await austin.getByRole('button', { name: 'Save' }).click();
  await expect(austin.getByText(`${name} saved`, { exact: true })).toBeVisible();
  const row = austin.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('To customers: 1');
  await expect(row).toContainText('from $9.75');

  // Austin sells under terms and conditions: the customer accepts them to order (set only for as
  // long as this order takes, as other tests of the run order from the same store front).
  const api = austin.request;
  const {
    termsVersion: _version,
    termsChangedAt: _changed,
    ...rfqConfig
  } = await (await api.get('/api/v1/sp/rfq-config', { headers: await bearer(austin) })).json();
  const setTerms = async (termsText: string) =>
    expect(
      (await api.put('/api/v1/sp/rfq-config', { headers: await bearer(austin), data: { ...rfqConfig, termsText } })).status(),
    ).toBe(200);
  await setTerms('Payment within 30 days of delivery.');
  try {
    await orderIt(customer, name);
  } finally {
    await setTerms('');
  }

  // No quote was asked: the facility finds it awarded at the catalog price and confirms it.
  // No quote was asked: the facility finds it awarded at the catalog price and confirms it.
  await austin.goto('/service-provider');
  await austin.getByRole('tab', { name: 'Awarded' }).click();
  const awarded = austin.getByRole('table', { name: 'Part orders: Awarded' }).getByRole('row').filter({ hasText: name });
  await awarded.getByRole('link').click();
  await expect(austin.getByRole('heading', { level: 1, name: new RegExp(name) })).toBeVisible();
  await expect(austin.getByText('$585.00').first()).toBeVisible();
  await austin.getByRole('button', { name: 'Confirm the order' }).click();
  await expect(austin.getByText('Confirmed by the facility').first()).toBeVisible();
  // The customer's page follows.
  await expect(customer.getByRole('heading', { level: 1 }).locator('..')).toContainText('Confirmed');
});

/** The customer's open catalog shows the part without a reload; they order 60 at the second break's price. */
async function orderIt(customer: Page, name: string): Promise<void> {
  await customer.getByRole('button', { name: `Open ${name}` }).click();
  await expect(customer.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(customer.getByRole('table', { name: 'Prices per quantity' })).toContainText('$12.50');
  const quantity = customer.getByRole('spinbutton', { name: 'Quantity' });
  // Fewer than the smallest break becomes the least one may order.
  await quantity.fill('3');
  await quantity.press('Tab');
  await expect(quantity).toHaveValue('5');
  await quantity.fill('60');
  await expect(customer.getByRole('status').filter({ hasText: 'per piece' })).toContainText('$9.75 per piece, $585.00 in all');
  await expectNoAxeViolations(customer);
  await customer.getByRole('button', { name: 'Order without a quote' }).click();
  await expect(customer.getByText('Please accept the terms and conditions')).toBeVisible();
  await expect(customer.getByRole('region', { name: 'Terms and conditions' })).toContainText('Payment within 30 days');
  await customer.getByRole('checkbox', { name: /^I accept the terms and conditions/ }).check();
  await customer.getByRole('button', { name: 'Order without a quote' }).click();
  const dialog = customer.getByRole('alertdialog');
  await expect(dialog).toContainText(`60 × ${name} from Demo Additive — Austin Plant for $585.00`);
  await dialog.getByRole('button', { name: 'Place order' }).click();
  await expect(customer).toHaveURL(/\/order-details\/\d+$/);
  await expect(customer.getByRole('heading', { level: 1 }).locator('..')).toContainText('Quote accepted');
}
