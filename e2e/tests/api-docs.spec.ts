import { expect, test } from '../support/test';

test('the API docs render under their content security policy without a console error', async ({ page }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/api/docs');
  const login = page.locator('.opblock').filter({ hasText: '/api/v1/users/customLogin' });
  // Swagger UI resolves the whole OpenAPI 3.1 document before it draws anything: about 8 s for
  // this API on an idle 2-core machine, twice that while another browser runs beside it.
  await expect(login).toBeVisible({ timeout: 60_000 });
  await login.locator('.opblock-summary').click();
  await expect(page.getByRole('button', { name: 'Try it out' })).toBeVisible();
  const schemas = page.locator('section.models');
  await schemas.getByRole('button', { name: 'ApiError', exact: true }).click();
  await expect(schemas.getByText('message', { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});
