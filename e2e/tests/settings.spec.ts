import { expectNoAxeViolations } from '../support/axe';
import { logIn, sidebar } from '../support/login';
import { expect, test } from '../support/test';

// The settings home: a facility's editor switches a feature off; the menus and the list of
// settings pages follow, and the change is kept with who made it and the value before and after.

test('an editor switches a feature off and on, and the settings page keeps who did what', async ({ page }) => {
  await logIn(page, 'admin@demo.test');
  await page.goto('/service-provider/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const pages = page.getByRole('region', { name: 'Settings pages' });
  await expect(pages.getByRole('link', { name: 'Webhooks' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Webhooks' })).toBeVisible();
  await expectNoAxeViolations(page);

  const webhooks = page.getByRole('checkbox', { name: 'Webhooks' });
  await expect(webhooks).toBeChecked();
  await webhooks.uncheck();
  await expect(page.getByText('Webhooks turned off', { exact: true })).toBeVisible();
  // Without the flag, its page leaves the list and the sidebar.
  await expect(pages.getByRole('link', { name: 'Webhooks' })).toHaveCount(0);
  await expect(sidebar(page).getByRole('link', { name: 'Webhooks' })).toHaveCount(0);
  const changes = page.getByRole('table', { name: 'Changes to the settings' });
  const row = changes.getByRole('row').filter({ hasText: 'WEBHOOK_CONFIG_ENABLED' }).first();
  await expect(row).toContainText('Alex Admin');
  await expect(row).toContainText('{"enabled":true}');
  await expect(row).toContainText('{"enabled":false}');
  await expect(webhooks.locator('xpath=ancestor::li')).toContainText('Changed by Alex Admin');

  await webhooks.check();
  await expect(page.getByText('Webhooks turned on', { exact: true })).toBeVisible();
  await expect(pages.getByRole('link', { name: 'Webhooks' })).toBeVisible();
  await page.getByLabel('Search by setting or person').fill('webhook');
  await expect(changes.getByRole('row')).toHaveCount(3); // the header and the two changes
});

test('a person without the settings permission reads the features but cannot switch them', async ({ page }) => {
  await logIn(page, 'operator@demo.test');
  await page.goto('/service-provider/settings');
  await expect(page.getByText('Only people with the facility settings permission can switch features.')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Quality management (QMS)' })).toBeDisabled();
  await expectNoAxeViolations(page);
});

test('on a phone’s width the settings page fits the screen and passes the accessibility check', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await logIn(page, 'admin@demo.test');
  await page.goto('/service-provider/settings');
  // The sidebar starts closed on a phone, leaving the page its width.
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Changes to the settings' })).toBeVisible();
  const content = page.locator('main#content');
  expect(await content.evaluate((main) => main.scrollWidth - main.clientWidth)).toBe(0);
  await expectNoAxeViolations(page);
});
