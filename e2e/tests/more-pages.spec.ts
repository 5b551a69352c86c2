import { type APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { bearerOf, logIn } from '../support/login';

test('register: the empty form names each field; a new account is told to open the emailed link', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Please fill in this field')).toHaveCount(3);
  await expect(page.getByText('Please enter email')).toBeVisible();
  await expect(page.getByText('Please enter password')).toBeVisible();
  const email = `new-${Date.now()}@example.com`;
  await page.getByLabel('First name').fill('Nia');
  await page.getByLabel('Last name').fill('New');
  await page.getByLabel('Company name').fill('Nia Labs');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Password must be at least 10 characters long')).toBeVisible();
  await page.getByLabel('Password').fill('a-long-enough-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  // The same answer as for an address that has an account: no login, just where to look.
  await expect(page.getByText(`We sent an email to ${email}. Open its link to continue.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create account' })).toHaveCount(0);
});

test('reset password: mismatched passwords and an invalid link say so', async ({ page }) => {
  await page.goto('/reset-password?token=not-a-token');
  await page.getByLabel('New password', { exact: true }).fill('a-long-enough-password');
  await page.getByLabel('Repeat the new password').fill('something-else-entirely');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The passwords do not match')).toBeVisible();
  await page.getByLabel('Repeat the new password').fill('a-long-enough-password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('This reset link is invalid or has expired')).toBeVisible();
});

test('an unknown page is reloaded once, then reported as not found', async ({ page }) => {
  await logIn(page, 'planner@demo.test');
  await page.goto('/service-provider/no-such-page');
  await expect(page.getByText('Page not found')).toBeVisible();
});

test('a facility admin changes the site title on /theme-configuration', async ({ page }) => {
  await logIn(page, 'admin@demo.test');
  await page.goto('/theme-configuration');
  const title = page.getByLabel('Site title');
  const before = await title.inputValue();
  await title.fill('Austin Additive Works');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The theme has been saved.', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Austin Additive Works');
  // The next page load shows the brand before any script runs: the loading screen's logo.
  await page.route('**/start/index.js', (route) => route.abort());
  await page.reload();
  await expect(page.getByRole('img', { name: 'Austin Additive Works' })).toBeVisible();
  await expect(page).toHaveTitle('Austin Additive Works');
  await page.unroute('**/start/index.js');
  await page.reload();
  await title.fill(before);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveTitle(before);
});

test('the operator cannot open /theme-configuration', async ({ page }) => {
  await logIn(page, 'operator@demo.test');
  await page.goto('/theme-configuration');
  await expect(page).toHaveURL(/access-denied/);
});

async function setStorefront(request: APIRequestContext, value: object): Promise<void> {
  const saved = await request.post('/api/v1/link3d-config', {
    headers: await bearerOf(request, 'admin@demo.test'),
    data: { configType: 'STORE_FRONT_CONFIG', configValue: JSON.stringify(value) },
  });
  expect(saved.status()).toBe(200);
}

test('the currency selector shows only with showCurrency and is disabled unless enableCurrency', async ({
  page,
  playwright,
  baseURL,
}) => {
  const admin = await playwright.request.newContext({ baseURL });
  const currencies = { USD: { key: 'USD', symbol: '$', rate: 1 }, EUR: { key: 'EUR', symbol: '€', rate: 0.92 } };
  try {
    await setStorefront(admin, { showCurrency: true, enableCurrency: false, defaultCurrency: 'USD', currencies });
    await logIn(page, 'engineer@demo.test');
    await expect(page.getByRole('combobox', { name: 'Currency' })).toBeDisabled();
    await setStorefront(admin, { showCurrency: false, enableCurrency: true, defaultCurrency: 'USD', currencies });
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Store front' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveCount(0);
  } finally {
    await setStorefront(admin, {
      showCurrency: true,
      enableCurrency: true,
      defaultCurrency: 'USD',
      currencies: { ...currencies, GBP: { key: 'GBP', symbol: '£', rate: 0.79 } },
    });
    await admin.dispose();
  }
});
