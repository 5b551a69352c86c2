import { expect, test } from '../support/test';

// The suite's rows are found by what they are, not by where the clock puts them; a run with
// E2E_NOW moves the clock of the server and of every browser context together. This checks
// they agree, so such a run proves what it claims.
test('the browser and the server keep one clock', async ({ page, request }) => {
  await page.goto('/custom-login');
  const browserNow = await page.evaluate(() => Date.now());
  const serverNow = Date.parse((await request.get('/api/health')).headers()['date']!);
  expect(Math.abs(browserNow - serverNow)).toBeLessThan(60_000);
  if (process.env.E2E_NOW) expect(Math.abs(browserNow - new Date(process.env.E2E_NOW).getTime())).toBeLessThan(3_600_000);
});
