import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expandArea, remoteName, type AreaFile, type RemoteRoute } from '../../shared/src/remote/contract';
import { expectNoAxeViolations } from '../support/axe';
import { logIn } from '../support/login';
import { foreignRequests } from '../support/own-origin';
import { expect, test, type Page } from '../support/test';

/**
 * Every page a user can reach today passes axe-core's WCAG 2.1 A and AA rules and loads
 * nothing from another origin: the shell's own pages, and every route of every remote (read
 * from the remotes' route tables, so a new route is visited without editing this file), each
 * as an account that may open it.
 */

// The visits only read: they may share the workers.
test.describe.configure({ mode: 'parallel' });

const repoRoot = path.resolve(import.meta.dirname, '../..');
const remotes = readdirSync(repoRoot)
  .filter((folder) => folder.startsWith('mfe-'))
  .sort();
const areas = remotes.map((folder) => ({
  folder,
  routes: expandArea(
    remoteName(folder),
    JSON.parse(readFileSync(path.join(repoRoot, folder, 'src', 'area.json'), 'utf8')) as AreaFile,
  ).routes,
}));

const ACCOUNT_OF_AUTHORITY: Record<string, string> = {
  // Every service-provider permission, ROLE_ADMIN, every feature flag on.
  ROLE_SERVICE_PROVIDER: 'admin@demo.test',
  ROLE_ADMIN: 'admin@demo.test',
  // Customer engineer with ENG_TEAM_EDITOR and the store front.
  ROLE_ENGINEER: 'engineer@demo.test',
};

