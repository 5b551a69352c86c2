import { expectNoAxeViolations } from '../support/axe';
import { confirmedAcmeOrder } from '../support/orders';
import { inGerman } from '../support/quality';
import { expect, test } from '../support/test';
import { logIn } from '../support/login';

const PLANNING = '/service-provider/build-planning-new';

test('a planner ticks an awarded part into a build, packs it, sees it in 3D and saves it as a job', async ({ page, request }) => {
  const { printer } = await confirmedAcmeOrder(request, { title: 'Brackets to build', fileName: 'bracket-cube.stl', quantity: 6 });
  await logIn(page, 'admin@demo.test');
  await page.goto(PLANNING);
  await page.getByRole('searchbox', { name: 'Search by file, order or customer' }).fill('Brackets to build');
  const table = page.getByRole('table', { name: 'Build planning' });
  const row = table.getByRole('row').filter({ hasText: 'bracket-cube.stl' });
  await expect(row).toContainText('20 × 20 × 20');
  await expect(row).toContainText('Acme');
  await expectNoAxeViolations(page);
  await inGerman(page, async () => {
    await expect(page.getByRole('tab', { name: 'Zu planende Teile' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  await row.getByRole('checkbox', { name: 'Select bracket-cube.stl (Brackets to build)' }).check();
  await page.getByRole('button', { name: 'Plan a build' }).click();
  const form = page.getByRole('form', { name: 'Plan a build' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Bracket build');
  await expect(form.getByRole('spinbutton', { name: 'Pieces of bracket-cube.stl (up to 6)' })).toHaveValue('6');
  await form.getByRole('combobox', { name: 'Printer' }).selectOption({ value: String(printer.id) });
  await form.getByRole('button', { name: 'Plan' }).click();

  await expect(page).toHaveURL(/\/service-provider\/build-planning-new\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Bracket build', level: 1 })).toBeVisible();
  await expect(page.getByText('Not packed yet.')).toBeVisible();
  await page.getByRole('spinbutton', { name: 'Search time (s)' }).fill('5');
  await page.getByRole('button', { name: 'Pack', exact: true }).click();
  await expect(page.getByText('6 of 6 placed')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('list', { name: 'Colours by order' })).toContainText('Brackets to build');
  await expect(page.getByRole('img', { name: 'Bracket build in 3D' })).toBeVisible();
  await expect(page.getByText(/Loading parts/)).toBeHidden();
  await expectNoAxeViolations(page);
  await inGerman(page, async () => {
    await expect(page.getByText('6 von 6 platziert')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  await page.getByRole('textbox', { name: 'Starts' }).fill('17.06.2032');
  await page.getByRole('textbox', { name: 'Starts' }).press('Enter');
  await page.getByRole('button', { name: 'Save as job' }).click();
  await expect(page.getByText('Prepared')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bracket build' })).toHaveAttribute('href', /\/service-provider\/schedules\/\d+$/);
  await page.getByRole('button', { name: 'Put on the machine' }).click();
  await expect(page.getByText('On the machine', { exact: true })).toBeVisible();

  // At a phone's width the build and the planner's lists still work.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('img', { name: 'Bracket build in 3D' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(`${PLANNING}?view=builds`);
  await expect(page.getByRole('table', { name: 'Build planning' }).getByRole('link', { name: 'Bracket build' })).toBeVisible();
  await expectNoAxeViolations(page);
});
