import { expect, test } from '../support/test';
import { logIn, sidebar } from '../support/login';

test('a signed-in page asks for the user, their session config, the remotes and its translations once each, before the shell loads', async ({
  page,
}) => {
  await logIn(page, 'planner@demo.test');
  // The page after login is loaded before this one is measured.
  await expect(sidebar(page)).toBeVisible();
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto('/service-provider/scheduler-view');
  await expect(page.getByLabel('Machine timeline')).toBeVisible();
  // The start bundle sends them as the page starts; the shell takes their answers instead of asking again.
  const first = ['/api/v1/users/getUser', '/api/v1/ui/session', '/api/v1/ui/remotes', '/api/v1/translations/en_US'];
  expect(first.map((path) => asked.filter((p) => p === path).length)).toEqual([1, 1, 1, 1]);
  for (const path of first) expect(asked.indexOf(path)).toBeLessThan(asked.indexOf('/main.js'));
});

test('the scheduler’s first calls leave once each: its prefetch and its first render share them', async ({ page }) => {
  await logIn(page, 'planner@demo.test');
  await expect(sidebar(page)).toBeVisible();
  const asked: string[] = [];
  page.on('request', (request) => asked.push(`${request.method()} ${new URL(request.url()).pathname}`));
  await page.goto('/service-provider/scheduler-view');
  await expect(page.getByLabel('Machine timeline').getByRole('button').first()).toBeVisible();
  const first = [
    'POST /api/v4/job-scheduling/search',
    'GET /api/v3/sp/equipments',
    'GET /api/v3/sp/materials',
    'GET /api/v1/amprocess',
  ];
  expect(first.map((call) => [call, asked.filter((c) => c === call).length])).toEqual(first.map((call) => [call, 1]));
});

/** The remotes whose files a page fetched, by folder (/remotes/<folder>/…). */
const remotesFetched = (requests: string[]) =>
  [...new Set(requests.filter((path) => path.startsWith('/remotes/')).map((path) => path.split('/')[2]))].sort();

test('a customer downloads no remote they do not open, and a planner only the area of the screen shown', async ({ browser }) => {
  const customer = await browser.newPage();
  const customerRequests: string[] = [];
  customer.on('request', (request) => customerRequests.push(new URL(request.url()).pathname));
  await logIn(customer, 'engineer@demo.test');
  // The customer lands on New Order, the storefront's; its other pages built so far are the same remote's.
  await expect(customer.getByRole('heading', { level: 1, name: 'New Order' })).toBeVisible();
  expect(remotesFetched(customerRequests)).toEqual(['mfe-storefront']);
  customerRequests.length = 0;
  // Every customer page is the storefront's: opening another loads no other area.
  await customer.goto('/engineer/digital-catalog');
  await expect(customer.getByRole('heading', { level: 1, name: 'Digital Catalog' })).toBeVisible();
  expect(remotesFetched(customerRequests)).toEqual(['mfe-storefront']);
  await customer.close();

  const planner = await browser.newPage();
  const plannerRequests: string[] = [];
  planner.on('request', (request) => plannerRequests.push(new URL(request.url()).pathname));
  await logIn(planner, 'planner@demo.test');
  // The planner lands on Part Orders (mfe-orders); once it shows, what the schedules add is counted.
  await expect(planner.getByRole('table', { name: /^Part orders/ })).toBeVisible();
  expect(remotesFetched(plannerRequests)).toEqual(['mfe-orders']);
  plannerRequests.length = 0;
  await planner.goto('/service-provider/schedules');
  await expect(planner.getByRole('heading', { name: 'Schedules' })).toBeVisible();
  expect(remotesFetched(plannerRequests)).toEqual(['mfe-production']);
  await planner.close();
});

test('every module a remote takes from the shell, the shell provides', async ({ request }) => {
  // A remote ships no copy of a shared module; one the shell does not provide fails the remote
  // at run time (as 'shared/texts' did while only a remote imported it).
  const shared = async (manifest: string) =>
    ((await (await request.get(manifest)).json()) as { shared: { name: string }[] }).shared.map((module) => module.name);
  const provided = new Set(await shared('/mf-manifest.json'));
  const remotes = (await (await request.get('/api/v1/ui/remotes')).json()) as { name: string; entry: string }[];
  expect(remotes.length).toBeGreaterThan(0);
  for (const remote of remotes) {
    const missing = (await shared(remote.entry)).filter((name) => !provided.has(name));
    expect({ remote: remote.name, missing }).toEqual({ remote: remote.name, missing: [] });
  }
});
