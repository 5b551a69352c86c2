import { bearerOf, logIn } from '../support/login';
import { expect, test } from '../support/test';

// A browser allows six connections to a host over HTTP/1.1. The live stream holds one for as
// long as it is open, so with a stream per tab the seventh tab never loaded. The tabs of a
// browser share one stream; the one that holds it passes what arrives to the others.

test('ten signed-in tabs share one live stream, an eleventh loads, and it follows changes made elsewhere', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const streams: string[] = [];
  page.context().on('request', (request) => void (request.url().includes('/api/v1/events') && streams.push(request.url())));
  await logIn(page, 'admin@demo.test');
  for (let opened = 1; opened < 10; opened++) {
    const tab = await page.context().newPage();
    await tab.goto('/service-provider');
    await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
  }
  const eleventh = await page.context().newPage();
  await eleventh.goto('/service-provider/settings/tags');
  await expect(eleventh.getByRole('heading', { level: 1, name: 'Tags' })).toBeVisible();
  expect(streams).toHaveLength(1);

  // A tag made elsewhere reaches the eleventh tab through the first tab's stream.
  const name = `Relayed ${Date.now()}`;
  const api = await playwright.request.newContext({ baseURL });
  const created = await api.post('/api/v1/sp/tags', {
    headers: await bearerOf(api, 'admin@demo.test'),
    data: { name, color: '#2da44e', kinds: ['ORDER'] },
  });
  expect(created.status()).toBe(201);
  await expect(eleventh.getByText(name)).toBeVisible();
  await api.dispose();
});
