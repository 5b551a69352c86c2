import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { logIn, sidebar } from '../support/login';
import { expect, test } from '../support/test';

// The main journeys at a phone's width (390 px): the menus fold behind a button, nothing makes
// the page scroll sideways (a wide table scrolls inside its own box), and every page passes axe.

test.use({ viewport: { width: 390, height: 844 } });

/** The page is as wide as the screen: nothing sticks out to make it scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'pixels the page is wider than the screen').toBeLessThanOrEqual(0);
}

test('a customer on a phone finds the store front’s pages behind the menu button', async ({ page }) => {
  await logIn(page, 'engineer@demo.test');
  const nav = page.getByRole('navigation', { name: 'Store front' });
  const menu = nav.getByRole('button', { name: 'Menu', exact: true });
  await expect(nav.getByRole('link', { name: 'Request Quote' })).toBeHidden();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await nav.getByRole('link', { name: 'Order History' }).click();
  // Chosen, the menu folds again and the page has the screen.
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  // Other scenarios add Acme's orders as they run: the seeded one is found by search, not by its page.
  await page.getByRole('searchbox', { name: 'Search by order, title, reference or file' }).fill('Gripper fingers');
  await page
    .getByRole('row', { name: /Gripper fingers/ })
    .first()
    .getByRole('link')
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Gripper fingers');
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});

test('a facility on a phone opens the sidebar over the page and works from the part orders', async ({ page }) => {
  await logIn(page, 'admin@demo.test');
  const content = page.locator('#content');
  const width = (await content.boundingBox())!.width;
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  // Open, the sidebar lies over the page: the page keeps its width.
  await expect(sidebar(page).getByRole('link', { name: 'Schedules' })).toBeVisible();
  expect((await content.boundingBox())!.width).toBe(width);
  await page.keyboard.press('Escape');
  await expect(sidebar(page).getByRole('link', { name: 'Schedules' })).toBeHidden();

  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await sidebar(page).getByRole('link', { name: 'Schedules' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Schedules' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Schedules' })).toBeHidden();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  await page.goto('/service-provider');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});