/** The signed-in user's API call (cookies plus the cross-site token header). */
async function apiPost<T>(page: Page, url: string, data: object): Promise<T> {
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.post(url, { headers: { 'x-xsrf-token': xsrf }, data });
  expect(response.ok(), `${url} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** A real URL for a route with parameters: seeded rows found by name, for the built screens. */
const SAMPLE_URLS: Record<string, (page: Page) => Promise<string>> = {
  '/service-provider/machine-platforms/:id': async (page) => {
    const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
    const response = await page.request.get('/api/v1/sp/equipments', { headers: { 'x-xsrf-token': xsrf } });
    const equipment = (await response.json()) as { id: number; displayName: string }[];
    return `/service-provider/machine-platforms/${equipment.find((e) => e.displayName === 'SLS-01 · EOS P 396')!.id}`;
  },
  '/service-provider/customers/:id': async (page) => {
    const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
    const response = await page.request.get('/api/v1/customers?search=Acme&offset=0&limit=15', {
      headers: { 'x-xsrf-token': xsrf },
    });
    const { rows } = (await response.json()) as { rows: { id: number; name: string }[] };
    return `/service-provider/customers/${rows.find((row) => row.name === 'Acme Robotics')!.id}`;
  },
  '/service-provider/schedules/:id': async (page) => {
    const jobs = await apiPost<{ id: number; jobName: string }[]>(page, '/api/v4/job-scheduling/search/lite', {
      jobName: 'SLS-01 build 1188',
    });
    return `/service-provider/schedules/${jobs.find((job) => job.jobName === 'SLS-01 build 1188')!.id}`;
  },
  '/service-provider/build-planning-new/:id': async (page) => {
    const response = await page.request.get('/api/v1/builds?search=Acme%20and%20Globex&offset=0&limit=15');
    const { rows } = (await response.json()) as { rows: { id: number }[] };
    return `/service-provider/build-planning-new/${rows[0]!.id}`;
  },
};

/** The id of a demo order the signed-in user's company sees in `list` (its orders or part orders), by title. */
async function demoOrderId(page: Page, title: string, list = '/api/v1/orders?'): Promise<number> {
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.get(`${list}search=${encodeURIComponent(title)}&offset=0&limit=15`, {
    headers: { 'x-xsrf-token': xsrf },
  });
  const { orders } = (await response.json()) as { orders: { id: number; displayTitle: string }[] };
  return orders.find((order) => order.displayTitle === title)!.id;
}

/** The demo catalogue item of that name, on the caller's side of the catalogue. */
async function demoCatalogItem(page: Page, name: string, side: 'engineer' | 'sp'): Promise<number> {
  const response = await page.request.get(`/api/v1/${side}/digital-catalog?search=${encodeURIComponent(name)}&offset=0&limit=15`);
  const { rows } = (await response.json()) as { rows: { id: number; name: string }[] };
  return rows.find((row) => row.name === name)!.id;
}

const urlOf = async (page: Page, route: RemoteRoute) => SAMPLE_URLS[route.path]?.(page) ?? route.path.replace(/:\w+/g, '1');

const LOADING = /^(Loading…|Wird geladen…)$/;

/** Waits until the page shows its content: a heading in the main area and no spinner. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: LOADING })).toHaveCount(0, { timeout: 20_000 });
}

/**
 * Opens `url` in the page as the app's own links do: the history moves and the router draws the
 * page, without loading the platform again (each full load cost the suite a second or more per
 * page; other tests open pages by their address).
 */
async function navigateInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

/**
 * Visits each URL (the first by loading it, the others as the app navigates), checks it shows
 * what it should, runs axe, and checks no request left the origin.
 */
async function checkPages(
  page: Page,
  baseURL: string,
  pages: { url: string | ((page: Page) => Promise<string>); shows?: string | RegExp }[],
): Promise<void> {
  const foreign = foreignRequests(page, new URL(baseURL).origin);
  for (const [index, entry] of pages.entries()) {
    const url = typeof entry.url === 'string' ? entry.url : await entry.url(page);
    await test.step(url, async () => {
      if (index === 0) await page.goto(url);
      else await navigateInApp(page, url);
      await expect(page).toHaveURL(new URL(url, baseURL).href);
      if (entry.shows) await expect(page.getByRole('main').getByText(entry.shows).first()).toBeVisible();
      await settled(page);
      await expectNoAxeViolations(page);
    });
  }
  expect(foreign, 'requests to other origins').toEqual([]);
}

test('the public pages', async ({ page, baseURL }) => {
  await checkPages(page, baseURL!, [
    { url: '/custom-login', shows: 'Sign in' },
    { url: '/forgot-password' },
    { url: '/register', shows: 'Create account' },
    { url: '/register?invitation=not-a-token', shows: 'This invitation link is invalid or has expired' },
    { url: '/reset-password?token=not-a-token' },
    { url: '/verify-email/not-a-hash' },
    { url: '/saml/login' },
    { url: '/access-denied' },
  ]);
});

test('the login page’s refusal of a single sign-on, in German', async ({ page, baseURL }) => {
  // The language a visitor chose before is the one the public pages start in.
  await page.addInitScript(() => localStorage.setItem('language', 'de_DE'));
  await checkPages(page, baseURL!, [
    { url: '/custom-login?sso=EXPIRED', shows: 'Die Antwort der Anmeldung Ihrer Organisation ist abgelaufen' },
  ]);
});

test('the shell’s signed-in pages', async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  await logIn(page, 'unverified@demo.test');
  // The app sends an unverified person to /account-verify by loading it: wait for that load, or
  // it would cut short the visit below.
  await expect(page.getByText(/verification link/).first()).toBeVisible();
  await checkPages(page, baseURL!, [{ url: '/account-verify', shows: /verification link/ }]);
  await page.context().clearCookies();
  await logIn(page, 'admin@demo.test');
  await checkPages(page, baseURL!, [
    { url: '/theme-configuration' },
    { url: '/access-denied' },
    { url: '/service-provider/no-such-page', shows: 'Page not found' },
  ]);
});

for (const { folder, routes } of areas) {
  for (const email of new Set(Object.values(ACCOUNT_OF_AUTHORITY))) {
    const reachable = routes.filter((route) => ACCOUNT_OF_AUTHORITY[route.requires?.authority ?? ''] === email);
    if (reachable.length === 0) continue;
    test(`every route of ${folder} as ${email}`, async ({ page, baseURL }) => {
      test.setTimeout(30_000 + reachable.length * 10_000);
      await logIn(page, email);
      await checkPages(
        page,
        baseURL!,
        reachable.map((route) => ({
          url: (p: Page) => urlOf(p, route),
          shows: route.screen ? undefined : 'This area is not available yet',
        })),
      );
    });
  }
}

test('a remote route table names no authority this file has no account for', () => {
  const unknown = areas.flatMap(({ routes }) =>
    routes.filter((route) => !ACCOUNT_OF_AUTHORITY[route.requires?.authority ?? '']).map((route) => route.path),
  );
  expect(unknown).toEqual([]);
});

for (const [email, pages] of [
  [
    'admin@demo.test',
    [
      { url: '/service-provider', shows: 'Neue Anfragen' },
      {
        url: async (page: Page) =>
          `/service-provider/part-orders/${await demoOrderId(page, 'Camera mount prototypes', '/api/v1/part-orders?stage=ALL&')}`,
      },
      {
        url: async (page: Page) =>
          `/service-provider/part-orders/${await demoOrderId(page, 'Gripper fingers — Rev C', '/api/v1/part-orders?stage=ALL&')}`,
        shows: 'Fertigung und Lieferung',
      },
      { url: '/service-provider/shipments', shows: 'Zu versenden' },
      { url: '/service-provider/archive', shows: 'Archiv' },
      { url: '/service-provider/customers', shows: 'Kunden' },
      { url: '/service-provider/team', shows: 'Offene Einladungen' },
      { url: '/service-provider/facilities', shows: 'Standorte und Lieferanten' },
      { url: '/service-provider/profile/update', shows: 'Zertifizierungen' },
      { url: '/service-provider/part-inventory', shows: 'Teilelager' },
      { url: '/service-provider/projects', shows: 'Projekte' },
      { url: '/service-provider/settings', shows: 'Änderungen der Einstellungen' },
      { url: '/service-provider/settings/priority-labels', shows: 'Die Kennzeichen des Standorts' },
      { url: '/service-provider/settings/tags', shows: 'Die Schlagwörter des Standorts' },
      { url: '/service-provider/settings/magics', shows: 'Starter ausprobieren' },
      { url: '/pricing-rules', shows: 'Als neue Version speichern' },
      { url: '/service-provider/settings/email-config', shows: 'Gesendete Benachrichtigungen' },
      { url: '/service-provider/service-provider/email-templates', shows: 'Platzhalter und ihre Beispielwerte' },
      { url: '/service-provider/settings/webhook', shows: 'Endpunkt hinzufügen' },
      { url: '/service-provider/settings/quickbooks', shows: 'Nicht verbunden' },
      { url: '/service-provider/rfq/config', shows: 'Beim Absenden erforderlich' },
      { url: '/service-provider/settings/quality-management', shows: 'Fehlercodes' },
      { url: '/service-provider/settings/sso', shows: 'Registrieren Sie die Plattform bei Ihrem Identitätsanbieter' },
      { url: '/service-provider/app-marketplace-admin', shows: 'Die Apps des Standorts' },
      { url: '/store-front-config', shows: 'Obere Navigation' },
      { url: '/service-provider/digital-catalog', shows: 'Katalog verwalten' },
      { url: '/service-provider/digital-catalog-management', shows: 'Bauteil hinzufügen' },
      { url: '/service-provider/digital-catalog-management?item=new', shows: 'Mengenstaffel hinzufügen' },
      {
        url: async (page: Page) =>
          `/service-provider/digital-catalog-management?item=${await demoCatalogItem(page, 'Cable guide clip', 'sp')}`,
        shows: 'Veröffentlicht für diese Kunden',
      },
      { url: '/service-provider/vendor?vendorType=NOT_INTERNAL', shows: 'Bei anderen Fertigern bestellt' },
      { url: '/service-provider/machine-platforms' },
      { url: '/service-provider/schedules' },
      { url: '/service-provider/schedules/new' },
      { url: '/service-provider/scheduler-view' },
      { url: '/theme-configuration' },
    ],
  ],
  [
    'engineer@demo.test',
    [
      { url: '/store-front', shows: 'Neue Bestellung' },
      { url: '/order-history', shows: 'Bestellverlauf' },
      { url: '/engineer', shows: 'Bestellungen' },
      { url: '/engineer/archive', shows: 'Archiv' },
      { url: '/engineer/team', shows: 'Offene Einladungen' },
      { url: '/engineer/facilities', shows: 'Gesperrt' },
      { url: '/engineer/material-search', shows: 'Bruchdehnung (%)' },
      { url: '/profile/update', shows: 'Ihre Angaben' },
      { url: '/engineer/profile/update', shows: 'Lieferadressen' },
      { url: '/digital-part-inventory', shows: 'Digitales Teilelager' },
      { url: '/engineer/projects', shows: 'Projekte' },
      { url: '/digital-catalog', shows: 'Lieferzeit' },
      {
        url: async (page: Page) =>
          `/engineer/digital-catalog?item=${await demoCatalogItem(page, 'Cable guide clip', 'engineer')}`,
        shows: 'Ohne Angebot bestellen',
      },
      { url: '/order/create?from=sf', shows: 'Angebot anfordern' },
      { url: async (page: Page) => `/order-details/${await demoOrderId(page, 'Camera mount prototypes')}` },
      {
        url: async (page: Page) => `/order-details/${await demoOrderId(page, 'Gripper fingers — Rev C')}`,
        shows: 'Fortschritt und Sendungen',
      },
      { url: async (page: Page) => `/order/${await demoOrderId(page, 'Drone arm housings')}/cad-viewer`, shows: 'in 3D' },
    ],
  ],
] as const) {
  test(`signed-in pages in German as ${email}`, async ({ page, baseURL }) => {
    test.setTimeout(30_000 + pages.length * 10_000);
    await logIn(page, email);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de_DE');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await checkPages(page, baseURL!, [...pages]);
  });
}
