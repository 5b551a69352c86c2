import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { logIn, sidebar } from '../support/login';
import { expect, test } from '../support/test';

// The quality lists' assignee filter, sort and saved views: the admin narrows the process NCRs to
// Paula Planner's, worst first, keeps that as a view, and finds it again after a reload; then
// narrows the CAPAs to their owner, at a laptop's and a phone's width. Every state passes axe.

const PROBE = 'Lists probe';

/** Calls the API as the signed-in page would (its cookie and cross-site token); the answer's JSON. */
async function post(page: Page, url: string, data: object) {
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const answer = await page.request.post(url, { headers: { 'x-xsrf-token': xsrf }, data });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()) as { number: string };
}

async function paulaOf(page: Page): Promise<number> {
  const people = (await (await page.request.get('/api/v1/quality/people')).json()) as { id: number; name: string }[];
  return people.find((person) => person.name === 'Paula Planner')!.id;
}

test('the admin narrows the process NCRs to an assignee, worst first, keeps it as a view and comes back to it', async ({
  page,
}) => {
  await logIn(page, 'admin@demo.test');
  const paula = await paulaOf(page);
  const raise = (title: string, severity: string, assignedUserId?: number) =>
    post(page, '/api/v1/quality/ncrs', {
      kind: 'PROCESS',
      defectCode: 'POR',
      cause: 'MACHINE_FAULT',
      title: `${PROBE}: ${title}`,
      severity,
      assignedUserId,
    });
  const chatter = await raise('recoater chatter', 'MINOR', paula);
  const streaks = await raise('laser streaks', 'CRITICAL', paula);
  const pores = await raise('pores nobody took', 'MAJOR');

  await sidebar(page).getByRole('link', { name: 'Process NCR', exact: true }).click();
  const list = page.getByRole('region', { name: 'Process NCRs' });
  const table = list.getByRole('table', { name: 'Process NCRs' });
  const numbers = table.getByRole('row').locator('td:first-child');
  const search = list.getByRole('searchbox', { name: 'Search by number, title or defect code' });
  const assignee = list.getByRole('combobox', { name: 'Assignee' });
  await search.fill(PROBE);
  await expect(numbers).toHaveText([pores.number, streaks.number, chatter.number]);
  await assignee.selectOption({ label: 'Nobody' });
  await expect(numbers).toHaveText([pores.number]);
  await assignee.selectOption({ label: 'Paula Planner' });
  await expect(numbers).toHaveText([streaks.number, chatter.number]);
  const severity = table.getByRole('columnheader', { name: 'Severity' });
  await severity.getByRole('button').click();
  await expect(numbers).toHaveText([chatter.number, streaks.number]);
  await severity.getByRole('button').click();
  await expect(severity).toHaveAttribute('aria-sort', 'descending');
  await expect(numbers).toHaveText([streaks.number, chatter.number]);
  await expectNoAxeViolations(page);

  const views = page.getByRole('dialog', { name: 'Views' });
  await list.getByRole('button', { name: 'Views' }).click();
  await views.getByLabel('Name of the view').fill('Paula’s, worst first');
  await views.getByRole('button', { name: 'Save this view' }).click();
  await expect(views.getByRole('list', { name: 'Saved views' })).toContainText('Paula’s, worst first');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  // Kept by the server: after a reload, the view brings its search, assignee and sort back.
  await page.reload();
  await expect(search).toHaveValue('');
  // The dashboard above draws first, as a reader sees the page settle: a menu opened while it
  // loads would be carried down with the list, out of sight.
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
  await list.getByRole('button', { name: 'Views' }).click();
  await views.getByRole('button', { name: 'Paula’s, worst first', exact: true }).click();
  await expect(search).toHaveValue(PROBE);
  await expect(assignee).toHaveValue(String(paula));
  await expect(severity).toHaveAttribute('aria-sort', 'descending');
  await expect(numbers).toHaveText([streaks.number, chatter.number]);

  await list.getByRole('button', { name: 'Views' }).click();
  await views.getByRole('button', { name: 'Delete the view Paula’s, worst first' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await list.getByRole('button', { name: 'Views' }).click();
  await expect(views.getByText('No saved views yet.')).toBeVisible();
});

test('the admin narrows the CAPAs to an owner at a laptop’s and a phone’s width', async ({ page }) => {
  await logIn(page, 'admin@demo.test');
  const paula = await paulaOf(page);
  const blades = await post(page, '/api/v1/quality/capas', {
    type: 'PREVENTIVE',
    title: `${PROBE}: blade wear`,
    ownerUserId: paula,
  });
  const argon = await post(page, '/api/v1/quality/capas', { type: 'CORRECTIVE', title: `${PROBE}: argon leaks` });

  await sidebar(page).getByRole('link', { name: 'CAPA', exact: true }).click();
  const table = page.getByRole('table', { name: 'CAPA' });
  const numbers = table.getByRole('row').locator('td:first-child');
  await page.getByRole('searchbox', { name: 'Search by number or title' }).fill(PROBE);
  await expect(numbers).toHaveText([argon.number, blades.number]);
  await page.getByRole('combobox', { name: 'Owner' }).selectOption({ label: 'Paula Planner' });
  await expect(numbers).toHaveText([blades.number]);
  await expectNoAxeViolations(page);

  // On a phone the sidebar starts folded, and the filters and views wrap under the heading.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await page.getByRole('searchbox', { name: 'Search by number or title' }).fill(PROBE);
  await page.getByRole('combobox', { name: 'Owner' }).selectOption({ label: 'Nobody' });
  await expect(numbers).toHaveText([argon.number]);
  await page.getByRole('button', { name: 'Views' }).click();
  await expect(page.getByRole('dialog', { name: 'Views' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'pixels the page is wider than the screen').toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});
