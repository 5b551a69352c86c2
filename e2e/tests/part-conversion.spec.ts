import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expectNoAxeViolations } from '../support/axe';
import { logIn } from '../support/login';
import { expect, test } from '../support/test';

/** A STEP sample that ships inside occt-import-js (the server's converter), read from the package. */
const occtSample = (file: string) => {
  const fromServer = createRequire(new URL('../../server/package.json', import.meta.url));
  return readFileSync(path.join(path.dirname(fromServer.resolve('occt-import-js/package.json')), 'test', 'testfiles', file));
};

test('a customer drops a STEP part on New Order and sees it converted to STL and checked', async ({ page }) => {
  await logIn(page, 'engineer@demo.test');
  await page.goto('/store-front');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'Cube 10x10.stp',
    mimeType: 'model/step',
    buffer: occtSample('cube-10x10mm/Cube 10x10.stp'),
  });
  const cube = page.getByRole('list', { name: 'Part files' }).getByRole('listitem').filter({ hasText: 'Cube 10x10.stp' });
  await expect(cube).toContainText('Processed');
  await expect(cube).toContainText('Converted to STL');
  await expect(cube).toContainText('10 × 10 × 10 mm');
  // The converted STL is the company's too, made from the STEP file.
  const table = page.getByRole('table', { name: 'Part files of your company' });
  await expect(table.getByRole('cell', { name: /^Cube 10x10\.stl \(made from file \d+\)$/ })).toBeVisible();
  await expectNoAxeViolations(page);
});
