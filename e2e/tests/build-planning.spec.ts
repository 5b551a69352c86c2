import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { confirmedAcmeOrder } from '../support/orders';
import { inGerman } from '../support/quality';
import { expect, test } from '../support/test';
import { showDaysOf } from '../support/jobs';
import { bearerOf, logIn } from '../support/login';

const PLANNING = '/service-provider/build-planning-new';
const PA12 = { materialName: 'HP 3D HR PA 12', processName: 'HPBJ' };

test('a planner builds Acme’s and Globex’s PA 12 parts on an MJF, checks and saves the build as a job, and group-nests what is left', async ({
  page,
  request,
}) => {
  // The whole of a planner's afternoon in one scenario: two packings, a job, a proposal.
  test.setTimeout(180_000);
  // Orders of this run only, found by their titles: Acme's and Globex's to build now, Globex's next order for the nesting.
  const run = `PA 12 run ${Date.now().toString(36)}`;
  const { printer } = await confirmedAcmeOrder(request, { title: `${run} Acme`, fileName: 'arm-cube.stl', quantity: 4, ...PA12 });
  const globex = { customer: 'thirdparty@demo.test', ...PA12 } as const;
  await confirmedAcmeOrder(request, { title: `${run} Globex`, fileName: 'pod-cube.stl', quantity: 3, ...globex });
  await confirmedAcmeOrder(request, { title: `${run} Globex next`, fileName: 'next-cube.stl', quantity: 5, ...globex });

  await logIn(page, 'planner@demo.test');
  await page.goto(PLANNING);
  await page.getByRole('searchbox', { name: 'Search by file, order or customer' }).fill(run);
  await page.getByRole('combobox', { name: 'Material' }).selectOption({ label: 'HP 3D HR PA 12' });
  const table = page.getByRole('table', { name: 'Build planning' });
  await expect(table.getByRole('row').filter({ hasText: run })).toHaveCount(3);
  await expect(table.getByRole('row').filter({ hasText: 'arm-cube.stl' })).toContainText('Acme Robotics');
  await expect(table.getByRole('row').filter({ hasText: 'pod-cube.stl' })).toContainText('Globex Prototyping');
  await expectNoAxeViolations(page);
  await inGerman(page, async () => {
    await expect(page.getByRole('tab', { name: 'Zu planende Teile' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  await table.getByRole('checkbox', { name: `Select arm-cube.stl (${run} Acme)` }).check();
  await table.getByRole('checkbox', { name: `Select pod-cube.stl (${run} Globex)` }).check();
  await page.getByRole('button', { name: 'Plan a build' }).click();
  const form = page.getByRole('form', { name: 'Plan a build' });
  await form.getByRole('textbox', { name: 'Name' }).fill(`${run} MJF build`);
  await expect(form.getByRole('spinbutton', { name: 'Pieces of pod-cube.stl (up to 3)' })).toHaveValue('3');
  await form.getByRole('combobox', { name: 'Printer' }).selectOption({ value: String(printer.id) });
  await form.getByRole('button', { name: 'Plan' }).click();

  await expect(page).toHaveURL(/\/service-provider\/build-planning-new\/\d+$/);
  const buildId = Number(page.url().split('/').pop());
  await expect(page.getByRole('heading', { name: `${run} MJF build`, level: 1 })).toBeVisible();
  await expect(page.getByText('Not packed yet.')).toBeVisible();
  await page.getByRole('spinbutton', { name: 'Search time (s)' }).fill('5');
  await page.getByRole('button', { name: 'Pack', exact: true }).click();
  // Seven cubes can pack before the page's next read: the next scenario watches a longer packing.
  await expect(page.getByText('7 of 7 placed')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Density', { exact: true })).toBeVisible();
  // The parts' mass over the volume up to the height, of a material 1.01 g/cm³ dense.
  await expect(page.getByText(/^0\.\d\d g\/cm³$/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Colours by order' })).toContainText(`${run} Globex`);
  await expect(page.getByRole('img', { name: `${run} MJF build in 3D` })).toBeVisible();
  await expect(page.getByText(/Loading parts/)).toBeHidden();
  await expectNoAxeViolations(page);
  await inGerman(page, async () => {
    await expect(page.getByText('7 von 7 platziert')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  const placed = await moveOnePieceByHand(page, request, buildId);
  await threeMfHolds(page, placed);

  await page.getByRole('textbox', { name: 'Starts' }).fill('21.06.2032');
  await page.getByRole('textbox', { name: 'Starts' }).press('Enter');
  await page.getByRole('button', { name: 'Save as job' }).click();
  await expect(page.getByText('Prepared')).toBeVisible();
  // The job on the scheduler's timeline, on the machine the build was packed for, which it keeps.
  await page.goto('/service-provider/scheduler-view');
  await showDaysOf(page, `${run} MJF build`);
  await expect(page.getByRole('button', { name: new RegExp(`^${run} MJF build,`) })).toHaveAccessibleName(
    new RegExp(printer.displayName),
  );
  await page.goBack();
  await page.getByRole('link', { name: `${run} MJF build` }).click();
  await expect(page).toHaveURL(/\/service-provider\/schedules\/\d+$/);
  await expect(page.getByRole('combobox', { name: 'Equipment' })).toBeDisabled();
  await expect(page.getByText('The job is a build packed for this equipment: it stays on it.')).toBeVisible();

  // Nothing of the two orders is left to schedule: only Globex's next order is.
  await page.goto(PLANNING);
  await page.getByRole('searchbox', { name: 'Search by file, order or customer' }).fill(run);
  await expect(table.getByRole('row').filter({ hasText: run })).toHaveCount(1);
  await expect(table.getByRole('row').filter({ hasText: run })).toContainText('next-cube.stl');

  await groupNestTheRest(page, run);
});

test('a planner watches the progress of a packing of 250 pieces of two parts, a cube and a fan impeller', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const run = `Big build ${Date.now().toString(36)}`;
  const impeller = readFileSync(new URL('../../server/test-files/mechanical-parts/fan-impeller.stl', import.meta.url));
  const { printer } = await confirmedAcmeOrder(request, { title: `${run} cubes`, fileName: 'cube.stl', quantity: 150, ...PA12 });
  await confirmedAcmeOrder(request, {
    title: `${run} impellers`,
    fileName: 'fan-impeller.stl',
    quantity: 100,
    stl: impeller,
    ...PA12,
  });
  const headers = await bearerOf(request, 'planner@demo.test');
  const parts = (await (await request.get(`/api/v1/builds/parts?search=${encodeURIComponent(run)}`, { headers })).json()) as {
    rows: { rfqFileId: number; notScheduled: number }[];
  };
  const created = await request.post('/api/v1/builds', {
    headers,
    data: {
      name: run,
      equipmentId: printer.id,
      parts: parts.rows.map((part) => ({ rfqFileId: part.rfqFileId, quantity: part.notScheduled })),
    },
  });
  expect(created.status()).toBe(201);

  await logIn(page, 'planner@demo.test');
  await page.goto(`${PLANNING}/${(await created.json()).id}`);
  await page.getByRole('spinbutton', { name: 'Search time (s)' }).fill('60');
  await page.getByRole('button', { name: 'Pack', exact: true }).click();
  // While it packs: the pieces placed so far and the best density, a progress bar beside them.
  await expect(page.getByText(/^Packing: \d+ of 250 pieces placed, best density so far [\d.]+%$/)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Pieces placed' })).toHaveAttribute('max', '250');
  await expect(page.getByText('250 of 250 placed')).toBeVisible({ timeout: 90_000 });
  await expect(page.getByRole('progressbar')).toHaveCount(0);
});

/** One piece moved onto another is refused; moved clear of the others, it stays there, pinned. The packing then. */
async function moveOnePieceByHand(page: Page, request: APIRequestContext, buildId: number) {
  const headers = await bearerOf(request, 'planner@demo.test');
  const placedOf = async () =>
    (await (await request.get(`/api/v1/builds/${buildId}`, { headers })).json()).packing.result.placements as {
      part: number;
      matrix: number[];
    }[];
  // Acme's cubes are the build's first part: its second piece is moved onto its first.
  const [first, second] = (await placedOf()).filter(({ part }) => part === 0);
  const moving = page.getByRole('region', { name: 'Move a piece by hand' });
  await moving.getByRole('combobox', { name: 'Piece' }).selectOption({ label: 'arm-cube.stl, piece 2' });
  const moveBy = async (offset: number[]) => {
    for (const [at, axis] of ['x', 'y', 'z'].entries())
      await moving.getByRole('spinbutton', { name: `Move along ${axis} (mm)` }).fill(String(offset[at]));
  };
  await moveBy([12, 13, 14].map((at) => first!.matrix[at]! - second!.matrix[at]!));
  await expect(moving.getByRole('alert')).toContainText('arm-cube.stl and arm-cube.stl');
  await expect(moving.getByRole('button', { name: 'Move the piece' })).toBeDisabled();
  await moveBy([0, 0, 30]);
  await expect(moving.getByText('The piece fits there; the build would be 55 mm high.')).toBeVisible();
  await moving.getByRole('button', { name: 'Move the piece' }).click();
  await expect(moving.getByRole('combobox', { name: 'Piece' })).toContainText('arm-cube.stl, piece 2 (moved by hand)');
  return placedOf();
}

/** The 3MF for the printer's software holds every piece where the build has it. */
async function threeMfHolds(page: Page, pieces: { matrix: number[] }[]) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download 3MF' }).click()]);
  const model = strFromU8(unzipSync(readFileSync((await download.path())!))['3D/3dmodel.model']!);
  const transforms = [...model.matchAll(/<item [^>]*transform="([^"]+)"/g)].map((item) => item[1]!.split(' ').map(Number));
  expect(transforms).toHaveLength(pieces.length);
  // A 3MF transform is row by row what three.js keeps column by column, less the last row.
  pieces.forEach(({ matrix }, index) =>
    [0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14].forEach((at, column) =>
      expect(transforms[index]![column]).toBeCloseTo(matrix[at]!, 4),
    ),
  );
}

/** The rest of the run's parts proposed as a packed build on MJF-01 and accepted; the pages at a phone's width too. */
async function groupNestTheRest(page: Page, run: string) {
  await page.goto('/service-provider/groupNesting');
  await expect(page.getByRole('heading', { name: 'Group nesting', level: 1 })).toBeVisible();
  const printers = page.getByRole('group', { name: 'Printers to propose builds on' });
  await printers.getByRole('checkbox', { name: 'MJF-01 · HP 5200 (MJF)' }).check();
  await page.getByRole('spinbutton', { name: 'Search time per build (s)' }).fill('5');
  await page.getByRole('textbox', { name: 'Only parts matching (file, order or customer)' }).fill(run);
  await page.getByRole('button', { name: 'Propose builds' }).click();
  // The latest proposal comes first.
  const proposal = page.getByRole('region', { name: /^Proposed / }).first();
  const row = proposal.getByRole('row').filter({ hasText: 'MJF-01 · HP 5200 · HP 3D HR PA 12' });
  await expect(row).toContainText('5 of 5 placed', { timeout: 60_000 });
  const name = (await row.getByRole('link').textContent())!;
  await expectNoAxeViolations(page);
  await inGerman(page, async () => {
    await expect(page.getByRole('heading', { name: 'Gruppen-Nesting', level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(row).toContainText('5 of 5 placed');
  await expectNoAxeViolations(page);
  await proposal.getByRole('button', { name: 'Accept all' }).click();
  await expect(page.getByRole('link', { name })).toHaveCount(0);

  // Accepted, it is one of the facility's builds; nothing of the run is left to propose.
  await page.goto(`${PLANNING}?view=builds`);
  await page.getByRole('searchbox').fill(name);
  await expect(page.getByRole('table', { name: 'Build planning' }).getByRole('link', { name })).toBeVisible();
  await expectNoAxeViolations(page);
}
