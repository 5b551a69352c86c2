import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { findJob, showDaysOf } from '../support/jobs';
import { logIn } from '../support/login';
import { expect, test } from '../support/test';

// A facility's priority labels and tags, kept on their settings pages,
// set on an order and a job, shown as coloured chips in the order list and the scheduler, and
// searched by in the order list (TAGS).

/** The label's colour once changed, as the browser computes it. */
const PURPLE = 'rgb(106, 27, 154)';

/** Turns on the part orders' Priority and Tags columns, which the list shows only when asked. */
async function showPriorityAndTags(page: Page) {
  await page.getByRole('button', { name: 'Columns' }).click();
  const chooser = page.getByRole('dialog', { name: 'Columns to show' });
  for (const name of ['Priority', 'Tags']) await chooser.getByRole('checkbox', { name, exact: true }).check();
  await page.keyboard.press('Escape');
}

/** Puts the part orders' columns back as they were: the choice is the user's, kept for later tests too. */
async function defaultColumns(page: Page) {
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('dialog', { name: 'Columns to show' }).getByRole('button', { name: 'Back to the defaults' }).click();
  await expect(page.getByRole('columnheader', { name: 'Tags' })).toHaveCount(0);
  await page.keyboard.press('Escape');
}

test('an admin makes a label and a tag; an order and a job carry them, the list filters by them, the scheduler shows them', async ({
  page,
  browser,
}) => {
  // One flow across six pages and two people: longer than a page's test.
  test.setTimeout(150_000);
  const suffix = Date.now().toString(36).slice(-5);
  const label = `Hot ${suffix}`;
  const tag = `Batch ${suffix}`;
  await logIn(page, 'admin@demo.test');

  // The labels page, from the settings home.
  await page.goto('/service-provider/settings');
  await page.getByRole('region', { name: 'Settings pages' }).getByRole('link', { name: 'Priority Labels' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Priority Labels' })).toBeVisible();
  const labels = page.getByRole('table', { name: 'The facility’s labels' });
  await expect(labels.getByText('Rush', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'New label' }).click();
  await page.getByLabel('Label', { exact: true }).fill(label);
  await page.getByLabel('Color').fill('#7b1fa2');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`“${label}” saved`, { exact: true })).toBeVisible();
  await expect(labels.getByText(label, { exact: true })).toHaveCSS('background-color', 'rgb(123, 31, 162)');
  // Recoloured (a label's form asks nothing about what it is set on).
  await page.getByRole('button', { name: `Change ${label}` }).click();
  await page.getByLabel('Color').fill('#6a1b9a');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(labels.getByText(label, { exact: true })).toHaveCSS('background-color', PURPLE);
  // A name in use is refused with the server's message, and the form keeps what was typed.
  await page.getByRole('button', { name: 'New label' }).click();
  await page.getByLabel('Label', { exact: true }).fill('rush');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText("A priority label named 'rush' already exists")).toBeVisible();
  await expect(page.getByLabel('Label', { exact: true })).toHaveValue('rush');
  await page.getByRole('button', { name: 'Cancel' }).click();

  // A tag for orders and jobs.
  await page.goto('/service-provider/settings/tags');
  await page.getByRole('button', { name: 'New tag' }).click();
  await page.getByLabel('Tag', { exact: true }).fill(tag);
  await page.getByRole('checkbox', { name: 'Parts' }).uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  const tags = page.getByRole('table', { name: 'The facility’s tags' });
  await expect(tags.getByRole('row').filter({ hasText: tag })).toContainText('Orders, Jobs');
  await expectNoAxeViolations(page);

  // An order of the facility gets both. Its list shows them in columns a user turns on.
  await page.goto('/service-provider');
  await page.getByRole('tab', { name: 'All' }).click();
  await showPriorityAndTags(page);
  const all = page.getByRole('table', { name: 'Part orders: All' });
  const orderLink = all.getByRole('row').nth(1).getByRole('link').first();
  const orderId = (await orderLink.textContent())!.trim();
  // A colleague has the same list open.
  const planner = await (await browser.newContext()).newPage();
  await logIn(planner, 'planner@demo.test');
  await planner.goto('/service-provider');
  await planner.getByRole('tab', { name: 'All' }).click();
  await showPriorityAndTags(planner);
  const theirRow = planner
    .getByRole('table', { name: 'Part orders: All' })
    .getByRole('row')
    .filter({ has: planner.getByRole('link', { name: orderId, exact: true }) });
  await expect(theirRow).toBeVisible();

  await orderLink.click();
  const marks = page.getByRole('region', { name: 'Priority and tags' });
  await marks.getByLabel('Priority').selectOption({ label });
  await expect(marks.getByLabel('Priority')).toBeEnabled();
  await marks.getByRole('checkbox', { name: tag }).check();
  await expect(marks.getByRole('checkbox', { name: tag })).toBeChecked();
  await expectNoAxeViolations(page);
  // The colleague's list shows the marks without a reload.
  await expect(theirRow.getByText(label, { exact: true })).toBeVisible();
  await expect(theirRow.getByText(tag, { exact: true })).toBeVisible();
  await defaultColumns(planner);
  await planner.context().close();
  await page.reload();
  await expect(marks.getByRole('checkbox', { name: tag })).toBeChecked();
  await expect(marks.getByLabel('Priority').locator('option:checked')).toHaveText(label);

  // The order list shows the chips and filters by the tag.
  await page.goto('/service-provider');
  await page.getByRole('tab', { name: 'All' }).click();
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByLabel('Tag', { exact: true }).selectOption({ label: tag });
  await expect(all.getByRole('row')).toHaveCount(2);
  const row = all.getByRole('row').nth(1);
  await expect(row.getByRole('link', { name: orderId, exact: true })).toBeVisible();
  await expect(row.getByText(label, { exact: true })).toHaveCSS('background-color', PURPLE);
  await expect(row.getByText(tag, { exact: true })).toBeVisible();
  await defaultColumns(page);

  // A job gets both; its bar on the scheduler leads with the label.
  const job = await findJob(page, 'SLS-01 build 1189');
  await page.goto(`/service-provider/schedules/${job.id}`);
  await page.getByLabel('Priority').selectOption({ label });
  await page.getByRole('checkbox', { name: tag }).check();
  await page.getByRole('button', { name: 'Save job' }).click();
  await expect(page.getByText(/^The job was updated\./)).toBeVisible();
  await page.goto('/service-provider/scheduler-view');
  await showDaysOf(page, 'SLS-01 build 1189');
  const bar = page
    .getByRole('region', { name: 'Machine timeline' })
    .getByRole('button', { name: new RegExp(`^SLS-01 build 1189, ${label},`) });
  await expect(bar.getByText(label, { exact: true })).toHaveCSS('background-color', PURPLE);

  // Deleting the label, after a confirmation, takes it off the order.
  await page.goto('/service-provider/settings/priority-labels');
  await page.getByRole('button', { name: `Delete ${label}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`“${label}” deleted`, { exact: true })).toBeVisible();
  await expect(labels.getByText(label, { exact: true })).toHaveCount(0);
  await page.goto(`/service-provider/part-orders/${orderId}`);
  await expect(marks.getByLabel('Priority')).toHaveValue('');
  await expect(marks.getByRole('checkbox', { name: tag })).toBeChecked();
});

test('a person without the MES settings permission reads the labels but does not change them', async ({ page }) => {
  await logIn(page, 'operator@demo.test');
  await page.goto('/service-provider/settings/priority-labels');
  await expect(page.getByText('Only people with the MES settings permission change the labels.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'The facility’s labels' }).getByText('Rush', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New label' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete Rush' })).toHaveCount(0);
  // The tags page asks for its own permission.
  await page.goto('/service-provider/settings/tags');
  await expect(page).toHaveURL(/\/access-denied$/);
});
