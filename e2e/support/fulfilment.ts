/** What a facility and a customer do on an awarded order's page: inspect, ship, confirm a delivery. */
import { expect, type Page } from '@playwright/test';

/**
 * Records an inspection of a part (its choice as the form offers it) on the facility's open order;
 * failed pieces are scrapped, or with `ncr` held for a non-conformance report.
 */
export async function inspect(page: Page, choice: string, passed: number, failed: number, note = '', { ncr = false } = {}) {
  const part = choice.replace(/ \(\d+ waiting\)$/, '');
  const form = page.getByRole('form', { name: 'Record an inspection' });
  await form.getByLabel('Part').selectOption({ label: choice });
  await form.getByLabel('Passed').fill(String(passed));
  await form.getByLabel(/^Failed/).fill(String(failed));
  if (ncr) await form.getByLabel(/non-conformance report/).check();
  if (note) await form.getByLabel('Note').fill(note);
  await form.getByRole('button', { name: 'Record inspection' }).click();
  await expect(page.getByRole('region', { name: 'Inspections', exact: true })).toContainText(
    `${part}: ${passed} passed, ${failed} failed`,
  );
}

/** Ships pieces of the facility's open order with UPS in one package. */
export async function ship(page: Page, pieces: Record<string, number>, trackingNumber: string) {
  const form = page.getByRole('form', { name: 'New shipment' });
  for (const [part, count] of Object.entries(pieces)) await form.getByLabel(new RegExp(`^${part} \\(up to`)).fill(String(count));
  await form.getByLabel('Carrier').fill('UPS');
  await form.getByLabel('Service').fill('Ground');
  await form.getByLabel('Tracking number').fill(trackingNumber);
  await form.getByLabel('Weight (kg)').fill('1.2');
  await form.getByLabel('Length (mm)').fill('300');
  await form.getByLabel('Width (mm)').fill('200');
  await form.getByLabel('Height (mm)').fill('150');
  await form.getByRole('button', { name: 'Ship', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Shipments', exact: true })).toContainText(`tracking number ${trackingNumber}`);
}

/** The customer confirms the shipment on its way. */
export async function confirmDelivery(page: Page) {
  await page.getByRole('button', { name: /^Confirm delivery of shipment/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm delivery' }).click();
  await expect(page.getByRole('button', { name: /^Confirm delivery of shipment/ })).toHaveCount(0);
}
