import { createTestApp, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('country flags', () => {
  it('points every country’s image at a flag the platform serves itself', async () => {
    const countries = (await get('/api/v1/geo/countries')).json() as { code: string; image: string }[];
    expect(countries.find((c) => c.code === 'DE')?.image).toBe('/assets/flags/de.svg');
    const elsewhere = countries.filter((c) => !c.image.startsWith('/assets/flags/')).map((c) => `${c.code}: ${c.image}`);
    expect(elsewhere).toEqual([]);
    const missing: string[] = [];
    for (const { code, image } of countries) if ((await get(image)).statusCode !== 200) missing.push(code);
    expect(missing).toEqual([]);
  });

  it('serves a flag as an SVG image, cached for long', async () => {
    const response = await get('/assets/flags/de.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=2592000');
    expect(response.headers.etag).toBeTruthy();
    expect(response.body).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    // The flag of the one country, not a page or another file.
    expect(response.body).toContain('id="flag-icons-de"');
  });

  it('answers 304 to a browser that already holds the flag', async () => {
    const { etag } = (await get('/assets/flags/fr.svg')).headers;
    const again = await t.app.inject({ method: 'GET', url: '/assets/flags/fr.svg', headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 for anything that is not a flag', async () => {
    for (const url of ['/assets/flags/zz.svg', '/assets/flags/de.png', '/assets/flags/..%2F..%2Fpackage.json']) {
      const response = await get(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});
