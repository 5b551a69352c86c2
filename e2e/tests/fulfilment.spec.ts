import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations } from '../support/axe';
import { confirmDelivery, inspect, ship } from '../support/fulfilment';
import { logIn } from '../support/login';
import { expect, test, type Page } from '../support/test';

// From award to delivery on the demo data: the facility's shipments (what waits to ship, what is on
// its way, what arrived), an order held and resumed, and the facility's archive.

/** Opens the demo order of this title from the facility's awarded part orders. */
async function openAwarded(page: Page, title: string) {
  await page.goto('/service-provider');
  await page.getByRole('tab', { name: 'Awarded' }).click();
  const row = page.getByRole('table', { name: 'Part orders: Awarded' }).getByRole('row').filter({ hasText: title });
  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test('a facility finds what waits to ship, what is on its way and what arrived, and exports it', async ({ page }) => {
  await logIn(page, 'admin@demo.test');
  await page.goto('/service-provider/shipments');
  await expect(page.getByRole('heading', { level: 1, name: 'Shipments' })).toBeVisible();
  // Four clamp jaws passed inspection and wait.
  const toShip = page.getByRole('table', { name: 'Shipments: To ship' });
  await expect(toShip.getByRole('row').filter({ hasText: 'Fixture plates and clamp jaws' })).toContainText('4');
  await expect(toShip.getByRole('row').filter({ hasText: 'Calibration cubes' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: 'Delivered' }).click();
  const delivered = page.getByRole('table', { name: 'Shipments: Delivered' });
  await expect(delivered.getByRole('row')).toHaveCount(4); // the header and three deliveries
  await page.getByLabel('Search by order, customer or tracking number').fill('1Z4F29W8');
  await expect(delivered.getByRole('row')).toHaveCount(2);
  await expect(delivered).toContainText('UPS Ground');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toBe('shipments-delivered.csv');
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv).toContain('Fixture plates and clamp jaws');
  expect(csv).toContain('1Z4F29W80312345678');
  expect(csv).not.toContain('Calibration cubes');

  // The coolant nozzles are on their way to Munich; Northwind's display stands are on their way
  // too, but they are another tenant's shipment.
  await page.getByRole('tab', { name: 'On their way' }).click();
  const onTheirWay = page.getByRole('table', { name: 'Shipments: On their way' });
  await expect(onTheirWay.getByRole('row').filter({ hasText: 'Coolant nozzles for the Munich line' })).toContainText(
    'DA-AUS-MUC-0412',
  );
  await expect(onTheirWay).not.toContainText('display stands');
});

test('a planner resumes a held order where it left off, holds it again with a reason, and the customer reads why', async ({
  page,
  browser,
}) => {
  await logIn(page, 'admin@demo.test');
  await openAwarded(page, 'Mounting brackets (on hold)');
  const making = page.getByRole('region', { name: 'Production and delivery' });
  await expect(making).toContainText('On hold (from Confirmed)');
  await making.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText('Confirmed by the facility');
  // A hold needs a reason: the button waits for one.
  await expect(making.getByRole('button', { name: 'Put on hold' })).toBeDisabled();
  await making.getByLabel('Reason').fill('Waiting for drawing revision E');
  await making.getByRole('button', { name: 'Put on hold' }).click();
  await expect(making).toContainText('On hold (from Confirmed)');
  await expectNoAxeViolations(page);

  const customer = await (await browser.newContext()).newPage();
  await logIn(customer, 'engineer@demo.test');
  await customer.goto('/engineer');
  await customer.getByRole('row').filter({ hasText: 'Mounting brackets (on hold)' }).getByRole('link').first().click();
  await expect(customer.getByText('The facility has put the order on hold')).toBeVisible();
  await expect(customer.getByText('Waiting for drawing revision E', { exact: true })).toBeVisible();
  await expectNoAxeViolations(customer);
});

test('a facility archives an order that is over and restores it from its archive', async ({ page }) => {
  await logIn(page, 'admin@demo.test');
  await openAwarded(page, 'Calibration cubes');
  await expect(page.getByRole('region', { name: 'Production and delivery' })).toContainText('Paid on');
  await page.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByRole('button', { name: 'Restore from the archive' })).toBeVisible();

  await page.goto('/service-provider/archive');
  const archive = page.getByRole('table', { name: 'Part orders: Archive' });
  await expect(archive.getByRole('row').filter({ hasText: 'Calibration cubes' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/service-provider');
  await page.getByRole('tab', { name: 'All' }).click();
  await expect(
    page.getByRole('table', { name: 'Part orders: All' }).getByRole('row').filter({ hasText: 'Calibration cubes' }),
  ).toHaveCount(0);

  await page.goto('/service-provider/archive');
  await archive.getByRole('row').filter({ hasText: 'Calibration cubes' }).getByRole('link').click();
  await page.getByRole('button', { name: 'Restore from the archive' }).click();
  await expect(page.getByRole('button', { name: 'Archive', exact: true })).toBeVisible();
});

test('a shop that works without jobs moves an order by hand, ships it, confirms it arrived and records the payment', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logIn(page, 'admin@demo.test');
  await openAwarded(page, 'Fixture spacers');
  const status = page.getByRole('heading', { level: 1 }).locator('..');
  const making = page.getByRole('region', { name: 'Production and delivery' });
  // A move by hand says why: the button waits for a state to move to.
  await expect(making.getByRole('button', { name: 'Move', exact: true })).toBeDisabled();
  await making.getByLabel('Move to').selectOption({ label: 'In manufacturing' });
  // Without the reason the form asks for it; nothing is sent.
  await making.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(making.getByText('Please say why the order moves by hand')).toBeVisible();
  await making.getByLabel('Reason').fill('Printed on the shop’s own printers before the platform');
  await expect(making.getByText('Please say why the order moves by hand')).toHaveCount(0);
  await making.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(status).toContainText('In production');
  await expectNoAxeViolations(page);

  await inspect(page, 'fixture_spacer.stl (12 waiting)', 12, 0);
  await ship(page, { 'fixture_spacer.stl': 12 }, '1ZSPACERS0001');
  // Acme calls to say the parts arrived: the facility confirms the delivery on its word.
  await confirmDelivery(page);

  // Austin takes payment through the platform: the order waits for it.
  const payment = making.getByRole('region', { name: 'Everything is delivered: record the customer’s payment' });
  await payment.getByLabel('Payment reference').fill('Bank transfer 2026-1187');
  await payment.getByRole('button', { name: 'Record payment' }).click();
  await expect(making).toContainText('(Bank transfer 2026-1187)');
  await expectNoAxeViolations(page);
});
