import { request as apiRequest } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { logIn } from '../support/login';
import { expect, test } from '../support/test';

// A key made on the keys page reads the API as its owner, and stops at once when revoked.

test('a key created on the keys page reads the API and stops working when revoked', async ({ page, baseURL }) => {
  await logIn(page, 'planner@demo.test');
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'API Keys' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'API Keys' })).toBeVisible();
  await expectNoAxeViolations(page);

  const name = `Nightly export ${Date.now()}`;
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByText(`Copy the key “${name}” now: it is not shown again.`)).toBeVisible();
  const key = await page.getByLabel('Your new key').inputValue();
  expect(key).toMatch(/^amk_/);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByLabel('Your new key')).toHaveCount(0);

  // A script with the key: no cookies, only the header.
  const script = await apiRequest.newContext({ baseURL, extraHTTPHeaders: { 'x-api-key': key } });
  const me = await script.get('/api/v1/users/getUser');
  expect(me.status()).toBe(200);
  expect((await me.json()).email).toBe('planner@demo.test');
  // The owner's rights, never more: the planner may not manage customers, nor may the key.
  expect((await script.get('/api/v1/customers')).status()).toBe(403);

  const row = page.getByRole('table', { name: 'Your API keys' }).getByRole('row').filter({ hasText: name });
  await page.reload();
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: `Revoke ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(row).toContainText('Revoked on');
  expect((await script.get('/api/v1/users/getUser')).status()).toBe(401);
  await script.dispose();
});
