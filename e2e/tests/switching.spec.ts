import { expect, test } from '../support/test';
import { logIn } from '../support/login';

test('switch dashboard takes the admin to the engineer area and back', async ({ page }) => {
  await logIn(page, 'admin@demo.test');
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Switch Dashboard' }).click();
  await expect(page).toHaveURL(/\/engineer$/);
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Switch Dashboard' }).click();
  await expect(page).toHaveURL(/\/service-provider$/);
});

test('an SP_SUPER_ADMIN switches to the other internal facility', async ({ page }) => {
  await logIn(page, 'admin@demo.test');
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: /Munich Plant/ }).click();
  await expect(page.getByRole('banner')).toContainText('Demo Additive — Munich Plant');
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: /Austin Plant/ }).click();
  await expect(page.getByRole('banner')).toContainText('Demo Additive — Austin Plant');
});

test('the language switches to German and stays after a reload', async ({ page }) => {
  await logIn(page, 'planner@demo.test');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de_DE');
  await expect(page.getByRole('heading', { name: 'Produktionsverwaltung' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Terminpläne' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en_US');
  await expect(page.getByRole('heading', { name: 'Production Management' })).toBeVisible();
});
