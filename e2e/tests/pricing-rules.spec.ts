import { expectNoAxeViolations } from '../support/axe';
import { bearerOf, logIn, sidebar } from '../support/login';
import { cubeStl } from '../support/part-files';
import { expect, test, type Page } from '../support/test';

// An admin writes the facility's pricing rules; a formula that cannot be
// evaluated is refused with the reason; the saved rules are previewed on a part of the inventory,
// term by term; an earlier version can be brought back.

interface PartRow {
  id: number;
  name: string;
  material: string | null;
  process: string | null;
  latest: { fileName: string } | null;
}

test('an admin saves pricing rules, is told why a formula is refused, and previews a part term by term', async ({
  page,
  request,
}) => {
  // A part of Austin's inventory, with the material and process it was last ordered in.
  const headers = await bearerOf(request, 'admin@demo.test');
  const inventory = await request.get('/api/v1/sp/part-inventory?offset=0&limit=50', { headers });
  const part = ((await inventory.json()) as { rows: PartRow[] }).rows.find((row) => row.material && row.process && row.latest)!;
  expect(part).toBeDefined();
  // The demo's rules set aside: the admin starts from an empty form.
  const { version } = (await (await request.get('/api/v1/pricing-rules', { headers })).json()) as { version: number };
  const empty = {
    currency: 'USD',
    setupMinor: 0,
    minimumOrderMinor: 0,
    postProcessingMinor: 0,
    materials: [],
    processes: [],
    finishes: [],
    quantityBreaks: [],
    rushSurcharges: [],
    formulas: [],
    autoQuote: false,
  };
  expect((await request.put('/api/v1/pricing-rules', { headers, data: { baseVersion: version, rules: empty } })).status()).toBe(
    200,
  );

  await logIn(page, 'admin@demo.test');
  await sidebar(page).getByRole('link', { name: 'Pricing Rules' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing Rules' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Add a material' }).click();
  await page.getByLabel('Material 1', { exact: true }).selectOption({ label: part.material! });
  await page.getByLabel('Price per cm³ 1 (USD)').fill('0.15');
  await page.getByRole('button', { name: 'Add a process' }).click();
  await page.getByLabel('Process 1', { exact: true }).selectOption({ label: part.process! });
  await page.getByLabel('Machine hour rate 1 (USD)').fill('45');
  await page.getByLabel('Build rate 1 (cm³ per hour)').fill('40');
  await page.getByLabel('Setup per order (USD)').fill('50');
  await page.getByRole('button', { name: 'Add a quantity break' }).click();
  await page.getByLabel('From pieces 1').fill('10');
  await page.getByLabel('Discount % 1').fill('10');
  await page.getByRole('button', { name: 'Add a formula' }).click();
  await page.getByLabel('Name of formula 1').fill('Shout');
  await page.getByLabel('Formula 1 (JSON Logic)').fill('{"method": [{"var": "material"}, "toUpperCase"]}');
  await page.getByRole('button', { name: 'Save as a new version' }).click();
  const refusal = 'The formula “Shout” cannot be evaluated: The operator "method" is not allowed';
  await expect(page.getByRole('alert').filter({ hasText: refusal }).first()).toBeVisible();

  await page.getByLabel('Name of formula 1').fill('Handling by size');
  await page.getByLabel('Formula 1 (JSON Logic)').fill('{"*": [{"var": "boxVolumeCm3"}, 2]}');
  await page.getByRole('button', { name: 'Save as a new version' }).click();
  await expect(page.getByText(/^Version \d+ of the pricing rules saved$/)).toBeVisible();
  await expect(page.getByText(/^Version \d+, saved by Alex Admin on /)).toBeVisible();

  // The preview: the part ordered ten times, term by term.
  const preview = page.getByRole('region', { name: 'Preview' });
  await preview.getByLabel('Part', { exact: true }).selectOption({ label: `${part.name} (${part.latest!.fileName})` });
  await preview.getByLabel('Material', { exact: true }).selectOption({ label: part.material! });
  await preview.getByLabel('Process', { exact: true }).selectOption({ label: part.process! });
  await preview.getByLabel('Quantity').fill('10');
  await preview.getByRole('button', { name: 'Preview the price' }).click();
  const terms = preview.getByRole('table', { name: 'Terms of the piece price' });
  await expect(terms.getByRole('row')).toHaveText([
    /^TermBasisPer piece$/,
    /^Material[\d.,]+ cm³ × \$0\.15 per cm³\$[\d.,]+$/,
    /^Machine time[\d.,]+ h × \$45\.00 per hour\$[\d.,]+$/,
    /^Handling by sizeFormula\$[\d.,]+$/,
    /^Quantity break−10 % from 10 pieces-\$[\d.,]+$/,
  ]);
  // The terms add up to the piece price, ten pieces and the setup to the total.
  const cents = async (cell: string) => Math.round(Number(cell.replace(/[^\d.-]/g, '')) * 100);
  const amounts = await terms.locator('tbody tr td:last-child').allTextContents();
  const piece = (await Promise.all(amounts.map(cents))).reduce((sum, value) => sum + value, 0);
  const totals = preview.locator('dl');
  await expect(totals.locator('dt')).toHaveText(['Piece price', '10 pieces', 'Setup per order', 'Total before tax']);
  const [unit, parts, setup, total] = await Promise.all((await totals.locator('dd').allTextContents()).map(cents));
  expect([unit, parts, setup, total]).toEqual([piece, piece * 10, 5_000, piece * 10 + 5_000]);
  await expectNoAxeViolations(page);
});

