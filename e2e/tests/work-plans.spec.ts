import { expectNoAxeViolations } from '../support/axe';
import { logIn } from '../support/login';
import { inGerman } from '../support/quality';
import { expect, test } from '../support/test';

// Work plans on the floor: an MES admin defines the plan of MJF in PA 12 and the awarded parts get
// it; an operator at the cooling racks starts and finishes a lot of the demo's printed SLS parts,
// which then waits at the depowdering station, and prints its traveller.

test('an MES admin defines a work plan that the awarded parts get', async ({ page }) => {
  await logIn(page, 'admin@demo.test');
  await page.goto('/service-provider/settings/mes');
  await expect(page.getByRole('heading', { level: 1, name: 'MES settings' })).toBeVisible();
  const plans = page.getByRole('table', { name: 'Work plans' });
  await expect(plans.getByRole('row', { name: /SLS nylon, blasted/ })).toContainText('Print → Cool → Depowder');
  await expect(page.getByRole('table', { name: 'Work centers' }).getByRole('row', { name: /Blaster/ })).toContainText('PP-01');

  await page.getByRole('button', { name: 'New work plan' }).click();
  const form = page.getByRole('form', { name: 'New work plan' });
  await form.getByLabel('Name', { exact: true }).fill('MJF PA 12, blasted');
  await form.getByLabel('Process').selectOption({ label: 'MJF' });
  await form.getByLabel('Material').selectOption({ label: 'HP 3D HR PA 12' });
  await form
    .getByRole('group', { name: /Step 1/ })
    .getByLabel('Step', { exact: true })
    .fill('Print');
  await form.getByRole('button', { name: 'Add step' }).click();
  const blast = form.getByRole('group', { name: /Step 2/ });
  await blast.getByLabel('Step', { exact: true }).fill('Bead blast');
  await blast.getByLabel('Work center').selectOption({ label: 'Blaster' });
  await blast.getByRole('button', { name: 'Add question' }).click();
  await blast.getByLabel('Question', { exact: true }).fill('Surface even');
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Save' }).click();
  // The demo's awarded MJF parts in PA 12 (the drone arm housings, the sensor pods) get it at once.
  await expect(page.getByText(/^MJF PA 12, blasted saved\. \d+ awarded parts? ha(s|ve) it\.$/)).toBeVisible();
  await expect(plans.getByRole('row', { name: /MJF PA 12, blasted/ })).toContainText('Print → Bead blast');
  await inGerman(page, async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'MES-Einstellungen' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('an operator starts and finishes a lot at the cooling racks, and prints its traveller', async ({ page }) => {
  await logIn(page, 'operator@demo.test');
  await page.goto('/service-provider/work-center');
  await page.getByRole('combobox', { name: 'Work center' }).selectOption({ label: 'Cooling racks' });
  const waiting = page.getByRole('region', { name: 'Waiting' });
  const lot = waiting.getByRole('region').first();
  await expect(lot).toBeVisible();
  const name = (await lot.getByRole('heading').textContent())!;
  await expectNoAxeViolations(page);

  await lot.getByRole('button', { name: 'Start' }).click();
  const start = page.getByRole('form', { name: /^Start lot/ });
  await start.getByRole('button', { name: 'Start' }).click();
  const inProgress = page.getByRole('region', { name: 'In progress' });
  const started = inProgress.getByRole('region', { name });
  await expect(started).toBeVisible();

  const download = page.waitForEvent('download');
  await started.getByRole('link', { name: `Traveller of ${name} (PDF)` }).click();
  expect((await download).suggestedFilename()).toMatch(/^traveller-\d+-\d+-\d+\.pdf$/);

  await started.getByRole('button', { name: 'Finish' }).click();
  const finish = page.getByRole('form', { name: /^Finish lot/ });
  await finish.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText(/^\d+ pieces? of lot \d+ finished$/)).toBeVisible();
  await expect(inProgress.getByRole('region', { name })).toHaveCount(0);

  // The lot now waits at the depowdering station, with the questions asked there.
  await page.getByRole('combobox', { name: 'Work center' }).selectOption({ label: 'Depowdering station' });
  await expect(page.getByRole('region', { name: 'Waiting' }).getByRole('region', { name })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await inGerman(page, async () => {
    await expect(page.getByRole('region', { name: 'Wartend' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
