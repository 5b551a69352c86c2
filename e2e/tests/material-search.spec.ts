import { expectNoAxeViolations } from '../support/axe';
import { logIn, sidebar } from '../support/login';
import { expect, test } from '../support/test';

// A customer finds materials by their properties and compares them side by side.

test('a customer filters materials by property ranges and compares two side by side', async ({ page }) => {
  await logIn(page, 'engineer@demo.test');
  await page.goto('/engineer');
  await sidebar(page).getByRole('link', { name: 'Material Search' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Material Search' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Materials' });
  await expect(table.getByRole('row').filter({ hasText: 'EPU 41' })).toContainText('Demo Additive — Munich Plant');

  await page.getByLabel('Heat deflection at 0.45 MPa (°C) at least').fill('150');
  await page.getByLabel('Density (g/cm³) at most').fill('1.02');
  // PA 2200 (154 °C, 0.93), PA 1101 (180 °C, 0.99) and HP's PA 12 (175 °C, 1.01) are left.
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table).not.toContainText('EPU 41');

  await page.getByRole('checkbox', { name: 'Compare PA 2200' }).check();
  await page.getByRole('checkbox', { name: 'Compare PA 1101' }).check();
  const comparison = page.getByRole('table', { name: 'Comparison' });
  await expect(comparison.getByRole('row').filter({ hasText: 'Elongation at break' })).toContainText('18');
  await expect(comparison.getByRole('row').filter({ hasText: 'Elongation at break' })).toContainText('45');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(table.getByRole('row').filter({ hasText: 'EPU 41' })).toBeVisible();
});
