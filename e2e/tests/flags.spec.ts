import { foreignRequests } from '../support/own-origin';
import { expect, test } from '../support/test';

test('country flags are SVG images the platform serves itself; no request leaves its origin', async ({ page, baseURL }) => {
  const foreign = foreignRequests(page, new URL(baseURL!).origin);
  await page.goto('/custom-login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  // What a screen showing flags does: read the country list, then draw each country's image.
  const flags = await page.evaluate(async () => {
    const response = await fetch('/api/v1/geo/countries?locale=de_DE');
    const countries = (await response.json()) as { code: string; image: string }[];
    return Promise.all(
      countries
        .filter((country) => ['DE', 'US', 'JP', 'BR', 'AC'].includes(country.code))
        .map(async ({ code, image }) => {
          const img = new Image();
          img.src = image;
          await img.decode();
          return { code, from: new URL(img.src).origin === location.origin, drawn: img.naturalWidth > 0 };
        }),
    );
  });
  expect(flags.sort((a, b) => a.code.localeCompare(b.code))).toEqual(
    ['AC', 'BR', 'DE', 'JP', 'US'].map((code) => ({ code, from: true, drawn: true })),
  );
  expect(foreign).toEqual([]);
});
