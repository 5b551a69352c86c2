import { showDaysOf } from '../support/jobs';
import { logIn } from '../support/login';
import { expect, test, type Page } from '../support/test';

const timeline = (page: Page) => page.getByRole('region', { name: 'Machine timeline' });
const jobButton = (page: Page, name: string) => timeline(page).getByRole('button', { name: new RegExp(`^${name},`) });
const machineRow = (page: Page, name: string) => timeline(page).getByText(name, { exact: true });

test.beforeEach(async ({ page }) => {
  await logIn(page, 'planner@demo.test');
  await page.goto('/service-provider/scheduler-view');
  await showDaysOf(page, 'Ti64 manifold build');
  await expect(jobButton(page, 'Ti64 manifold build')).toBeVisible();
  await expect(machineRow(page, 'SLS-01 · EOS P 396')).toBeVisible();
});

test('scheduler: a job search narrows the timeline to the matched jobs and their machines', async ({ page }) => {
  await page.getByLabel('Search by').selectOption({ label: 'Job name' });
  await page.getByRole('searchbox', { name: 'Search jobs, orders or parts' }).fill('Ti64 manifold build');
  await expect(
    page.getByRole('region', { name: 'Search results' }).getByRole('link', { name: /Ti64 manifold build/ }),
  ).toBeVisible();
  await expect(machineRow(page, 'SLS-01 · EOS P 396')).toHaveCount(0);
  await expect(machineRow(page, 'DMLS-01 · EOS M 290')).toBeVisible();
  await expect(jobButton(page, 'Ti64 manifold build')).toBeVisible();
  await expect(timeline(page).getByRole('button')).toHaveCount(1);

  // Clearing the search brings every machine back.
  await page.getByRole('searchbox', { name: 'Search jobs, orders or parts' }).fill('');
  await expect(machineRow(page, 'SLS-01 · EOS P 396')).toBeVisible();
});

test('scheduler: a search that matches nothing empties the timeline and says so', async ({ page }) => {
  await page.getByRole('searchbox', { name: 'Search jobs, orders or parts' }).fill('no job has this name');
  await expect(timeline(page)).toHaveText('No jobs or machines match the given search criteria');
  await expect(timeline(page).getByRole('button')).toHaveCount(0);
  await expect(page.getByText('No job matches.')).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Language' }).selectOption('de_DE');
  await expect(page.getByRole('region', { name: 'Maschinen-Zeitleiste' })).toHaveText(
    'Keine Aufträge oder Maschinen entsprechen den Suchkriterien',
  );
});
