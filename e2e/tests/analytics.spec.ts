import { expectNoAxeViolations } from '../support/axe';
import { logIn } from '../support/login';
import { callsOf, confirmedAcmeOrder } from '../support/orders';
import { inGerman } from '../support/quality';
import { expect, test, type Page } from '../support/test';

// A plant manager's morning, on a day of its own — 4 March 2020 in the browser's zone, years
// before any other booking: Austin's SLS printer holds a job planned 08:00 to 16:00 that printed
// for 6 hours; its 10 brackets all pass and ship at 15:00, weeks before the day promised. Worked
// out by hand: planned 8 of 24 hours (33 %), printing 6 (25 %); availability 6 ÷ 8 = 75 %,
// performance 8 ÷ 6 capped at 100 %, quality 10 of 10 = 100 %, OEE 75 %; 1 of 1 shipment on time.

test.setTimeout(120_000);

const TITLE = 'Analytics day brackets';

/** An instant of 4 March 2020 in the browser's zone. */
const onTheDay = (page: Page, hour: number) => page.evaluate((at) => new Date(2020, 2, 4, at).getTime(), hour);

test('analytics shows a machine’s day as worked out by hand: utilisation, OEE and on-time delivery', async ({ page }) => {
  const austin = await callsOf(page.request, 'admin@demo.test');
  const order = await confirmedAcmeOrder(page.request, { title: TITLE, fileName: 'analytics-bracket.stl', quantity: 10 });
  const from = await onTheDay(page, 8);
  await austin('post', '/api/v1/job-scheduling', {
    jobName: `${TITLE} build`,
    jobType: 'ORDER',
    jobStatus: 'COMPLETED',
    estimatedTime: 8,
    actualTime: 6,
    equipmentDTO: { id: order.printer.id },
    materialDTO: { id: order.material.id },
    fromDate: from,
    toDate: from + 8 * 3_600_000,
    jobOrderDTOs: [{ orderId: order.id, fileIds: [{ rfqCadFileId: order.partId, quantity: 10 }] }],
  });
  await austin('post', `/api/v1/orders/${order.id}/progress`, { status: 'IN_MANUFACTURING', reason: 'Built' });
  await austin('post', `/api/v1/orders/${order.id}/inspections`, {
    rfqFileId: order.partId,
    passedQuantity: 10,
    failedQuantity: 0,
  });
  await austin('post', `/api/v1/orders/${order.id}/shipments`, {
    lines: [{ rfqFileId: order.partId, quantity: 10 }],
    packages: [{ weightGrams: 900, lengthMm: 200, widthMm: 150, heightMm: 100 }],
    carrier: 'UPS',
    service: 'Ground',
    trackingNumber: '1ZANALYTICSDAY1',
    shipDate: await onTheDay(page, 15),
  });
  const printer = ((await austin('get', '/api/v3/sp/equipments')) as { id: number; displayName: string }[]).find(
    (machine) => machine.id === order.printer.id,
  )!.displayName;

  await logIn(page, 'admin@demo.test');
  await page.goto('/service-provider/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await page.getByLabel('Period').selectOption({ label: 'Custom' });
  for (const name of ['From', 'To']) {
    const day = page.getByRole('textbox', { name, exact: true });
    await day.fill('2020-03-04');
    await day.press('Tab');
  }
  await page.getByLabel('Machine').selectOption({ label: printer });

  const utilisation = page.getByRole('table', { name: 'Utilisation' }).getByRole('row', { name: new RegExp(printer) });
  await expect(utilisation).toContainText('33%');
  await expect(utilisation).toContainText('25%');
  const oee = page.getByRole('table', { name: /^OEE/ }).getByRole('row', { name: new RegExp(printer) });
  await expect(oee.getByRole('cell')).toHaveText(['75%', '100%', '100%', '75%']);
  await expect(page.getByRole('region', { name: 'On-time delivery' })).toContainText('1 of 1 shipment on time: 100%');
  await expectNoAxeViolations(page);

  await inGerman(page, async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Analysen' })).toBeVisible();
    const auslastung = page.getByRole('table', { name: 'Auslastung' }).getByRole('row', { name: new RegExp(printer) });
    await expect(auslastung).toContainText('33 %');
    await expectNoAxeViolations(page);
  });

  // On a phone the figures stack, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(utilisation).toContainText('25%');
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