test('an earlier version is loaded into the form and saved again as the newest', async ({ page }) => {
  await logIn(page, 'admin@demo.test');
  await page.goto('/pricing-rules');
  const setup = page.getByLabel('Setup per order (USD)');
  const save = page.getByRole('button', { name: 'Save as a new version' });
  const current = page.getByText(/^(Version \d+, saved by|No rules have been saved yet)/);
  for (const amount of ['60', '75']) {
    const version = Number((await current.textContent())!.match(/^Version (\d+)/)?.[1] ?? 0);
    await setup.fill(amount);
    await save.click();
    await expect(page.getByText(`Version ${version + 1} of the pricing rules saved`, { exact: true })).toBeVisible();
    await expect(current).toHaveText(new RegExp(`^Version ${version + 1}, saved by Alex Admin`));
  }

  // The newest earlier version is the one with a setup of 60.
  const earlier = page.getByLabel('An earlier version');
  await earlier.selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Load into the form' }).click();
  await expect(setup).toHaveValue('60');
  await save.click();
  await expect(save).toBeDisabled();
  await page.reload();
  await expect(setup).toHaveValue('60');
});

test('the operator, without ROLE_ADMIN, has no pricing rules page', async ({ page }) => {
  await logIn(page, 'operator@demo.test');
  await expect(sidebar(page).getByRole('link', { name: 'Pricing Rules' })).toHaveCount(0);
  await page.goto('/pricing-rules');
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing Rules' })).toHaveCount(0);
});

test('a planner fills a bid from the pricing rules', async ({ page, request }) => {
  // Rules that price every material in SLS at 0.20 per cm³ and 30.00 a machine hour.
  const headers = await bearerOf(request, 'admin@demo.test');
  const get = async <T>(url: string) => (await (await request.get(url, { headers })).json()) as T;
  const materials = await get<{ id: number }[]>('/api/v1/sp/materials');
  const processes = await get<{ id: number; name: string }[]>('/api/v1/amprocess');
  const sls = processes.find((process) => process.name === 'SELECTIVE_LASER_SINTERING')!;
  const { version } = await get<{ version: number }>('/api/v1/pricing-rules');
  const rules = {
    currency: 'USD',
    setupMinor: 4_000,
    minimumOrderMinor: 0,
    postProcessingMinor: 0,
    materials: materials.map((material) => ({ materialId: material.id, pricePerCm3Minor: 20 })),
    processes: [{ processId: sls.id, machineHourRateMinor: 3_000, buildRateCm3PerHour: 40 }],
    finishes: [],
    quantityBreaks: [],
    rushSurcharges: [],
    formulas: [],
    autoQuote: false,
  };
  const saved = await request.put('/api/v1/pricing-rules', { headers, data: { baseVersion: version, rules } });
  expect(saved.status()).toBe(200);

  await logIn(page, 'planner@demo.test');
  const title = 'Sensor brackets (quote stage)';
  await page.goto('/service-provider');
  await page.getByRole('tab', { name: 'New requests' }).click();
  const table = page.getByRole('table', { name: 'Part orders: New requests' });
  await table.getByRole('row').filter({ hasText: title }).getByRole('link').click();
  const form = page.getByRole('form', { name: 'Bid' });
  await form.getByRole('button', { name: 'Fill from the pricing rules' }).click();
  const filled = form.getByText(
    new RegExp(`^Filled from version ${version + 1} of the pricing rules: \\$[\\d,.]+ before tax\\.$`),
  );
  await expect(filled).toBeVisible();
  await expect(form.getByLabel('Setup (USD)')).toHaveValue('40');
  // 30 brackets at the unit price the rules give, and the setup: the total the form says it filled.
  const cents = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
  const unit = cents(await form.getByLabel('Unit price of sensor_bracket.stl ×').inputValue());
  expect(unit).toBeGreaterThan(0);
  expect(cents(/\$([\d,.]+) before tax/.exec((await filled.textContent())!)![1]!)).toBe(30 * unit + 4_000);
  await expectNoAxeViolations(page);
});

