import { expect, test } from '../support/test';
import { logIn, sidebar } from '../support/login';

const landings = [
  ['admin@demo.test', '/service-provider'],
  ['planner@demo.test', '/service-provider'],
  ['operator@demo.test', '/service-provider'],
  ['engineer@demo.test', '/store-front'],
  ['thirdparty@demo.test', '/engineer'],
  ['vendor@demo.test', '/service-provider'],
] as const;

for (const [email, landing] of landings) {
  test(`${email} lands on ${landing}`, async ({ page }) => {
    await logIn(page, email);
    await expect(page).toHaveURL(new RegExp(`${landing}$`));
  });
}

test('the service-provider sidebar shows its seven sections and the version label', async ({ page }) => {
  await logIn(page, 'admin@demo.test');
  const nav = sidebar(page);
  for (const section of [
    'Order Management',
    'Production Management',
    'Quality Management',
    'Internal Apps',
    'Business Intelligence',
    'Apps & Extensions',
    'Admin',
  ]) {
    await expect(nav.getByRole('heading', { name: section })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'Enterprise Scheduler' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Shop-floor Dashboard' })).toBeVisible();
  await expect(nav.getByText('Version 1.8.1')).toBeVisible();
  // Each link is named once: a page listed in two sections says what it is for in each.
  const names = (await nav.getByRole('link').allInnerTexts()).map((name) => name.trim());
  expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  await expect(nav.getByRole('link', { name: 'Customer Portal' })).toBeVisible();
});

test('the operator does not see the scheduler view and is sent to /access-denied when opening it', async ({ page }) => {
  await logIn(page, 'operator@demo.test');
  await expect(sidebar(page).getByRole('link', { name: 'Schedules' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Enterprise Scheduler' })).toHaveCount(0);
  await expect(sidebar(page).getByRole('link', { name: 'Customers' })).toHaveCount(0);
  await page.goto('/service-provider/scheduler-view');
  await expect(page).toHaveURL(/access-denied/);
});

test('the planner opens the enterprise scheduler and analytics from the menu', async ({ page }) => {
  await logIn(page, 'planner@demo.test');
  await sidebar(page).getByRole('link', { name: 'Enterprise Scheduler' }).click();
  await expect(page).toHaveURL(/scheduler-view/);
  await expect(page.getByRole('heading', { name: 'Enterprise scheduler' })).toBeVisible();
  await sidebar(page).getByRole('link', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(/analytics/);
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(page.getByText('This area is not available yet')).toHaveCount(0);
});

test('the third-party engineer sees the reduced menu', async ({ page }) => {
  await logIn(page, 'thirdparty@demo.test');
  const links = sidebar(page).getByRole('link');
  await expect(links).toHaveText(['Orders', 'Part Inventory', 'Digital Catalog', 'Archive']);
});

test('the engineer sees the store front top navigation and the currency selector', async ({ page }) => {
  await logIn(page, 'engineer@demo.test');
  const nav = page.getByRole('navigation', { name: 'Store front' });
  for (const item of ['New Order', 'Order History', 'Projects', 'Digital Part Inventory', 'Digital Catalog', 'Request Quote']) {
    await expect(nav.getByRole('link', { name: item })).toBeVisible();
  }
  const currency = page.getByRole('combobox', { name: 'Currency' });
  await expect(currency).toBeEnabled();
  await currency.selectOption('EUR');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');
  await expect(page.getByRole('link', { name: 'Contact Us' })).toBeVisible();
});

test('the sidebar collapses and expands', async ({ page }) => {
  await logIn(page, 'planner@demo.test');
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(sidebar(page).getByRole('link', { name: 'Schedules' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect(sidebar(page).getByRole('link', { name: 'Schedules' })).toBeVisible();
});
