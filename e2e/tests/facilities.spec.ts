import { expectNoAxeViolations } from '../support/axe';
import { logIn, sidebar } from '../support/login';
import { cubeStl } from '../support/part-files';
import { expect, test } from '../support/test';

// A customer company marks a facility BLACK_LISTED, and its next order to its
// approved vendors no longer reaches that facility.

const NORTHWIND = 'Northwind Precision Printing';

test('a customer blacklists a facility, and its next APPROVED_VENDORS order no longer reaches it', async ({ browser }) => {
  test.setTimeout(120_000);
  const title = `Blacklist check ${Date.now()}`;
  const customer = await (await browser.newContext()).newPage();
  await logIn(customer, 'engineer@demo.test');
  await customer.goto('/engineer');
  await sidebar(customer).getByRole('link', { name: 'Facilities' }).first().click();
  await expect(customer.getByRole('heading', { level: 1, name: 'Facilities' })).toBeVisible();
  const table = customer.getByRole('table', { name: 'Facilities' });
  const northwind = table.getByRole('row').filter({ hasText: NORTHWIND });
  await expect(northwind).toContainText('UltiMaker S5');
  await expectNoAxeViolations(customer);
  await customer.getByLabel('Search by name, place, process, machine, material or certification').fill('13485');
  await expect(table.getByRole('row')).toHaveCount(2); // the header and Munich
  await customer.getByLabel('Search by name, place, process, machine, material or certification').fill('');

  const relation = northwind.getByRole('combobox', { name: `Relation to ${NORTHWIND}` });
  await expect(relation).toHaveValue('PRIVATE');
  await relation.selectOption({ label: 'Blacklisted' });
  await customer
    .getByRole('alertdialog', { name: `Blacklist ${NORTHWIND}?` })
    .getByRole('button', { name: 'Blacklist' })
    .click();
  await expect(customer.getByText(`${NORTHWIND}: Blacklisted`, { exact: true })).toBeVisible();
  await expect(relation).toHaveValue('BLACK_LISTED');

  try {
    // New Order to the approved vendors: only the store front's facility is left.
    await customer.goto('/store-front');
    await customer
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: 'spacer.stl', mimeType: 'model/stl', buffer: cubeStl(10) });
    await expect(customer.getByText('Parts in this order: 1')).toBeVisible();
    await customer.getByRole('button', { name: 'Save and continue' }).click();
    const part = customer.getByRole('region', { name: 'spacer.stl' });
    await part.getByLabel('Process').selectOption({ label: 'SLA' });
    await part.getByLabel('Material').selectOption({ label: 'Clear Resin V4 (facilities: 1)' });
    await part.getByLabel('Quantity').fill('4');
    await customer.getByRole('button', { name: 'Save and continue' }).click();
    await customer.getByLabel('Order title').fill(title);
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    await customer.getByLabel('Quotes due by').fill(inDays(7));
    await customer.getByLabel('Quotes due by').press('Enter');
    await customer.getByLabel('Target delivery date').fill(inDays(30));
    await customer.getByLabel('Target delivery date').press('Enter');
    await customer.getByLabel('Send the order to').selectOption({ label: 'Our approved vendors' });
    await expect(customer.getByText('Facilities this order reaches: 1')).toBeVisible();
    await customer.getByRole('button', { name: 'Save and continue' }).click();
    await customer.getByRole('button', { name: 'Submit order' }).click();
    await expect(customer).toHaveURL(/\/order-details\/\d+$/);
    await expect(customer.getByRole('region', { name: 'Demo Additive — Austin Plant' })).toBeVisible();
    await expect(customer.getByRole('region', { name: NORTHWIND })).toHaveCount(0);

    // Northwind never receives it; Austin does.
    const vendor = await (await browser.newContext()).newPage();
    await logIn(vendor, 'vendor@demo.test');
    await expect(vendor.getByRole('table', { name: 'Part orders: New requests' })).toBeVisible();
    await expect(vendor.getByRole('row').filter({ hasText: title })).toHaveCount(0);
    const austin = await (await browser.newContext()).newPage();
    await logIn(austin, 'admin@demo.test');
    await expect(
      austin.getByRole('table', { name: 'Part orders: New requests' }).getByRole('row').filter({ hasText: title }),
    ).toBeVisible();
  } finally {
    // The worker's later tests find Acme's vendors as the demo has them.
    await customer.goto('/engineer/facilities');
    await table
      .getByRole('row')
      .filter({ hasText: NORTHWIND })
      .getByRole('combobox', { name: `Relation to ${NORTHWIND}` })
      .selectOption({ label: 'Approved' });
    await expect(customer.getByText(`${NORTHWIND}: Approved`, { exact: true })).toBeVisible();
  }
});

test('a facility’s admin sees the facilities it works with, its sister plant INTERNAL', async ({ page }) => {
  await logIn(page, 'admin@demo.test');
  await sidebar(page).getByRole('link', { name: 'Facilities And Vendors' }).first().click();
  const table = page.getByRole('table', { name: 'Facilities' });
  await expect(table.getByRole('row').filter({ hasText: 'Demo Additive — Munich Plant' })).toContainText(
    'Internal (your enterprise)',
  );
  await expect(table.getByRole('row').filter({ hasText: NORTHWIND })).toContainText('ISO 9001:2015');
  await expectNoAxeViolations(page);
});