test('a customer orders at the instant price the facility’s rules give, beside the date its plan promises', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // Austin quotes automatically: every material at 0.50 per cm³, SLA at 40.00 an hour building 12 cm³.
  const headers = await bearerOf(request, 'admin@demo.test');
  const get = async <T>(url: string) => (await (await request.get(url, { headers })).json()) as T;
  const materials = await get<{ id: number }[]>('/api/v1/sp/materials');
  const sla = (await get<{ id: number; name: string }[]>('/api/v1/amprocess')).find((process) => process.name === 'SLA')!;
  const { version } = await get<{ version: number }>('/api/v1/pricing-rules');
  const saved = await request.put('/api/v1/pricing-rules', {
    headers,
    data: {
      baseVersion: version,
      rules: {
        currency: 'USD',
        setupMinor: 2_500,
        minimumOrderMinor: 0,
        postProcessingMinor: 0,
        materials: materials.map((material) => ({ materialId: material.id, pricePerCm3Minor: 50 })),
        processes: [{ processId: sla.id, machineHourRateMinor: 4_000, buildRateCm3PerHour: 12 }],
        finishes: [],
        quantityBreaks: [],
        rushSurcharges: [],
        formulas: [],
        autoQuote: true,
      },
    },
  });
  expect(saved.status()).toBe(200);
  // Ordering at a price is ordering: the store front's terms are accepted first.
  const rfqConfig = (termsText: string) =>
    request.put('/api/v1/sp/rfq-config', {
      headers,
      data: {
        requiredFields: [],
        distributions: ['LINK3D', 'INTERNAL_FACILITY', 'APPROVED_VENDORS'],
        quoteDueDays: 7,
        ndaTemplate: '',
        termsText,
      },
    });
  expect((await rfqConfig('Payment within 30 days.')).status()).toBe(200);
  try {
    await orderAtInstantPrice(page);
  } finally {
    await rfqConfig('');
  }
});

/** The customer's New Order of ten cubes in SLA, ordered at Austin's instant price once the terms are accepted. */
async function orderAtInstantPrice(page: Page) {
  const run = Date.now();
  const fileName = `instant-cube-${run}.stl`;
  await logIn(page, 'engineer@demo.test');
  await page.goto('/store-front');
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: fileName, mimeType: 'model/stl', buffer: cubeStl(10) });
  await expect(page.getByText('Parts in this order: 1')).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  const part = page.getByRole('region', { name: fileName });
  await part.getByLabel('Process').selectOption({ label: 'SLA' });
  await part.getByLabel('Material').selectOption({ label: 'Clear Resin V4 (facilities: 2)' });
  await part.getByLabel('Quantity').fill('10');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByLabel('Order title').fill(`Instant cubes ${run}`);
  const inDays = (days: number) => new Date(run + days * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('Quotes due by').fill(inDays(7));
  await page.getByLabel('Quotes due by').press('Enter');
  await page.getByLabel('Target delivery date').fill(inDays(30));
  await page.getByLabel('Target delivery date').press('Enter');
  await page.getByLabel('Send the order to').selectOption({ label: 'Our approved vendors' });
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // A 1 cm³ cube: 0.50 of material and 1/12 h × 40.00 = 3.33 of machine time; ten, and the setup.
  const instant = page.getByRole('region', { name: 'Instant prices' });
  const austin = instant.getByRole('region', { name: 'Demo Additive — Austin Plant' });
  await expect(austin).toContainText('Total before tax: $63.30');
  await expect(austin).toContainText(`${fileName}: 10 × $3.83`);
  await expect(austin).toContainText('Setup: $25.00');
  await expect(austin).toContainText(/Delivery by \S+/);
  await expectNoAxeViolations(page);
  await austin.getByRole('button', { name: 'Order at $63.30' }).click();
  await expect(page.getByText('Please accept the terms and conditions')).toBeVisible();
  await page.getByRole('checkbox', { name: /^I accept the terms and conditions/ }).check();
  await austin.getByRole('button', { name: 'Order at $63.30' }).click();
  // What lasts: the order's page, the quote accepted at that price. The five-second toast that says
  // so is the component's test (instant-prices.test.tsx): on a loaded machine it can come and go
  // while the order's page is still loading.
  await expect(page).toHaveURL(/\/order-details\/\d+$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(`Instant cubes ${run}`);
  await expect(heading.locator('..')).toContainText('Quote accepted');
  await expect(page.getByRole('main')).toContainText('$63.30');
}
