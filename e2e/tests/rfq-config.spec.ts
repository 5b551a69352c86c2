import { expectNoAxeViolations } from '../support/axe';
import { bearerOf, logIn } from '../support/login';
import { cubeStl } from '../support/part-files';
import { expect, test } from '../support/test';

// A facility's RFQ configuration is what its store front's customers are asked:
// the admin requires the customer's order reference and sets terms and conditions; a customer of
// the store front must give the reference and accept the terms to request quotes.

const DEFAULTS = {
  requiredFields: [],
  distributions: ['LINK3D', 'INTERNAL_FACILITY', 'APPROVED_VENDORS'],
  quoteDueDays: 7,
  ndaTemplate: '',
  termsText: '',
};

test('an admin requires the order reference and terms, which a customer must give and accept', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const api = await playwright.request.newContext({ baseURL });
  const headers = await bearerOf(api, 'admin@demo.test');
  try {
    await logIn(page, 'admin@demo.test');
    await page.goto('/service-provider/rfq/config');
    await expect(page.getByRole('heading', { level: 1, name: 'RFQ Config' })).toBeVisible();
    await expect(page.getByText('No terms and conditions in force.')).toBeVisible();
    await expectNoAxeViolations(page);

    const required = page.getByRole('group', { name: 'Required on submission' });
    await required.getByRole('checkbox', { name: 'The customer’s order reference' }).check();
    await page.getByLabel('Quotes due after (days)').fill('10');
    await page.getByLabel('Terms and conditions').fill('Parts are made to the drawing supplied.\nPayment within 30 days.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Configuration has been updated successfully', { exact: true })).toBeVisible();
    // Each wording is a new version, never reused: other tests of this run may have set terms before.
    const inForce = page.getByText(/^Version \d+ in force since /);
    await expect(inForce).toBeVisible();
    const version = /^Version (\d+)/.exec((await inForce.textContent())!)![1];
    await page.reload();
    await expect(required.getByRole('checkbox', { name: 'The customer’s order reference' })).toBeChecked();

    const customer = await (await browser.newContext()).newPage();
    const fileName = `asked-${Date.now()}.stl`;
    await logIn(customer, 'engineer@demo.test');
    await customer.goto('/order/create?from=sf');
    await expect(customer.getByRole('heading', { level: 1, name: 'Request Quote' })).toBeVisible();
    await customer.locator('input[type="file"]').setInputFiles({ name: fileName, mimeType: 'model/stl', buffer: cubeStl(10) });
    await customer.getByLabel(`Quantity of ${fileName}`).fill('4');
    await expect(customer.getByRole('region', { name: 'Terms and conditions' })).toContainText('Payment within 30 days.');
    await customer.getByRole('button', { name: 'Request quotes' }).click();
    await expect(customer.getByText('Please enter your order reference')).toBeVisible();
    await expect(customer.getByText('Please accept the terms and conditions')).toBeVisible();
    await expectNoAxeViolations(customer);

    await customer.getByLabel('Your order reference (required)').fill('PO-7731');
    await customer.getByRole('checkbox', { name: `I accept the terms and conditions (version ${version})` }).check();
    await customer.getByRole('button', { name: 'Request quotes' }).click();
    await expect(customer).toHaveURL(/\/order-details\/\d+$/);
    await expect(customer.getByRole('heading', { level: 1 })).toContainText(`Quote request: ${fileName}`);
    // The customer's order page shows what they gave: the reference, the delivery address.
    await expect(customer.getByText('PO-7731', { exact: true })).toBeVisible();
    await expect(customer.getByText(/^Shipping: Acme Robotics Receiving, 1550 Wewatta St/)).toBeVisible();
  } finally {
    expect((await api.put('/api/v1/sp/rfq-config', { headers, data: DEFAULTS })).status()).toBe(200);
    await api.dispose();
  }
});
