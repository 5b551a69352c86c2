import { expectNoAxeViolations } from '../support/axe';
import { logIn, sidebar } from '../support/login';
import { expect, test } from '../support/test';

// A facility keeps its profile — details, logo, certifications (which its
// customers then read on their facilities page) — and a customer company's admin its delivery
// addresses, which New Order offers. What a test changes of the demo data, it puts back.

const AUSTIN = 'Demo Additive — Austin Plant';
/** A 1×1 PNG. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a facility updates its profile, logo and certifications; its customers read the new certification', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await logIn(page, 'admin@demo.test');
  await sidebar(page).getByRole('link', { name: 'Facility Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Facility Profile' })).toBeVisible();
  const logo = page.getByRole('img', { name: `Logo of ${AUSTIN}` });
  await expect(logo).toBeVisible();
  const demoLogoUrl = (await logo.getAttribute('src'))!;
  const demoLogo = await (await page.request.get(demoLogoUrl)).body();
  await expectNoAxeViolations(page);

  const details = page.getByRole('form', { name: 'Name and contact details' });
  const about = details.getByLabel('About');
  const demoAbout = await about.inputValue();
  const chooseLogo = page.getByLabel('Upload a logo');
  try {
    await about.fill('SLS, MJF and SLA, with first articles inspected to AS9100D.');
    await details.getByRole('button', { name: 'Save the details' }).click();
    await expect(page.getByText('The profile is saved', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('form', { name: 'Name and contact details' }).getByLabel('About')).toHaveValue(
      'SLS, MJF and SLA, with first articles inspected to AS9100D.',
    );

    // Not an image: refused before it is sent. An image: shown at its new address.
    await chooseLogo.setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg/>') });
    await expect(page.getByText('A logo must be a PNG or JPEG image', { exact: true })).toBeVisible();
    await chooseLogo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PIXEL });
    await expect(page.getByText('The logo is saved', { exact: true })).toBeVisible();
    await expect(logo).not.toHaveAttribute('src', demoLogoUrl);
    expect((await page.request.get((await logo.getAttribute('src'))!)).headers()['content-type']).toBe('image/png');

    await page.getByRole('button', { name: 'Add a certification' }).click();
    const form = page.getByRole('form', { name: 'New certification' });
    await form.getByLabel('Standard').fill('ISO 14001:2015');
    await form.getByLabel('Certificate number').fill('ENV-3321');
    await form.getByRole('button', { name: 'Save the certification' }).click();
    await expect(page.getByText('ISO 14001:2015 is saved', { exact: true })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Certifications' }).getByRole('row', { name: /ISO 14001:2015/ })).toContainText(
      'ENV-3321',
    );

    const customer = await (await browser.newContext()).newPage();
    await logIn(customer, 'engineer@demo.test');
    await customer.goto('/engineer/facilities');
    await expect(customer.getByRole('table', { name: 'Facilities' }).getByRole('row').filter({ hasText: AUSTIN })).toContainText(
      'ISO 14001:2015',
    );
    await customer.close();
  } finally {
    await page.goto('/service-provider/profile/update');
    const certification = page.getByRole('table', { name: 'Certifications' }).getByRole('row', { name: /ISO 14001:2015/ });
    if (await certification.count()) {
      await page.getByRole('button', { name: 'Remove ISO 14001:2015' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
      await expect(certification).toHaveCount(0);
    }
    const restored = page.getByRole('form', { name: 'Name and contact details' });
    await restored.getByLabel('About').fill(demoAbout);
    await restored.getByRole('button', { name: 'Save the details' }).click();
    await expect(page.getByText('The profile is saved', { exact: true })).toBeVisible();
    await page.getByLabel('Upload a logo').setInputFiles({ name: 'demo.png', mimeType: 'image/png', buffer: demoLogo });
    await expect(page.getByText('The logo is saved', { exact: true })).toBeVisible();
  }
});

test('a customer company’s admin adds a delivery address that New Order offers, changes and removes it', async ({ page }) => {
  test.setTimeout(90_000);
  const label = `Line 9 dock ${Date.now()}`;
  await logIn(page, 'engineer@demo.test');
  await page.goto('/engineer/profile/update');
  await expect(page.getByRole('heading', { level: 1, name: 'Company Profile' })).toBeVisible();
  await page.getByRole('button', { name: 'Add a delivery address' }).click();
  const form = page.getByRole('group', { name: 'New delivery address' });
  await form.getByLabel('Name of the address').fill(label);
  await form.getByLabel('Recipient').fill('Goods in');
  await form.getByLabel('Street and number').fill('9 Robot Way');
  await form.getByLabel('City', { exact: true }).fill('Pittsburgh');
  await form.getByLabel('Country of the address').selectOption({ label: 'United States' });
  await form.getByRole('button', { name: 'Save the address' }).click();
  await expect(page.getByText(`${label} is saved`, { exact: true })).toBeVisible();
  const addresses = page.getByRole('table', { name: 'Delivery addresses' });
  await expect(addresses.getByRole('row', { name: new RegExp(label) })).toContainText('9 Robot Way');
  await expectNoAxeViolations(page);

  // Offered by New Order's delivery addresses (read from the same calls).
  const offered = await page.request.get('/api/v1/deliveryAddress');
  expect((await offered.json()).map((a: { label: string }) => a.label)).toContain(label);

  await page.getByRole('button', { name: `Change ${label}` }).click();
  const change = page.getByRole('group', { name: `Change ${label}` });
  await change.getByLabel('Street and number').fill('11 Robot Way');
  await change.getByRole('button', { name: 'Save the address' }).click();
  await expect(addresses.getByRole('row', { name: new RegExp(label) })).toContainText('11 Robot Way');

  await page.getByRole('button', { name: `Remove ${label}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText(`${label} is removed`, { exact: true })).toBeVisible();
  await expect(addresses.getByRole('row', { name: new RegExp(label) })).toHaveCount(0);
});
