import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { logIn } from '../support/login';
import { cubeStl } from '../support/part-files';
import { expect, test } from '../support/test';

// The upload flow end to end: a customer drops the occt-import-js STEP cube and a binary STL with
// flipped facets on New Order, sees the one converted and the other repaired, each with its
// thumbnail, and turns both in the viewer.

/** A STEP sample that ships inside occt-import-js (the server's converter), read from the package. */
const occtSample = (file: string) => {
  const fromServer = createRequire(new URL('../../server/package.json', import.meta.url));
  return readFileSync(path.join(path.dirname(fromServer.resolve('occt-import-js/package.json')), 'test', 'testfiles', file));
};

/** Opens a listed part in the viewer, drags it round, checks the picture turned, and closes it. */
async function turnInViewer(page: Page, fileName: string, size: string) {
  const table = page.getByRole('table', { name: 'Part files of your company' });
  await table.getByRole('button', { name: `View ${fileName} in 3D` }).click();
  const viewer = page.getByRole('dialog', { name: `3D view of ${fileName}` });
  await expect(viewer).toContainText(size);
  await expect(viewer).toContainText('No open edges or flipped facets');
  const canvas = viewer.getByRole('img', { name: new RegExp(`^3D view of ${fileName.replace(/\./g, '\\.')}`) });
  await expect(canvas).toHaveAttribute('data-frames', /\d+/);
  const before = await canvas.screenshot();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 120, box.y + box.height / 2 + 40, { steps: 8 });
  await page.mouse.up();
  await expect.poll(async () => (await canvas.screenshot()).equals(before)).toBe(false);
  await viewer.getByRole('button', { name: 'Close viewer' }).click();
  await expect(viewer).toBeHidden();
}

test('a customer drops a STEP cube and an STL with flipped facets, sees them converted and repaired with thumbnails, and turns both', async ({
  page,
}) => {
  await logIn(page, 'engineer@demo.test');
  await page.goto('/store-front');
  const run = Date.now();
  const stepName = `Cube 10x10-${run}`;
  const stl = `flipped-${run}.stl`;
  await page.locator('input[type="file"]').setInputFiles([
    { name: `${stepName}.stp`, mimeType: 'model/step', buffer: occtSample('cube-10x10mm/Cube 10x10.stp') },
    { name: stl, mimeType: 'model/stl', buffer: cubeStl(20, [0, 1]) },
  ]);
  const uploads = page.getByRole('list', { name: 'Part files' });
  const step = uploads.getByRole('listitem').filter({ hasText: `${stepName}.stp` });
  await expect(step).toContainText('Processed');
  await expect(step).toContainText('Converted to STL');
  await expect(step).toContainText('10 × 10 × 10 mm');
  const flipped = uploads.getByRole('listitem').filter({ hasText: stl });
  await expect(flipped).toContainText('Processed');
  await expect(flipped).toContainText('Repaired');
  await expect(flipped).toContainText('20 × 20 × 20 mm');

  // The converted and the repaired STL are the company's files, each made from what was dropped,
  // each listed with the thumbnail the server drew.
  const table = page.getByRole('table', { name: 'Part files of your company' });
  const converted = table
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: new RegExp(`^${stepName}\\.stl \\(made`) }) });
  const repairedName = stl.replace('.stl', '_repaired.stl');
  const repaired = table.getByRole('row').filter({ has: page.getByRole('cell', { name: new RegExp(`^${repairedName}`) }) });
  for (const [row, name] of [
    [converted, `${stepName}.stl`],
    [repaired, repairedName],
  ] as const) {
    const thumbnail = row.getByRole('img', { name: `Thumbnail of ${name}` });
    await expect(thumbnail).toBeVisible();
    await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  }
  await expectNoAxeViolations(page);

  await turnInViewer(page, `${stepName}.stl`, '10 × 10 × 10 mm');
  await turnInViewer(page, repairedName, '20 × 20 × 20 mm');
});
