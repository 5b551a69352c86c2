import { expect, test } from '../support/test';

test('the API docs render under their content security policy without a console error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/api/docs');
  const login = page.locator('.opblock').filter({ hasText: '/api/v1/users/customLogin' });
  await expect(login).toBeVisible();
  await login.locator('.opblock-summary').click();
  await expect(page.getByRole('button', { name: 'Try it out' })).toBeVisible();
  const schemas = page.locator('section.models');
  await schemas.getByRole('button', { name: 'ApiError', exact: true }).click();
  await expect(schemas.getByText('message', { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});
