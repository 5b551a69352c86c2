import { expectNoAxeViolations } from '../support/axe';
import { logIn } from '../support/login';
import { expect, test } from '../support/test';

// The order lists' column toggles (spec 3): each user chooses what their list shows, and it
// stays their choice across sessions; the export holds what the list shows.

test('a planner chooses the columns of Part Orders; the choice stays after a reload and the export follows it', async ({
  page,
}) => {
  await logIn(page, 'planner@demo.test');
  await page.goto('/service-provider');
  const table = page.getByRole('table', { name: 'Part orders: New requests' });
  await expect(table.getByRole('columnheader', { name: 'Files' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Materials' })).toHaveCount(0);

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
  const csv = (await download.createReadStream()).read()?.toString('utf8') ?? '';
  expect(csv.split('\n')[0]).toContain('Materials');
  expect(csv.split('\n')[0]).not.toContain('Files');

  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('dialog', { name: 'Columns to show' }).getByRole('button', { name: 'Back to the defaults' }).click();
  await page.keyboard.press('Escape');
  await expect(all.getByRole('columnheader', { name: 'Files' })).toBeVisible();
  await expect(all.getByRole('columnheader', { name: 'Materials' })).toHaveCount(0);
});
