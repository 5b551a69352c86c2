import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { contractProblem, expandArea, remoteName, type AreaFile, type RemoteEntry } from 'shared/remote';
import { REMOTES, remoteEntries, remoteUrlsFrom } from './remotes.js';
import { DEFAULT_THEME } from '../config/themes.js';

const REPO_ROOT = path.resolve(__dirname, '../../..');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('web builds', () => {
  it('serves the shell’s index.html for the root and for any page path, never cached', async () => {
    for (const url of ['/', '/service-provider/scheduler-view', '/custom-login?Manual=true']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('shell fixture');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches content-hashed chunks for good', async () => {
    const response = await get('/page.0123456789.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves a remote’s files and answers 404 for unknown remotes, files and escapes', async () => {
    expect((await get('/remotes/mfe-orders/mf-manifest.json')).json()).toEqual({ id: 'mfe_orders' });
    expect((await get('/remotes/mfe-orders/missing.js')).statusCode).toBe(404);
    expect((await get('/remotes/not-a-remote/mf-manifest.json')).statusCode).toBe(404);
    expect((await get('/remotes/mfe-orders/..%2F..%2Fpackage.json')).statusCode).toBe(404);
    // A file that does exist outside dist answers exactly like a missing one.
    expect((await get('/remotes/mfe-orders/..%2F..%2Fshell%2Fdist%2Findex.html')).statusCode).toBe(404);
    expect((await get('/remotes/mfe-orders/..%2F..%2F..%2F..%2Fpackage.json')).statusCode).toBe(404);
    expect((await get('/..%2F..%2Fpackage.json')).statusCode).toBe(404);
    expect((await get('/..%2F..%2F..%2F..%2Fpackage.json')).statusCode).toBe(404);
  });

  it('answers a missing script with 404, not the page', async () => {
    expect((await get('/service-provider/main.js')).statusCode).toBe(404);
  });

  it('answers an unknown API path with JSON, not the page', async () => {
    const response = await get('/api/v1/nope');
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});

describe('the page’s brand', () => {
  const pageOf = async (host: string) => {
    const response = await t.app.inject({ method: 'GET', url: '/service-provider/orders', headers: { host } });
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  const saveDomainTheme = (domain: string, value: unknown) =>
    t.db
      .insertInto('config_records')
      .values({
        facility_id: 1,
        config_type: 'THEME_CONFIG',
        element_type: 'DOMAIN',
        element_id: domain,
        config_value: JSON.stringify(value),
      })
      .execute();
  const themeIn = (page: string) =>
    JSON.parse(/<script type="application\/json" id="theme-config">(.*?)<\/script>/.exec(page)![1]!);

  it('comes with the page: title, colours and the logo on the loading screen, before any script runs', async () => {
    const page = await pageOf('localhost');
    expect(page).toContain(`<title>${DEFAULT_THEME.title}</title>`);
    expect(page).toContain(
      `<div id="root"><div class="app-splash"><img src="${DEFAULT_THEME.logos.login}" alt="${DEFAULT_THEME.title}"/>`,
    );
    expect(themeIn(page)).toEqual((await get('/api/v1/domain-config/THEME_CONFIG')).json());
  });

  it('is the domain’s own, and a tenant’s text stays text', async () => {
    const theme = {
      ...DEFAULT_THEME,
      title: 'Brand $& </title><script>alert(1)</script>',
      description: '"><script>alert(2)</script>',
      'root-css': { '--color-primary': '#aa0000', '--color-accent': 'red}</style><script>alert(3)</script>' },
      logos: { navigation: '/assets/brand.svg', login: '/assets/brand-big.svg" onerror="alert(4)' },
    };
    await saveDomainTheme('brand.example', theme);
    const page = await pageOf('brand.example');
    expect(page).not.toMatch(/<script>alert/);
    expect(page).toContain('<img src="/assets/brand-big.svg&quot; onerror=&quot;alert(4)" alt=');
    expect(page).toContain('<title>Brand $&amp; &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(page).toContain('--color-primary:#aa0000;');
    expect(page).toContain('--color-accent:red\\7d \\3c /style\\3e \\3c script\\3e alert(3)\\3c /script\\3e ;');
    expect(themeIn(page)).toEqual(theme);
    // Another domain keeps the default look.
    expect(themeIn(await pageOf('localhost')).title).toBe(DEFAULT_THEME.title);
  });

  it('falls back to the default look when the domain’s theme cannot be used', async () => {
    await saveDomainTheme('broken.example', { 'root-css': null });
    const page = await pageOf('broken.example');
    expect(page).toContain('<title>AM Platform</title>');
    expect(page).not.toContain('theme-config');
  });
});

describe('compressed web builds', () => {
  const script = (acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/page.0123456789.js',
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('answers a script with its brotli copy when the browser takes brotli, keeping type and caching', async () => {
    const response = await script('gzip, deflate, br, zstd');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe("console.log('chunk');\n");
  });

  it('answers with the gzip copy when the browser takes only gzip', async () => {
    const response = await script('gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(response.rawPayload).toString()).toBe("console.log('chunk');\n");
  });

  it('answers with the file itself when the browser takes no compression', async () => {
    for (const response of [await script(), await script('identity')]) {
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.body).toBe("console.log('chunk');\n");
    }
  });

  it('sends the page and a remote’s manifest compressed, never cached', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/custom-login', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('shell fixture');
    const manifest = await t.app.inject({
      method: 'GET',
      url: '/remotes/mfe-orders/mf-manifest.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(manifest.headers['content-encoding']).toBe('gzip');
    expect(manifest.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(gunzipSync(manifest.rawPayload).toString())).toEqual({ id: 'mfe_orders' });
  });
});

describe('remote registry', () => {
  it('lets the pages load scripts from a remote served elsewhere (content security policy)', async () => {
    const elsewhere = await createTestApp({ remoteUrls: { mfe_orders: 'http://localhost:3002' } });
    try {
      const response = await elsewhere.app.inject({ method: 'GET', url: '/' });
      expect(response.headers['content-security-policy']).toMatch(/script-src 'self' http:\/\/localhost:3002/);
      expect(response.headers['content-security-policy']).toMatch(/connect-src 'self' http:\/\/localhost:3002/);
    } finally {
      await elsewhere.close();
    }
  });

  it('lets the pages reach the desktop tool on the loopback port, and no other local port', async () => {
    const policy = String((await get('/')).headers['content-security-policy']);
    expect(policy).toMatch(/connect-src 'self' ws:\/\/127\.0\.0\.1:12001(;|$)/);
  });

  it('lists every remote with its manifest and, when built here, its route table, uncached', async () => {
    const response = await get('/api/v1/ui/remotes');
    expect(response.headers['cache-control']).toBe('no-cache');
    const entries = response.json() as RemoteEntry[];
    expect(entries).toHaveLength(6);
    // The fixture's mfe-orders is built: its table comes with the area's defaults under each route's own.
    expect(entries.find((e) => e.name === 'mfe_orders')).toEqual({
      name: 'mfe_orders',
      entry: '/remotes/mfe-orders/mf-manifest.json',
      routes: [
        {
          path: '/service-provider/shipments',
          title: { en_US: 'page.shipments', de_DE: 'page.shipments' },
          layout: 'serviceProvider',
          requires: { authority: 'ROLE_SERVICE_PROVIDER' },
          screen: './shipments/ShipmentsPage',
        },
        {
          path: '/service-provider/customers',
          title: { en_US: 'page.customers', de_DE: 'page.customers' },
          layout: 'serviceProvider',
          requires: { authority: 'ROLE_SERVICE_PROVIDER', permission: 'CUSTOMER_PORTAL_EDITOR' },
        },
      ],
    });
    // Not built here: the shell is to read the table beside the manifest.
    expect(entries.find((e) => e.name === 'mfe_production')).toEqual({
      name: 'mfe_production',
      entry: '/remotes/mfe-production/mf-manifest.json',
    });
  });

  it('finds every remote’s route table valid, each screen it names a module of the remote', () => {
    for (const { folder } of REMOTES) {
      const source = path.join(REPO_ROOT, folder, 'src');
      const area = expandArea(remoteName(folder), JSON.parse(readFileSync(path.join(source, 'area.json'), 'utf8')) as AreaFile);
      expect([folder, contractProblem(area)]).toEqual([folder, undefined]);
      for (const { screen } of area.routes) {
        if (screen) expect([screen, existsSync(path.join(source, `${screen.slice(2)}.tsx`))]).toEqual([screen, true]);
      }
    }
  });

  it('points a remote at another server when REMOTE_<NAME>_URL is set, whose route table the shell reads there', async () => {
    const entries = await remoteEntries(remoteUrlsFrom({ REMOTE_MFE_ORDERS_URL: 'http://localhost:3002/' }), t.config.webRoot);
    expect(entries.find((e) => e.name === 'mfe_orders')).toEqual({
      name: 'mfe_orders',
      entry: 'http://localhost:3002/mf-manifest.json',
    });
  });
});
