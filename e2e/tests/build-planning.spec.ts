import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { expectNoAxeViolations } from '../support/axe';
import { confirmedAcmeOrder } from '../support/orders';
import { inGerman } from '../support/quality';
import { expect, test } from '../support/test';
import { bearerOf, logIn } from '../support/login';

const PLANNING = '/service-provider/build-planning-new';

test('a planner ticks an awarded part into a build, packs it, sees it in 3D, moves a piece by hand, downloads the 3MF and saves it as a job', async ({
  page,
  request,
}) => {
  const { printer } = await confirmedAcmeOrder(request, {
    title: 'Brackets to build',
    fileName: 'bracket-cube.stl',
    quantity: 6,
  });
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

  // One piece moved onto another is refused; moved clear of the others, it stays there, pinned.
  const buildUrl = `/api/v1/builds/${page.url().split('/').pop()}`;
  const headers = await bearerOf(request, 'admin@demo.test');
  const placedOf = async () =>
    (await (await request.get(buildUrl, { headers })).json()).packing.result.placements as { matrix: number[] }[];
  const placed = await placedOf();
  const moving = page.getByRole('region', { name: 'Move a piece by hand' });
  await moving.getByRole('combobox', { name: 'Piece' }).selectOption({ label: 'bracket-cube.stl, piece 2' });
  const moveBy = async (offset: number[]) => {
    for (const [at, axis] of ['x', 'y', 'z'].entries())
      await moving.getByRole('spinbutton', { name: `Move along ${axis} (mm)` }).fill(String(offset[at]));
  };
  await moveBy([12, 13, 14].map((at) => placed[0]!.matrix[at]! - placed[1]!.matrix[at]!));
  await expect(moving.getByRole('alert')).toContainText('bracket-cube.stl and bracket-cube.stl');
  await expect(moving.getByRole('button', { name: 'Move the piece' })).toBeDisabled();
  await moveBy([0, 0, 30]);
  await expect(moving.getByText('The piece fits there; the build would be 55 mm high.')).toBeVisible();
  await moving.getByRole('button', { name: 'Move the piece' }).click();
  await expect(moving.getByRole('combobox', { name: 'Piece' })).toContainText('bracket-cube.stl, piece 2 (moved by hand)');

  // The 3MF for the printer's software holds every piece where the build has it.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download 3MF' }).click()]);
  const model = strFromU8(unzipSync(readFileSync((await download.path())!))['3D/3dmodel.model']!);
  const transforms = [...model.matchAll(/<item [^>]*transform="([^"]+)"/g)].map((item) => item[1]!.split(' ').map(Number));
  const pieces = await placedOf();
  expect(transforms).toHaveLength(6);
  // A 3MF transform is row by row what three.js keeps column by column, less the last row.
  pieces.forEach(({ matrix }, index) =>
    [0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14].forEach((at, column) =>
      expect(transforms[index]![column]).toBeCloseTo(matrix[at]!, 4),
    ),
  );

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
