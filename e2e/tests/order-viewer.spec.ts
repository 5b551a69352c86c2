import { expectNoAxeViolations } from '../support/axe';
import { logIn } from '../support/login';
import { expect, test } from '../support/test';

// An order's parts in the 3D viewer (/order/{id}/cad-viewer), reached from the order details.

test('a customer opens a part of an order in the 3D viewer from its details and switches to the other part', async ({ page }) => {
  await logIn(page, 'engineer@demo.test');
  await page.goto('/order-history');
  await page.getByLabel('Search by order, title, reference or file').fill('Drone arm housings');
  const table = page.getByRole('table', { name: 'Your company’s orders' });
  await table.getByRole('row').filter({ hasText: 'Drone arm housings' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: /^Order \d+: Drone arm housings$/, level: 1 })).toBeVisible();

  await page.getByRole('link', { name: 'View motor_mount.stl in 3D' }).click();
  await expect(page).toHaveURL(/\/order\/\d+\/cad-viewer\?part=\d+$/);
  await expect(page.getByRole('heading', { name: 'Drone arm housings in 3D' })).toBeVisible();
  const parts = page.getByRole('navigation', { name: 'Parts of the order' });
  await expect(parts.getByRole('button', { name: /motor_mount\.stl/ })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('region', { name: '3D view of motor_mount.stl' })).toContainText('48 × 48 × 14 mm');
  await expectNoAxeViolations(page);

  await parts.getByRole('button', { name: /drone_arm_housing\.stl/ }).click();
  await expect(page.getByRole('region', { name: '3D view of drone_arm_housing.stl' })).toContainText('180 × 42 × 36 mm');
  await page.getByRole('link', { name: 'Back to the order' }).click();
  await expect(page.getByRole('heading', { name: /^Order \d+: Drone arm housings$/, level: 1 })).toBeVisible();
});
