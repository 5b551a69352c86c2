import { expectNoAxeViolations } from '../support/axe';
import { logIn } from '../support/login';
import { cubeStl, PNG_BYTES } from '../support/part-files';
import { expect, test } from '../support/test';

test('a customer drops part files on New Order, watches each checked, and finds them in the list', async ({ page }) => {
  await logIn(page, 'engineer@demo.test');
  await page.getByRole('navigation', { name: 'Store front' }).getByRole('link', { name: 'New Order' }).click();
  await expect(page.getByRole('heading', { name: 'New Order', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  const name = `bracket-${Date.now()}.stl`;
  await page.locator('input[type="file"]').setInputFiles([
    { name, mimeType: 'model/stl', buffer: cubeStl(10) },
    { name: 'flipped-housing.stl', mimeType: 'model/stl', buffer: cubeStl(20, [0, 1]) },
    { name: 'holiday-photo.stl', mimeType: 'model/stl', buffer: PNG_BYTES },
  ]);
  const uploads = page.getByRole('list', { name: 'Part files' });
  const bracket = uploads.getByRole('listitem').filter({ hasText: name });
  await expect(bracket).toContainText('Processed');
  await expect(bracket).toContainText('10 × 10 × 10 mm');
  await expect(bracket).toContainText('1,000 mm³');
  // Two facets wound the wrong way: VERIFY finds them, REPAIR turns them, VERIFY finds it sound.
  const housing = uploads.getByRole('listitem').filter({ hasText: 'flipped-housing.stl' });
  await expect(housing).toContainText('Processed');
  await expect(housing).toContainText('Repaired');
  await expect(housing).toContainText('20 × 20 × 20 mm');
  await expect(uploads.getByRole('listitem').filter({ hasText: 'holiday-photo.stl' })).toContainText(
    'This file is a PNG image, not a .stl file',
  );

  // The list of the company's files has the new one (and not the refused one), newest first.
  const table = page.getByRole('table', { name: 'Part files of your company' });
  await expect(table.getByRole('cell', { name, exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'flipped-housing_repaired.stl (made from flipped-housing.stl)' })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'holiday-photo.stl' })).toHaveCount(0);
  // analyze makes each processed part's thumbnail on the server; the list and the upload show it.
  const listedThumbnail = table.getByRole('img', { name: `Thumbnail of ${name}` });
  await expect(listedThumbnail).toBeVisible();
  // The picture itself arrived (its signed link is a path, good on any address the page was opened at).
  await expect.poll(() => listedThumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(bracket.getByRole('img', { name: `Thumbnail of ${name}` })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by file name' }).fill(name.slice(0, 12));
  await expect(table.getByRole('cell', { name, exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});
