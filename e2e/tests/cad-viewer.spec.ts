import { expectNoAxeViolations } from '../support/axe';
import { logIn } from '../support/login';
import { cubeStl } from '../support/part-files';
import { expect, test } from '../support/test';

test('three.js and the viewer download when a viewer opens, not with the login page, the landing or New Order', async ({
  page,
}) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response.text());
  });
  const holdsThree = async () => (await Promise.all(scripts)).some((body) => body.includes('THREE.WebGLRenderer'));
  await logIn(page, 'engineer@demo.test');
  await page.getByRole('navigation', { name: 'Store front' }).getByRole('link', { name: 'New Order' }).click();
  const name = `lazy-${Date.now()}.stl`;
  await page.locator('input[type="file"]').setInputFiles([{ name, mimeType: 'model/stl', buffer: cubeStl(10) }]);
  const upload = page.getByRole('list', { name: 'Part files' }).getByRole('listitem').filter({ hasText: name });
  await expect(upload).toContainText('Processed');
  expect(await holdsThree()).toBe(false);

  await upload.getByRole('button', { name: `Open viewer: ${name}` }).click();
  await expect(page.getByRole('dialog', { name: `3D view of ${name}` })).toContainText('10 × 10 × 10 mm');
  expect(await holdsThree()).toBe(true);
});

test('a customer turns an uploaded part in the viewer: its size, the top view, wireframe and a section', async ({ page }) => {
  await logIn(page, 'engineer@demo.test');
  await page.getByRole('navigation', { name: 'Store front' }).getByRole('link', { name: 'New Order' }).click();
  const name = `cube-${Date.now()}.stl`;
  await page.locator('input[type="file"]').setInputFiles([{ name, mimeType: 'model/stl', buffer: cubeStl(10) }]);
  const upload = page.getByRole('list', { name: 'Part files' }).getByRole('listitem').filter({ hasText: name });
  await expect(upload).toContainText('Processed');
  const open = upload.getByRole('button', { name: `Open viewer: ${name}` });
  await open.click();

  const viewer = page.getByRole('dialog', { name: `3D view of ${name}` });
  await expect(viewer).toContainText('10 × 10 × 10 mm');
  await expect(viewer).toContainText('No open edges or flipped facets');
  const canvas = viewer.getByRole('img', { name: new RegExp(`^3D view of ${name.replace('.', '\\.')}`) });
  await expect(canvas).toHaveAttribute('data-frames', /\d+/);
  await expectNoAxeViolations(page);

  await viewer.getByRole('button', { name: 'inch' }).click();
  await expect(viewer).toContainText('0.394 × 0.394 × 0.394 in');

  // Each change is a new picture of the part.
  let before = await canvas.screenshot();
  await viewer.getByRole('button', { name: 'Top' }).click();
  await expect.poll(async () => (await canvas.screenshot()).equals(before)).toBe(false);
  before = await canvas.screenshot();
  await viewer.getByRole('button', { name: 'Wireframe' }).click();
  await expect(viewer.getByRole('button', { name: 'Wireframe' })).toHaveAttribute('aria-pressed', 'true');
  // On, the toggle looks pressed: filled in the primary colour, no longer white.
  await expect(viewer.getByRole('button', { name: 'Wireframe' })).not.toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect.poll(async () => (await canvas.screenshot()).equals(before)).toBe(false);

  await viewer.getByRole('button', { name: 'Isometric' }).click();
  await viewer.getByRole('button', { name: 'Section plane' }).click();
  const slider = viewer.getByRole('slider', { name: 'Section position along Z' });
  await expect(slider).toHaveAttribute('aria-valuenow', '50');
  before = await canvas.screenshot();
  await slider.focus();
  for (let i = 0; i < 20; i++) await page.keyboard.press('ArrowLeft');
  await expect(slider).toHaveAttribute('aria-valuenow', '30');
  await expect.poll(async () => (await canvas.screenshot()).equals(before)).toBe(false);
  await expectNoAxeViolations(page);

  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(open).toBeFocused();
});

test('the viewer shows the open edges of a part with a hole, which the upload repaired into a new file', async ({ page }) => {
  await logIn(page, 'engineer@demo.test');
  await page.getByRole('navigation', { name: 'Store front' }).getByRole('link', { name: 'New Order' }).click();
  const name = `holed-${Date.now()}.stl`;
  await page.locator('input[type="file"]').setInputFiles([{ name, mimeType: 'model/stl', buffer: cubeStl(10, [], [2]) }]);
  await expect(page.getByRole('list', { name: 'Part files' }).getByRole('listitem').filter({ hasText: name })).toContainText(
    'Processed',
  );

  // The original, as uploaded: its hole's border is three open edges.
  const table = page.getByRole('table', { name: 'Part files of your company' });
  const view = table.getByRole('button', { name: `View ${name} in 3D` });
  await view.click();
  const viewer = page.getByRole('dialog', { name: `3D view of ${name}` });
  await expect(viewer).toContainText('3 open edges');
  await expect(viewer).toContainText('10 × 10 × 10 mm');
  await expectNoAxeViolations(page);
  await viewer.getByRole('button', { name: 'Close viewer' }).click();
  await expect(viewer).toBeHidden();
  await expect(view).toBeFocused();
});
