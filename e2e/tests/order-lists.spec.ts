import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { expectNoAxeViolations } from '../support/axe';
import { logIn } from '../support/login';
import { expect, test } from '../support/test';

// The order lists' column toggles: each user chooses what their list shows, and it
// stays their choice across sessions; the export holds what the list shows.

test('a planner chooses the columns of Part Orders; the choice stays after a reload and the export follows it', async ({
  page,
}) => {
  await logIn(page, 'planner@demo.test');
  await page.goto('/service-provider');
  const table = page.getByRole('table', { name: 'Part orders: New requests' });
  await expect(table.getByRole('columnheader', { name: 'Files' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Materials' })).toHaveCount(0);
  // Of the list's own columns the assignee shows by default; priority and tags when asked.
  await expect(table.getByRole('columnheader', { name: 'Assigned to' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Tags' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Columns' }).click();
  const chooser = page.getByRole('dialog', { name: 'Columns to show' });
  await chooser.getByRole('checkbox', { name: 'Materials' }).check();
  await chooser.getByRole('checkbox', { name: 'Files' }).uncheck();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(table.getByRole('columnheader', { name: 'Materials' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Files' })).toHaveCount(0);

  await page.reload();
  await expect(table.getByRole('columnheader', { name: 'Materials' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Files' })).toHaveCount(0);

  await page.getByRole('tab', { name: 'All' }).click();
  const all = page.getByRole('table', { name: 'Part orders: All' });
  await expect(all.getByRole('row').nth(1)).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.split('\n')[0]).toContain('Materials');
  expect(csv.split('\n')[0]).not.toContain('Files');

  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('dialog', { name: 'Columns to show' }).getByRole('button', { name: 'Back to the defaults' }).click();
  await page.keyboard.press('Escape');
  await expect(all.getByRole('columnheader', { name: 'Files' })).toBeVisible();
  await expect(all.getByRole('columnheader', { name: 'Materials' })).toHaveCount(0);
});

test('a planner filters Part Orders by customer, keeps it as a saved view and comes back to it', async ({ page }) => {
  await logIn(page, 'planner@demo.test');
  await page.goto('/service-provider');
  await page.getByRole('tab', { name: 'All' }).click();
  const table = page.getByRole('table', { name: 'Part orders: All' });
  const customers = () => table.getByRole('row').locator('td:nth-child(7)').allTextContents();
  await expect(table.getByRole('row').filter({ hasText: 'Acme Robotics' }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByLabel('Customer', { exact: true }).selectOption({ label: 'Globex Prototyping' });
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Acme Robotics' })).toHaveCount(0);
  await expect(table.getByRole('row').filter({ hasText: 'Globex Prototyping' }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Views' }).click();
  const views = page.getByRole('dialog', { name: 'Views' });
  await views.getByLabel('Name of the view').fill('Globex, all stages');
  await views.getByRole('button', { name: 'Save this view' }).click();
  await expect(views.getByRole('list', { name: 'Saved views' })).toContainText('Globex, all stages');
  await page.keyboard.press('Escape');

  // Back to everything on New requests, then the view brings its stage and filter back.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.getByRole('tab', { name: 'New requests' }).click();
  await page.getByRole('button', { name: 'Views' }).click();
  await views.getByRole('button', { name: 'Globex, all stages', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Acme Robotics' })).toHaveCount(0);
  expect(await customers()).not.toContain('Acme Robotics');

  await page.getByRole('button', { name: 'Views' }).click();
  await views.getByRole('button', { name: 'Delete the view Globex, all stages' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Views' }).click();
  await expect(views.getByText('No saved views yet.')).toBeVisible();
});

test('an engineer finds the orders under way on /engineer and those that are over in the archive, and exports them to Excel', async ({
  page,
}) => {
  await logIn(page, 'engineer@demo.test');
  await page.goto('/engineer');
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Your company’s orders' });
  await expect(table.getByRole('row').filter({ hasText: 'Camera mount prototypes' })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Conveyor guide rails' })).toHaveCount(0);

  await page.goto('/engineer/archive');
  await expect(page.getByRole('heading', { name: 'Archive', level: 1 })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Conveyor guide rails' })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Camera mount prototypes' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export Excel' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('order-archive.xlsx');
  const workbook = unzipSync(new Uint8Array(await readFile(await download.path())));
  const text = Object.values(workbook)
    .map((entry) => strFromU8(entry))
    .join('\n');
  expect(text).toContain('Conveyor guide rails');
  expect(text).toContain('Withdrawn');
  expect(text).not.toContain('Camera mount prototypes');
});
