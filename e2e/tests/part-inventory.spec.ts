import { expectNoAxeViolations } from '../support/axe';
import { logIn, sidebar } from '../support/login';
import { cubeStl } from '../support/part-files';
import { expect, test } from '../support/test';

// A customer reorders a delivered part from the inventory with a new
// revision. The demo's fixture plates (Acme's, made and partly delivered by the Austin plant)
// get a second revision, which is compared with the first and ordered again through New Order;
// the facility's inventory shows the part of its awarded order.

test('a customer reorders a delivered part from the inventory with a new revision', async ({ page, browser }) => {
  test.setTimeout(150_000);
  // Every call the customer's pages make is one a customer may make.
  const refused: string[] = [];
  page.on('response', (response) => void (response.status() === 403 && refused.push(response.url())));
  await logIn(page, 'engineer@demo.test');
  await page.goto('/engineer');
  await sidebar(page).getByRole('link', { name: 'Part Inventory' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Part Inventory' })).toBeVisible();
  await page.getByLabel('Search by name, part number, file id, material or process').fill('fixture_plate');
  const parts = page.getByRole('table', { name: 'Parts' });
  const plate = parts.getByRole('row', { name: /fixture_plate/ });
  await expect(parts.getByRole('row')).toHaveCount(2); // the header and the plate
  await expect(plate).toContainText('ABS-M30');
  // The filters offer what the customer's own parts were ordered in.
  await page.getByLabel('Material', { exact: true }).selectOption({ label: 'ABS-M30' });
  await expect(parts.getByRole('row')).toHaveCount(2);
  await page.getByLabel('Process', { exact: true }).selectOption({ label: 'FDM' });
  await expect(parts.getByRole('row')).toHaveCount(2);
  expect(refused).toEqual([]);
  const delivered = Number(await plate.getByRole('cell').last().innerText());
  expect(delivered).toBeGreaterThan(0);
  await expectNoAxeViolations(page);

  await plate.getByRole('button', { name: 'Open fixture_plate' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'fixture_plate' })).toBeVisible();
  await expect(page.getByText('A part with two revisions or more can be compared.')).toBeVisible();
  // A thicker plate: 12 mm instead of 10 along each side of the cube the test uploads.
  await page
    .getByRole('region', { name: 'Upload a new revision' })
    .locator('input[type="file"]')
    .setInputFiles({ name: 'fixture_plate_rev2.stl', mimeType: 'model/stl', buffer: cubeStl(12) });
  await expect(page.getByText('fixture_plate_rev2.stl is the new revision', { exact: true })).toBeVisible({ timeout: 30_000 });
  const revisions = page.getByRole('table', { name: 'Revisions' });
  await expect(revisions.getByRole('row', { name: /fixture_plate_rev2\.stl/ })).toContainText('12 × 12 × 12 mm');
  const comparison = page.getByRole('table', { name: 'Revision 1 and revision 2' });
  await expect(comparison.getByRole('row', { name: /Volume/ })).toContainText('1.73');
  await expectNoAxeViolations(page);

  // Reordered: New Order opens the draft with the new revision as last ordered.
  await page.getByRole('button', { name: 'Reorder this part' }).click();
  await expect(page).toHaveURL(/\/store-front\?draft=\d+$/);
  await expect(page.getByText('fixture_plate_rev2.stl').first()).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  const part = page.getByRole('region', { name: 'fixture_plate_rev2.stl' });
  await expect(part.getByLabel('Quantity')).toHaveValue('8');
  // Each step is an entry of the browser's history: Back returns to the files of the same draft,
  // Forward to its parts, and a reload stays on the step.
  await expect(page).toHaveURL(/[?&]step=parts/);
  await page.goBack();
  await expect(page).not.toHaveURL(/step=parts/);
  await expect(page).toHaveURL(/[?&]draft=\d+/);
  await expect(part).toHaveCount(0);
  await page.goForward();
  await expect(part.getByLabel('Quantity')).toHaveValue('8');
  await page.reload();
  await expect(part.getByLabel('Process')).toHaveValue(/\d+/);
  await expect(part.getByLabel('Quantity')).toHaveValue('8');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByLabel('Order title')).toHaveValue('Reorder: fixture_plate');
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('Quotes due by').fill(inDays(7));
  await page.getByLabel('Quotes due by').press('Enter');
  await page.getByLabel('Target delivery date').fill(inDays(30));
  await page.getByLabel('Target delivery date').press('Enter');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByRole('button', { name: 'Submit order' }).click();
  await expect(page).toHaveURL(/\/order-details\/\d+$/);
  const orderId = page.url().match(/(\d+)$/)![1]!;

  // The part now has two orders, the new one of revision 2.
  await page.goto('/engineer/part-inventory');
  await page.getByLabel('Search by name, part number, file id, material or process').fill('fixture_plate');
  await parts
    .getByRole('row', { name: /fixture_plate/ })
    .getByRole('button', { name: 'Open fixture_plate' })
    .click();
  const orders = page.getByRole('table', { name: 'Orders of this part' });
  await expect(orders.getByRole('row', { name: new RegExp(`${orderId}: Reorder: fixture_plate`) })).toContainText('2');
  await expect(orders.getByRole('row')).toHaveCount(3);

  // The facility that made it reads the part of its awarded order, not the new request.
  const austin = await (await browser.newContext()).newPage();
  await logIn(austin, 'admin@demo.test');
  await austin.goto('/service-provider/part-inventory');
  await austin.getByLabel('Search by name, part number, file id, material or process').fill('fixture_plate');
  const row = austin.getByRole('table', { name: 'Parts' }).getByRole('row', { name: /fixture_plate/ });
  await expect(row).toContainText('Acme Robotics');
  await row.getByRole('button', { name: 'Open fixture_plate' }).click();
  await expect(austin.getByRole('table', { name: 'Orders of this part' }).getByRole('row')).toHaveCount(2);
  await expectNoAxeViolations(austin);
});
