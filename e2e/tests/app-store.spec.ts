import { expectNoAxeViolations } from '../support/axe';
import { logIn, sidebar } from '../support/login';
import { expect, test } from '../support/test';

// The App Store turns the facility's apps on and off, the App Store Admin adds
// and removes them, and the sidebar's Internal Apps and Apps & Extensions follow.

test('an admin turns an app off and on, adds an extension and removes it; the sidebar follows each', async ({ page }) => {
  const name = `Build Reports ${Date.now().toString(36).slice(-5)}`;
  await logIn(page, 'admin@demo.test');
  await page.goto('/service-provider/app-marketplace');
  await expect(page.getByRole('heading', { level: 1, name: 'App Store' })).toBeVisible();
  const internal = sidebar(page).getByRole('region', { name: 'Internal Apps' });
  await expect(internal.getByRole('link', { name: 'Shop-floor Dashboard' })).toBeVisible();
  await expectNoAxeViolations(page);

  const shown = page.getByRole('checkbox', { name: 'Show Shop-floor Dashboard in the sidebar' });
  await shown.uncheck();
  await expect(page.getByText('Shop-floor Dashboard turned off', { exact: true })).toBeVisible();
  await expect(internal.getByRole('link', { name: 'Shop-floor Dashboard' })).toHaveCount(0);
  await shown.check();
  await expect(page.getByText('Shop-floor Dashboard turned on', { exact: true })).toBeVisible();
  await expect(internal.getByRole('link', { name: 'Shop-floor Dashboard' })).toBeVisible();

  await page.goto('/service-provider/app-marketplace-admin');
  await page.getByRole('button', { name: 'Add an app' }).click();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Address', { exact: true }).fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please enter a web address starting with https://', { exact: true })).toBeVisible();
  await page.getByLabel('Address', { exact: true }).fill('https://reports.example.com');
  await page.getByRole('checkbox', { name: 'An internal app of the facility' }).uncheck();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`“${name}” saved`, { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'The facility’s apps' }).getByRole('row').filter({ hasText: name })).toContainText(
    'App or extension',
  );
  const extensions = sidebar(page).getByRole('region', { name: 'Apps & Extensions' });
  await expect(extensions.getByRole('link', { name })).toHaveAttribute('href', 'https://reports.example.com');

  await page.getByRole('button', { name: `Remove ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText(`“${name}” removed`, { exact: true })).toBeVisible();
  await expect(extensions.getByRole('link', { name })).toHaveCount(0);
});

test('a person without the settings permission sees the apps but does not switch them', async ({ page }) => {
  await logIn(page, 'operator@demo.test');
  await page.goto('/service-provider/app-marketplace');
  await expect(page.getByText('Only people with the facility settings permission change the apps.')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Show Shop-floor Dashboard in the sidebar' })).toBeDisabled();
  await expectNoAxeViolations(page);
});
