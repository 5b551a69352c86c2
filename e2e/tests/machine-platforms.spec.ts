import { type APIRequest } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/test';
import { logIn, PASSWORD } from '../support/login';

const LIST = '/service-provider/machine-platforms';

test('an admin sees the facility’s machines, one machine’s materials and upcoming jobs', async ({ page }) => {
  await logIn(page, 'admin@demo.test');
  await page.goto(LIST);
  await expect(page.getByRole('heading', { name: 'Machine platforms', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Equipment of this facility' });
  const sls01 = table.getByRole('row').filter({ has: page.getByRole('link', { name: 'SLS-01 · EOS P 396' }) });
  await expect(sls01).toContainText('EOS P 396');
  await expect(sls01).toContainText('SLS');
  await expect(sls01).toContainText('PA 2200');
  await expect(table.getByRole('link', { name: 'MJF-01 · HP 5200' })).toBeVisible();
  await expect(table.getByRole('link', { name: 'SLS-M1 · EOS P 770' })).toHaveCount(0); // Munich's
  await expectNoAxeViolations(page);

  await table.getByRole('link', { name: 'SLS-01 · EOS P 396' }).click();
  await expect(page).toHaveURL(/\/service-provider\/machine-platforms\/\d+$/);
  await expect(page.getByRole('heading', { name: 'SLS-01 · EOS P 396', level: 1 })).toBeVisible();
  const materials = page.getByRole('region', { name: 'Materials' });
  await expect(materials.getByRole('listitem').filter({ hasText: 'PA 2200' })).toContainText('Loaded now');
  await expect(materials.getByRole('listitem').filter({ hasText: 'PA 1101' })).not.toContainText('Loaded now');
  const jobs = page.getByRole('table', { name: 'Upcoming jobs' });
  const queued = jobs.getByRole('link', { name: 'SLS-01 build 1189' });
  await expect(queued).toHaveAttribute('href', /\/service-provider\/schedules\/\d+$/);
  await expect(jobs.getByRole('row').filter({ has: page.getByRole('link', { name: 'SLS-01 build 1189' }) })).toContainText(
    'Queued',
  );
  await expect(jobs.getByRole('link', { name: 'SLS-01 build 1187' })).toHaveCount(0); // finished days ago
  // Soonest first (the server pages newest first).
  const starts = (await jobs.getByRole('row').locator('td:nth-child(3)').allTextContents()).map((text) => Date.parse(text));
  expect(starts.every((start) => !Number.isNaN(start))).toBe(true);
  expect(starts).toEqual([...starts].sort((a, b) => a - b));
  await expectNoAxeViolations(page);
});

test('an admin creates and edits equipment; the form names missing fields and a taken name', async ({ page }) => {
  await logIn(page, 'admin@demo.test');
  await page.goto(LIST);
  await page.getByRole('button', { name: 'New equipment' }).click();
  const form = page.getByRole('region', { name: 'New equipment' });
  await expect(form.getByLabel('Name', { exact: true })).toBeFocused();
  await form.getByRole('button', { name: 'Create equipment' }).click();
  await expect(form.getByText('Please enter a name')).toBeVisible();
  await expect(form.getByText('Please select a machine model')).toBeVisible();
  await expect(form.getByText('Please select at least one primary material')).toBeVisible();
  await expectNoAxeViolations(page);

  await form.getByLabel('Name', { exact: true }).fill('SLS-03 · EOS P 396');
  await form.getByLabel('Machine model').selectOption({ label: 'EOS P 396 (EOS, SLS)' });
  await form.getByRole('group', { name: 'Primary materials' }).getByLabel('PA 2200').check();
  await form.getByLabel('Material loaded now').selectOption({ label: 'PA 2200' });
  await form.getByRole('button', { name: 'Create equipment' }).click();
  await expect(page.getByText('Equipment SLS-03 · EOS P 396 was created.', { exact: true })).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New equipment' })).toBeFocused();
  const table = page.getByRole('table', { name: 'Equipment of this facility' });
  await table.getByRole('link', { name: 'SLS-03 · EOS P 396' }).click();

  await expect(page.getByRole('heading', { name: 'SLS-03 · EOS P 396', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Upcoming jobs' })).toContainText('No Data');
  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('region', { name: 'Edit SLS-03 · EOS P 396' });
  await edit.getByRole('group', { name: 'Primary materials' }).getByLabel('PA 1101').check();
  await edit.getByLabel('Material loaded now').selectOption({ label: 'PA 1101' });
  await edit.getByLabel('Image URL (optional)').fill('not a link');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByText('Please enter an http(s) address, e.g. https://example.com/machine.png')).toBeVisible();
  await edit.getByLabel('Image URL (optional)').fill('');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Equipment SLS-03 · EOS P 396 was updated.', { exact: true })).toBeVisible();
  const materials = page.getByRole('region', { name: 'Materials' });
  await expect(materials.getByRole('listitem').filter({ hasText: 'PA 1101' })).toContainText('Loaded now');
  await expect(materials.getByRole('listitem').filter({ hasText: 'PA 2200' })).not.toContainText('Loaded now');

  await page.getByRole('button', { name: 'Edit' }).click();
  await edit.getByLabel('Name', { exact: true }).fill('SLS-01 · EOS P 396');
  await edit.getByRole('button', { name: 'Save' }).click();
  const banner = edit.getByRole('alert');
  await expect(banner).toContainText('The equipment could not be saved');
  await expect(banner).toContainText('Equipment named SLS-01 · EOS P 396 already exists in this facility');
  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner).toHaveCount(0);
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'SLS-03 · EOS P 396', level: 1 })).toBeVisible();
});

test('a planner without MES_SETTINGS_EDITOR sees the machines but cannot add or edit one', async ({ page }) => {
  await logIn(page, 'planner@demo.test');
  await page.goto(LIST);
  const link = page.getByRole('link', { name: 'SLS-02 · EOS P 396' });
  await expect(link).toBeVisible();
  await expect(page.getByRole('button', { name: 'New equipment' })).toHaveCount(0);
  await link.click();
  await expect(page.getByRole('heading', { name: 'SLS-02 · EOS P 396', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Upcoming jobs' }).getByRole('link', { name: 'Laser calibration' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
});

/** The id of one of Austin's machines, read through the API as its admin (cookies of its own context). */
async function austinEquipmentId(request: APIRequest, baseURL: string | undefined, name: string): Promise<number> {
  const admin = await request.newContext({ baseURL });
  try {
    const login = await admin.post('/api/v1/users/customLogin', { data: { email: 'admin@demo.test', password: PASSWORD } });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const response = await admin.get('/api/v3/sp/equipments', { headers: { authorization: `Bearer ${token}` } });
    const equipment = (await response.json()) as { id: number; displayName: string }[];
    return equipment.find((e) => e.displayName === name)!.id;
  } finally {
    await admin.dispose();
  }
}

test('an unknown, foreign or malformed equipment id shows a not-found panel with a way back', async ({
  page,
  playwright,
  baseURL,
}) => {
  const austinSls01 = await austinEquipmentId(playwright.request, baseURL, 'SLS-01 · EOS P 396');
  await logIn(page, 'vendor@demo.test');
  for (const id of ['999999', String(austinSls01), 'new']) {
    await page.goto(`${LIST}/${id}`);
    await expect(page.getByRole('heading', { name: 'Equipment not found' })).toBeVisible();
    await expect(page.getByText(`There is no equipment ${id} in this facility.`)).toBeVisible();
  }
  await page.getByRole('link', { name: 'Back to machine platforms' }).click();
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  await expect(page.getByRole('link', { name: 'NW-FFF-1 · UltiMaker S5' })).toBeVisible();
});
