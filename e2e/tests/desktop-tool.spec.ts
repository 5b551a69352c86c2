/**
 * The desktop tool's window as the planner sees it, with the reference bridge running beside the
 * platform on port 12001: the embedded login hands the tool the user's key and media addresses,
 * a stopped tool is told apart and connected to when it starts, and a page of another site
 * cannot reach the tool.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { signInToDesktopTool, startDesktopBridge, type RunningBridge } from '../support/desktop-bridge';
import { PASSWORD } from '../support/login';
import { confirmedAcmeOrder } from '../support/orders';
import { startServer } from '../support/server';
import { expect, test } from '../support/test';

let bridge: RunningBridge | undefined;
test.afterEach(async () => {
  await bridge?.stop();
  bridge = undefined;
});

test('the embedded login refuses a wrong password, then hands the tool the key and the media addresses and closes', async ({
  page,
  platform,
}) => {
  bridge = await startDesktopBridge(platform.url);
  await page.goto('/custom-login');
  // The tool opens the page in a window of its own, which the page closes when it is done.
  const [window] = await Promise.all([page.waitForEvent('popup'), page.evaluate(() => void open('/grabcad-login'))]);
  await expect(window.getByRole('heading', { name: 'Sign in to the desktop tool' })).toBeVisible();
  await expect(window.getByText(`Server: ${platform.url}`)).toBeVisible();

  await signInToDesktopTool(window, 'not the password');
  await expect(window.getByRole('alert')).toHaveText('Unable to login');
  await expectNoAxeViolations(window);

  await signInToDesktopTool(window, PASSWORD);
  await expect(window.getByText('Login Successful. Redirecting to the desktop tool.')).toBeVisible();
  const { userKey } = (await (await window.request.get('/api/v1/users/keys')).json()) as { userKey: string };
  const media = (await (await window.request.get('/api/v1/users/media-config')).json()) as Record<string, string>;
  expect(bridge.log()).toContainEqual(
    expect.objectContaining({
      in: 'LOGIN',
      userKey: `…${userKey.slice(-4)}`,
      mediaURL: media.mediaURL,
      itarMediaURL: media.itarMediaURL,
    }),
  );
  await window.waitForEvent('close');
});

test('with the tool stopped the page says so, and hands it the login as soon as it starts', async ({ page, platform }) => {
  await page.goto('/grabcad-login');
  await signInToDesktopTool(page, PASSWORD);
  await expect(page.getByRole('status').filter({ hasText: 'The desktop tool is not running' })).toBeVisible();
  await expect(page.getByText('Start the desktop tool on this computer.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
  bridge = await startDesktopBridge(platform.url);
  await expect(page.getByText('Login Successful. Redirecting to the desktop tool.')).toBeVisible();
  expect(bridge.log()).toContainEqual(expect.objectContaining({ in: 'LOGIN' }));
});

test('the embedded login in German', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'de_DE'));
  await page.goto('/grabcad-login');
  await expect(page.getByRole('heading', { name: 'Beim Desktop-Programm anmelden' })).toBeVisible();
  await page.getByLabel('E-Mail', { exact: true }).fill('planner@demo.test');
  await page.getByLabel('Passwort').fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Das Desktop-Programm läuft nicht' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a page of another site cannot open the tool’s socket', async ({ page, platform }) => {
  bridge = await startDesktopBridge(platform.url);
  // Another site on this computer (a browser asks before a site elsewhere reaches a local port at all).
  const elsewhere = createServer((_request, response) => response.end('<!doctype html><title>Elsewhere</title>'));
  await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}`;
  try {
    await page.goto(origin);
    const outcome = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const socket = new WebSocket('ws://127.0.0.1:12001');
          socket.onopen = () => resolve('opened');
          socket.onclose = () => resolve('closed');
        }),
    );
    expect(outcome).toBe('closed');
    expect(bridge.log()).toContainEqual({ at: expect.any(String), refusedOrigin: origin });
  } finally {
    elsewhere.close();
  }
});

test('select parts: 15 orders a page, no ITAR part, no more than is left, and two parts into the tool’s tray', async ({
  page,
  playwright,
}) => {
  // More orders with parts left to schedule than a page holds: eleven orders made through the API
  // first, on a platform of this scenario's own, so that the worker's later scenarios find the
  // order lists as the demo data has them.
  test.slow();
  const own = await startServer();
  const api = await playwright.request.newContext({ baseURL: own.url });
  try {
    // One after another: each waits for its file's verification, which a crowd of them would queue.
    for (let order = 1; order <= 11; order++) {
      await confirmedAcmeOrder(api, { title: `Tray brackets ${order}`, fileName: `tray_bracket_${order}.stl`, quantity: 4 });
    }
    bridge = await startDesktopBridge(own.url);
    await page.goto(`${own.url}/grabcad-login`);
    await signInToDesktopTool(page, PASSWORD);
    await expect(page.getByText('Login Successful. Redirecting to the desktop tool.')).toBeVisible();
    await page.goto(`${own.url}/grabcad/grabcad-select-parts`);
    await selectParts(page, bridge);
  } finally {
    await api.dispose();
    await bridge?.stop();
    bridge = undefined;
    await own.stop();
  }
});

/** Select parts, on a platform with more than a page of orders, with the bridge `tool` beside it. */
async function selectParts(page: Page, tool: RunningBridge) {
  await expect(page.getByRole('heading', { name: 'Select parts' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Order status' })).toHaveValue('AWARDED');
  const results = page.getByText(/^Results: 1 - 15 of \d+$/);
  await expect(results).toBeVisible();
  expect(Number((await results.textContent())!.split(' of ')[1])).toBeGreaterThan(15);
  await expectNoAxeViolations(page);

  // The planner is an ITAR administrator, and still the tool never gets an export-controlled part.
  await page.getByRole('searchbox', { name: 'Search orders and parts' }).fill('manifold');
  await expect(page.getByText(/Results: 1 - \d+ of \d+/)).toBeVisible();
  await expect(page.getByText('hydraulic_manifold_ti64.stl')).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search orders and parts' }).fill('');

  const parts = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('spinbutton'), hasNot: page.getByRole('list') });
  const [firstName, secondName] = [
    (await parts.nth(0).locator('strong').textContent())!,
    (await parts.nth(1).locator('strong').textContent())!,
  ];
  const first = page.getByRole('spinbutton', { name: `Quantity of ${firstName}` });
  const left = Number(await first.inputValue());
  await first.fill(String(left + 1));
  await expect(page.getByText(`At most ${left}: that many are left to schedule`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Add ${firstName}` })).toBeDisabled();
  await first.fill('1');
  await page.getByRole('button', { name: `Add ${firstName}` }).click();
  await page.getByRole('button', { name: `Add ${secondName}` }).click();
  await expect(page.getByRole('region', { name: 'For the tray' }).getByRole('listitem')).toHaveCount(2);

  await page.getByRole('button', { name: 'Send to Tray' }).click();
  await expect(page.getByRole('status').filter({ hasText: '2 parts sent to the tray' })).toBeVisible();
  // The bridge's tray, as its reply to INSERT_MODELS gave it.
  await expect
    .poll(() => (tool.replyTo('INSERT_MODELS')?.payload as { tray?: unknown[] } | undefined)?.tray)
    .toEqual([
      expect.objectContaining({ fileName: firstName, quantity: 1, verified: true }),
      expect.objectContaining({ fileName: secondName, verified: true }),
    ]);
  await page.getByRole('button', { name: 'Clear Tray' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The tray is empty.' })).toBeVisible();
}
